import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `deck` in motion: drag, exit or snap back, and the stack moving up a depth.
/// Expected values use docs/scenes.md's formulas and the test's own easeInEaseOut (bisection).
@Suite("Deck animations")
struct DeckAnimationTests {
    static let centre = Seed000.containerCentre

    static func gesture(_ name: String) throws -> DragGesture {
        try #require(DeckScene.defaultGestures.first { $0.name == name }?.gesture)
    }

    static func animation(
        _ name: String, photoCount: Int, parameters: DeckParameters = DeckParameters()
    ) throws -> SceneAnimation {
        try #require(DeckScene(photoCount: photoCount, parameters: parameters).animation(named: name))
    }

    /// The card at a fractional depth d while the stack moves up: x and y + 10·d, width 300 − 20·d.
    static func expectCard(
        _ layer: Layer?, photo: Int, depth: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let layer else {
            Issue.record("missing layer for photo \(photo)", sourceLocation: sourceLocation)
            return
        }
        #expect(layer.content == .card(photo: photo), sourceLocation: sourceLocation)
        expectClose(layer.size.width, 300 - 20 * depth, "width at depth \(depth)", sourceLocation: sourceLocation)
        #expect(layer.size.height == 400, sourceLocation: sourceLocation)
        // Frame origin (45 + 10d, 162 + 10d), so the centre is (45 + 10d + (300 − 20d)/2, 162 + 10d + 200).
        let x = 45 + 10 * depth + (300 - 20 * depth) / 2
        let y = 162 + 10 * depth + 200
        expectClose(layer.position, Point(x: x, y: y), "position at depth \(depth)", sourceLocation: sourceLocation)
        #expect(layer.alpha == 1 && layer.rotation == 0, sourceLocation: sourceLocation)
    }

    // MARK: The scripts

    @Test func animationNamesAndOutcomes() throws {
        let scene = DeckScene(photoCount: 5)
        #expect(scene.animations.map(\.name) == ["swipe-right", "swipe-left", "snap-back"])
        #expect(DeckScene.defaultGestures.map(\.name) == ["swipe-right", "swipe-left", "snap-back"])
        #expect(scene.outcome(ofRelease: try Self.gesture("swipe-right").translation) == .exitRight)
        #expect(scene.outcome(ofRelease: try Self.gesture("swipe-left").translation) == .exitLeft)
        #expect(scene.outcome(ofRelease: try Self.gesture("snap-back").translation) == .snapBack)
    }

    @Test(arguments: ["swipe-right", "swipe-left", "snap-back"])
    func durationIsDragPlusPointTwo(name: String) throws {
        let gesture = try Self.gesture(name)
        let animation = try Self.animation(name, photoCount: 4)
        expectClose(animation.duration, gesture.duration + 0.2, tolerance: 1e-12)
    }

    @Test(arguments: ["swipe-right", "swipe-left", "snap-back"])
    func firstFrameIsTheStill(name: String) throws {
        for count in [1, 2, 3, 4, 6] {
            let scene = DeckScene(photoCount: count)
            let animation = try #require(scene.animation(named: name))
            #expect(animation.frame(at: 0).layers == scene.still().layers, "\(name), \(count) photos")
            #expect(animation.frame(at: 0).canvas == Size(width: 390, height: 844))
        }
    }

    @Test func noPhotosGivesEmptyFrames() {
        for animation in DeckScene(photoCount: 0).animations {
            for t in animation.frameTimes(fps: 30) {
                #expect(animation.frame(at: t).layers.isEmpty, "\(animation.name) at \(t)")
            }
        }
    }

    // MARK: Drag

    @Test(arguments: ["swipe-right", "swipe-left", "snap-back"])
    func topCardFollowsTheFingerAndTilts(name: String) throws {
        let gesture = try Self.gesture(name)
        let animation = try Self.animation(name, photoCount: 4)
        for fraction in [0.1, 0.25, 0.5, 0.8, 0.99] {
            let t = fraction * gesture.duration
            let frame = animation.frame(at: t)
            try #require(frame.layers.count == 3)
            // Finger: T · easeInEaseOut(t / d) (the default gesture curve).
            let eased = ReferenceCurve.easeInEaseOut(fraction)
            let tx = gesture.translation.x * eased
            let ty = gesture.translation.y * eased
            let top = frame.layers[2]
            #expect(top.content == .card(photo: 0))
            #expect(top.size == Size(width: 300, height: 400))
            expectClose(top.position, Point(x: 195 + tx, y: 362 + ty), "\(name) top at \(t)")
            expectClose(top.rotation, tan(tx / 600), "\(name) tilt at \(t)")
            #expect(top.alpha == 1)
            // The cards behind stay where they are.
            #expect(frame.layers[0] == Seed000.restingCard(photo: 2, depth: 2))
            #expect(frame.layers[1] == Seed000.restingCard(photo: 1, depth: 1))
        }
    }

    @Test func dragMidpointByHand() throws {
        // swipe-right: T = (280, 40) over 0.5 s; at 0.25 s easeInEaseOut(0.5) = 0.5 → (140, 20).
        let animation = try Self.animation("swipe-right", photoCount: 3)
        let top = try #require(animation.frame(at: 0.25).layers.last)
        expectClose(top.position, Point(x: 335, y: 382))
        expectClose(top.rotation, tan(140.0 / 600))
    }

    @Test func dragHonoursTheGestureCurve() throws {
        let scene = DeckScene(
            photoCount: 3,
            gestures: [
                ("fling", DragGesture(translation: Point(x: 300, y: -20), duration: 0.3, curve: .linear))
            ])
        #expect(scene.animations.map(\.name) == ["fling"])
        let animation = try #require(scene.animation(named: "fling"))
        // Exits right (150 + 300 > 400): 0.3 s drag + 0.2 s.
        expectClose(animation.duration, 0.5, tolerance: 1e-12)
        // Linear drag: at 0.1 s the finger is a third of the way, (100, −20/3).
        let top = try #require(animation.frame(at: 0.1).layers.last)
        expectClose(top.position, Point(x: 295, y: 362 - 20.0 / 3))
        expectClose(top.rotation, tan(100.0 / 600))
    }

    // MARK: Exit

    @Test(arguments: [("swipe-right", 1.0), ("swipe-left", -1.0)])
    func exitingCardMovesOffAndFades(name: String, direction: Double) throws {
        let gesture = try Self.gesture(name)
        let animation = try Self.animation(name, photoCount: 4)
        let T = gesture.translation
        let tilt = tan(T.x / 600)

        // At release the card is where the finger left it, still opaque.
        let atRelease = try #require(animation.frame(at: gesture.duration).layers.last)
        #expect(atRelease.content == .card(photo: 0))
        expectClose(atRelease.position, Point(x: 195 + T.x, y: 362 + T.y))
        expectClose(atRelease.alpha, 1)
        expectClose(atRelease.rotation, tilt)

        for sinceRelease in [0.05, 0.1, 0.15] {
            let e = ReferenceCurve.easeInEaseOut(sinceRelease / 0.2)
            let top = try #require(animation.frame(at: gesture.duration + sinceRelease).layers.last)
            #expect(top.content == .card(photo: 0))
            expectClose(
                top.position, Point(x: 195 + T.x + e * direction * 200, y: 362 + T.y + e * 75),
                "\(name) +\(sinceRelease)")
            expectClose(top.alpha, 1 - e, "\(name) alpha +\(sinceRelease)")
            expectClose(top.rotation, tilt, "\(name) rotation +\(sinceRelease)")
            #expect(top.size == Size(width: 300, height: 400))
        }
    }

    @Test func exitMidpointByHand() throws {
        // swipe-right, T = (280, 40): at release + 0.1 s, easeInEaseOut(0.5) = 0.5 of (200, 75) → (100, 37.5).
        let right = try #require(try Self.animation("swipe-right", photoCount: 3).frame(at: 0.6).layers.last)
        expectClose(right.position, Point(x: 195 + 280 + 100, y: 362 + 40 + 37.5))
        expectClose(right.alpha, 0.5)
        // swipe-left, T = (−250, 40): (−100, 37.5).
        let left = try #require(try Self.animation("swipe-left", photoCount: 3).frame(at: 0.6).layers.last)
        expectClose(left.position, Point(x: 195 - 250 - 100, y: 362 + 40 + 37.5))
        expectClose(left.alpha, 0.5)
        expectClose(left.rotation, tan(-250.0 / 600))
    }

    @Test(arguments: ["swipe-right", "swipe-left"])
    func exitingCardAlphaNeverIncreases(name: String) throws {
        let gesture = try Self.gesture(name)
        let animation = try Self.animation(name, photoCount: 4)
        var previous = 1.0
        for t in animation.frameTimes(fps: 120) where t >= gesture.duration {
            guard let top = animation.frame(at: t).layers.last, top.content == .card(photo: 0) else { continue }
            #expect(top.alpha <= previous + 1e-12, "alpha rises at \(t)")
            #expect(top.alpha >= 0 && top.alpha <= 1)
            previous = top.alpha
        }
    }

    // MARK: The stack moves up

    @Test(arguments: ["swipe-right", "swipe-left"])
    func cardsBehindMoveUpOneDepth(name: String) throws {
        let gesture = try Self.gesture(name)
        let animation = try Self.animation(name, photoCount: 3)

        // At release nothing behind has moved yet.
        let atRelease = animation.frame(at: gesture.duration).layers
        try #require(atRelease.count == 3)
        Self.expectCard(atRelease[0], photo: 2, depth: 2)
        Self.expectCard(atRelease[1], photo: 1, depth: 1)

        // Half way (0.1 s of 0.2 s): easeInEaseOut(0.5) = 0.5, so depths 1.5 and 0.5.
        let mid = animation.frame(at: gesture.duration + 0.1).layers
        try #require(mid.count == 3)
        Self.expectCard(mid[0], photo: 2, depth: 1.5)
        Self.expectCard(mid[1], photo: 1, depth: 0.5)
        // By hand: depth 0.5 is the frame (5, 5, 290, 400), centre (45 + 5 + 145, 162 + 5 + 200).
        expectClose(mid[1].size.width, 290)
        expectClose(mid[1].position, Point(x: 195, y: 367))
        // Depth 1.5 is (15, 15, 270, 400).
        expectClose(mid[0].size.width, 270)
        expectClose(mid[0].position, Point(x: 195, y: 377))

        // A quarter of the way in time follows the curve, not a straight line.
        let e = ReferenceCurve.easeInEaseOut(0.25)
        let quarter = animation.frame(at: gesture.duration + 0.05).layers
        try #require(quarter.count == 3)
        Self.expectCard(quarter[0], photo: 2, depth: 2 - e)
        Self.expectCard(quarter[1], photo: 1, depth: 1 - e)
        #expect(abs(e - 0.25) > 0.05, "sanity: easeInEaseOut(0.25) is not linear")
    }

    @Test func fourthPhotoEntersAtDepthTwoWhenThereIsOne() throws {
        for name in ["swipe-right", "swipe-left"] {
            let gesture = try Self.gesture(name)
            let animation = try Self.animation(name, photoCount: 4)
            let layers = animation.frame(at: gesture.duration + 0.1).layers
            try #require(layers.count == 4)
            #expect(layers[0] == Seed000.restingCard(photo: 3, depth: 2), "\(name)")
            Self.expectCard(layers[1], photo: 2, depth: 1.5)
            Self.expectCard(layers[2], photo: 1, depth: 0.5)
            #expect(layers[3].content == .card(photo: 0))
            // Only the fourth photo enters, not the fifth, even with more photos.
            let many = try Self.animation(name, photoCount: 6).frame(at: gesture.duration + 0.1).layers
            #expect(many.map(\.content) == [.card(photo: 3), .card(photo: 2), .card(photo: 1), .card(photo: 0)])
        }
    }

    @Test func noFourthPhotoWithThreePhotos() throws {
        for name in ["swipe-right", "swipe-left"] {
            let animation = try Self.animation(name, photoCount: 3)
            for t in animation.frameTimes(fps: 60) {
                let contents = animation.frame(at: t).layers.map(\.content)
                #expect(!contents.contains(.card(photo: 3)), "\(name) at \(t)")
                #expect(contents.count <= 3)
            }
        }
    }

    @Test(arguments: ["swipe-right", "swipe-left"])
    func lastFrameIsTheDeckWithPhotoOneOnTop(name: String) throws {
        let four = try Self.animation(name, photoCount: 4)
        #expect(
            four.frame(at: four.duration).layers == [
                Seed000.restingCard(photo: 3, depth: 2),
                Seed000.restingCard(photo: 2, depth: 1),
                Seed000.restingCard(photo: 1, depth: 0)
            ])
        let three = try Self.animation(name, photoCount: 3)
        #expect(
            three.frame(at: three.duration).layers == [
                Seed000.restingCard(photo: 2, depth: 1),
                Seed000.restingCard(photo: 1, depth: 0)
            ])
        let two = try Self.animation(name, photoCount: 2)
        #expect(two.frame(at: two.duration).layers == [Seed000.restingCard(photo: 1, depth: 0)])
        let one = try Self.animation(name, photoCount: 1)
        #expect(one.frame(at: one.duration).layers.isEmpty)
        // The last sampled frame (exactly at the duration) is that state too.
        let last = try #require(four.frameTimes(fps: 60).last)
        #expect(four.frame(at: last).layers.map(\.content) == [.card(photo: 3), .card(photo: 2), .card(photo: 1)])
    }

    @Test func slowerExitKeepsFadingAfterTheStackHasMoved() throws {
        var p = DeckParameters()
        p.releaseDuration = 0.4
        let gesture = try Self.gesture("swipe-right")
        let animation = try Self.animation("swipe-right", photoCount: 3, parameters: p)
        // The longer of the two 0.2/0.4 s phases sets the end.
        expectClose(animation.duration, gesture.duration + 0.4, tolerance: 1e-12)
        // At release + 0.2 s the stack has arrived (relayout 0.2 s) and the card is half faded.
        let layers = animation.frame(at: gesture.duration + 0.2).layers
        try #require(layers.count == 3)
        Self.expectCard(layers[0], photo: 2, depth: 1)
        Self.expectCard(layers[1], photo: 1, depth: 0)
        expectClose(layers[2].alpha, 0.5)
        expectClose(layers[2].position, Point(x: 195 + 280 + 100, y: 362 + 40 + 37.5))
    }

    // MARK: Snap back

    @Test func snapBackReturnsToTheCentre() throws {
        let gesture = try Self.gesture("snap-back")
        let animation = try Self.animation("snap-back", photoCount: 4)
        let T = gesture.translation
        let tilt = tan(T.x / 600)

        for sinceRelease in [0.05, 0.1, 0.15] {
            let e = ReferenceCurve.easeInEaseOut(sinceRelease / 0.2)
            let frame = animation.frame(at: gesture.duration + sinceRelease)
            try #require(frame.layers.count == 3)
            let top = frame.layers[2]
            #expect(top.content == .card(photo: 0))
            expectClose(top.position, Point(x: 195 + T.x * (1 - e), y: 362 + T.y * (1 - e)), "+\(sinceRelease)")
            expectClose(top.rotation, tilt * (1 - e), "rotation +\(sinceRelease)")
            #expect(top.alpha == 1)
            // The cards behind never move on a snap back, and no new card enters.
            #expect(frame.layers[0] == Seed000.restingCard(photo: 2, depth: 2))
            #expect(frame.layers[1] == Seed000.restingCard(photo: 1, depth: 1))
        }

        // By hand: T = (140, 30), half way → (70, 15) from the centre.
        let mid = try #require(animation.frame(at: gesture.duration + 0.1).layers.last)
        expectClose(mid.position, Point(x: 265, y: 377))

        let end = animation.frame(at: animation.duration)
        #expect(end.layers.last?.position == Seed000.containerCentre)
        #expect(end.layers.last?.rotation == 0)
        #expect(end.layers == DeckScene(photoCount: 4).still().layers)
    }
}

/// Regressions found in review: exits must finish whatever the curve, and a one-card deck still
/// shows the next card arriving behind the one that leaves.
@Suite struct DeckExitEdgeCaseTests {
    @Test func exitFinishesWithAnyCurve() {
        var parameters = DeckParameters()
        parameters.curve = TimingCurve(0.3, 0.3, 0.7, 0.7)
        let scene = DeckScene(photoCount: 5, parameters: parameters)
        let swipe = scene.animation(named: "swipe-right")!
        let last = swipe.frame(at: swipe.duration)
        #expect(last.layers.map(\.content) == [.card(photo: 3), .card(photo: 2), .card(photo: 1)])
    }

    @Test func singleVisibleCardRevealsTheNextDuringTheExit() {
        var parameters = DeckParameters()
        parameters.visibleCards = 1
        let scene = DeckScene(photoCount: 3, parameters: parameters)
        let swipe = scene.animation(named: "swipe-left")!
        let middle = swipe.frame(at: 0.6)
        #expect(middle.layers.map(\.content) == [.card(photo: 1), .card(photo: 0)])
        #expect(swipe.frame(at: swipe.duration).layers.map(\.content) == [.card(photo: 1)])
    }
}
