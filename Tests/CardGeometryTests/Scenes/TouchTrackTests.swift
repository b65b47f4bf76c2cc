import Testing
@testable import CardGeometry

/// Where the finger is during each animation: down along the gesture from touch-down to lift-off,
/// nowhere before or after, always on the screen.
@Suite struct TouchTrackTests {
    static func context(_ canvas: Size?, _ parameters: SceneParameters = SceneParameters()) -> SceneCatalog.Context {
        SceneCatalog.Context(photoCount: 8, canvas: canvas, parameters: parameters)
    }

    @Test func theDeckFingerFollowsTheDragAndLiftsOnRelease() throws {
        let scene = DeckScene(photoCount: 5)
        let gesture = try #require(DeckScene.defaultGestures.first { $0.name == "snap-back" }?.gesture)
        let animation = try #require(scene.animation(named: "snap-back"))
        // On the top card, 60 points (15 % of 400) below the container's centre.
        let down = Point(x: Seed000.containerCentre.x, y: Seed000.containerCentre.y + 60)
        #expect(animation.touch(at: 0) == down)
        for time in stride(from: 0.0, to: gesture.duration, by: 0.05) {
            let expected = down + gesture.translation(at: time)
            expectClose(try #require(animation.touch(at: time)), expected, tolerance: 1e-9, "at \(time)")
            // The finger stays where it grabbed the card: its offset from the card's centre is
            // the touch-down offset (the card turns about its centre, so within the tilt's reach).
            let card = try #require(animation.frame(at: time).layers.last)
            expectClose(try #require(animation.touch(at: time)) - card.position, Point(x: 0, y: 60))
        }
        // Lifted at release and after, through the snap-back.
        for time in [gesture.duration, gesture.duration + 0.01, animation.duration, animation.duration + 1] {
            #expect(animation.touch(at: time) == nil, "at \(time)")
        }
    }

    @Test func aSwipeThatWouldRunOffTheScreenStartsWhereItStaysOnIt() throws {
        let scene = DeckScene(photoCount: 5)
        let right = try #require(scene.animation(named: "swipe-right"))
        let left = try #require(scene.animation(named: "swipe-left"))
        // 280 points to the right from x 195 would leave the 390-point screen: the finger starts
        // 22 points (half a fingertip) in from the left edge's reach instead, still on the card.
        let start = try #require(right.touch(at: 0))
        expectClose(start.x, 390 - 22 - 280)
        #expect(start.x > Seed000.containerOrigin.x && start.y == Seed000.containerCentre.y + 60)
        expectClose(try #require(left.touch(at: 0)).x, 22 + 250)
        #expect(try #require(left.touch(at: 0)).x < Seed000.containerOrigin.x + 300)
    }

    static let presets = PresetVariants.all.map(\.parameters)

    @Test func everyGestureHasAFingerOnTheScreenFromTouchDownToLiftOff() throws {
        for canvas in MockupScreens.all {
            for parameters in Self.presets {
                for name in SceneCatalog.names {
                    let scene = try #require(SceneCatalog.scene(named: name, Self.context(canvas, parameters)))
                    for animation in scene.animations {
                        let what = "\(name) \(animation.name) on \(canvas)"
                        let expectsFinger = !["show-all", "dismiss"].contains(animation.name)
                        #expect((animation.touch(at: 0) != nil) == expectsFinger, "\(what)")
                        #expect(animation.touch(at: animation.duration) == nil, "\(what)")
                        // Down from 0 to a lift-off, then never again.
                        let times = stride(from: 0.0, through: animation.duration, by: 0.01).map { $0 }
                        let down = times.map { animation.touch(at: $0) != nil }
                        let lifts = zip(down, down.dropFirst()).filter { $0 && !$1 }.count
                        #expect(lifts <= 1 && zip(down, down.dropFirst()).allSatisfy { $0 || !$1 }, "\(what)")
                        for time in times {
                            guard let touch = animation.touch(at: time) else { continue }
                            let canvas = animation.frame(at: time).canvas
                            #expect(
                                touch.x >= 0 && touch.y >= 0 && touch.x <= canvas.width && touch.y <= canvas.height,
                                "\(what) at \(time): \(touch)")
                        }
                    }
                }
            }
        }
    }

    @Test func aZoomedSceneZoomsItsFinger() throws {
        let ipad = Size(width: 1032, height: 1376)
        let scene = try #require(SceneCatalog.scene(named: "deck", Self.context(ipad)))
        let animation = try #require(scene.animation(named: "snap-back"))
        // The indicator keeps its size beside the cards: the scene's zoom, the card's 400 points' growth.
        let card = try #require(scene.still().layers.last)
        let frame = animation.frame(at: 0.1)
        expectClose(frame.contentZoom, card.size.height / 400, tolerance: 1e-9)
        #expect(frame.contentZoom > 2)
        let drawn = frame.withTouch(at: animation.touch(at: 0.1))
        expectClose(try #require(drawn.layers.last).size.width, 44 * frame.contentZoom, tolerance: 1e-9)
        #expect(
            try #require(SceneCatalog.scene(named: "deck", Self.context(nil))).animations.allSatisfy {
                $0.frame(at: 0.1).contentZoom == 1
            })
        // The finger sits on the zoomed card as on the phone's: 15 % of the card's height below its centre.
        for time in [0.0, 0.1, 0.3] {
            let card = try #require(animation.frame(at: time).layers.last)
            expectClose(
                try #require(animation.touch(at: time)) - card.position, Point(x: 0, y: 0.15 * card.size.height),
                tolerance: 1e-9)
        }
    }

    @Test func theSheetIsHeldByItsGrabberAndTheSideCardSwipedFromTheRight() throws {
        let sheet = SheetScene(photoCount: 5)
        let fling = try #require(sheet.animation(named: "fling-up"))
        let top = 844 - 0.25 * 844
        expectClose(try #require(fling.touch(at: 0)), Point(x: 195, y: top + 14))
        // The sheet's top follows the finger.
        let time = 0.2, frame = fling.frame(at: time)
        let layer = try #require(frame.layers.last)
        let sheetTop = layer.position.y - layer.size.height / 2
        expectClose(try #require(fling.touch(at: time)).y, sheetTop + 14, tolerance: 1e-9)

        let side = SideCardScene(photoCount: 5)
        let open = try #require(side.animation(named: "open"))
        expectClose(try #require(open.touch(at: 0)), Point(x: 390 - 40, y: 422))
        let swipe = SideCardScene.defaultSwipes[0].swipe
        let halfway = try #require(open.touch(at: swipe.duration / 2))
        expectClose(halfway.x, 350 - 390 * side.progress(at: swipe.duration / 2, swipe: swipe))
        #expect(open.touch(at: swipe.duration) == nil)
    }

    @Test func theIndicatorIsASoftCircleOverEverything() {
        let frame = SceneFrame(canvas: Size(width: 100, height: 100), background: .white, layers: [])
        #expect(frame.withTouch(at: nil) == frame)
        let touched = frame.withTouch(at: Point(x: 30, y: 40))
        let layer = touched.layers.last
        #expect(touched.layers.count == 1 && layer?.position == Point(x: 30, y: 40))
        #expect(layer?.size == Size(width: 44, height: 44) && layer?.cornerRadius == 22)
        guard case let .fill(color) = layer?.content else {
            Issue.record("not a fill")
            return
        }
        #expect(color.alpha > 0 && color.alpha < 1 && layer?.border != nil)
    }

    /// Content, and the finger beside it, is drawn at a zoom from 1/64 to 64; one that is not a
    /// positive number draws at 1.
    @Test(arguments: [(2.0, 2.0), (1000, 64), (1e-9, 1.0 / 64), (0, 1), (-3, 1), (.nan, 1), (.infinity, 1)])
    func theIndicatorIsZoomedAsContentIsDrawn(_ zoom: Double, _ drawn: Double) {
        #expect(SceneFrame.drawnContentZoom(zoom) == drawn)
        let frame = SceneFrame(
            canvas: Size(width: 100, height: 100), background: .white, layers: [], contentZoom: zoom)
        #expect(
            frame.withTouch(at: Point(x: 30, y: 40)).layers.last?.size == Size(width: 44 * drawn, height: 44 * drawn))
    }
}
