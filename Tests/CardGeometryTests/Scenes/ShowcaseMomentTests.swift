import Testing
@testable import CardGeometry

/// The moment a mockup still shows by default: every card, and its text and stamp, on the screen;
/// on the decks, the stamp at full strength where the drag gets there with the card on screen.
@Suite struct ShowcaseMomentTests {
    /// The presets labelled `label` (`PresetVariants`), every deck's stamps on.
    static func parameters(_ label: String) -> SceneParameters {
        var parameters = PresetVariants.parameters(label)
        parameters.setStamps(true)
        return parameters
    }

    /// Layers that are cards or carry a card's text: the decks' cards, the photos (the stack's,
    /// the side card, the full-screen backdrops) and the stamps.
    static func isCard(_ layer: Layer) -> Bool {
        switch layer.content {
        case .card, .profileCard, .photo, .stamp: true
        default: false
        }
    }

    /// Points a corner may lie past the edge: anti-aliasing's half pixel at 1x.
    static let tolerance = 0.5

    static func isOnCanvas(_ layer: Layer, _ canvas: Size) -> Bool {
        layer.corners.allSatisfy {
            $0.x >= -tolerance && $0.y >= -tolerance && $0.x <= canvas.width + tolerance
                && $0.y <= canvas.height + tolerance
        }
    }

    /// Wholly beyond one edge: not seen at all (the side card before it comes in).
    static func isOffCanvas(_ layer: Layer, _ canvas: Size) -> Bool {
        let xs = layer.corners.map(\.x), ys = layer.corners.map(\.y)
        return xs.min()! >= canvas.width || xs.max()! <= 0 || ys.min()! >= canvas.height || ys.max()! <= 0
    }

    @Test(arguments: PresetVariants.labels)
    func everyCardIsOnTheScreenAtTheShowcaseMoment(_ preset: String) throws {
        for canvas in MockupScreens.all {
            let context = SceneCatalog.Context(photoCount: 8, canvas: canvas, parameters: Self.parameters(preset))
            for name in SceneCatalog.names {
                let scene = try #require(SceneCatalog.scene(named: name, context))
                // Cards that run past the canvas by design (the vertical swiper's span the screen
                // less its insets, the next one peeking at the bottom): their stamps stay on it.
                let pastCanvas = try #require(SceneRegistry.builtIn.entry(named: name)).runsPastCanvas
                for animation in scene.animations {
                    let frame = animation.frame(at: animation.showcaseTime)
                    for layer in frame.layers where Self.isCard(layer) {
                        if pastCanvas, case .card = layer.content { continue }
                        #expect(
                            Self.isOnCanvas(layer, frame.canvas) || Self.isOffCanvas(layer, frame.canvas),
                            "\(name) \(animation.name) on \(canvas) at \(animation.showcaseTime): \(layer.content) at \(layer.corners)"
                        )
                    }
                }
            }
        }
    }

    /// The stamp's alpha at the showcase moment, and whether a moment a little later has a card
    /// past the margin the showcase keeps from the canvas's edge (the moment was moved earlier to
    /// keep the cards on).
    static func stamp(_ animation: SceneAnimation) -> (alpha: Double?, clamped: Bool) {
        let frame = animation.frame(at: animation.showcaseTime)
        let alpha = frame.layers.first { if case .stamp = $0.content { true } else { false } }?.alpha
        // Late enough to move past the margin at the slow start of an eased drag.
        let later = animation.frame(at: animation.showcaseTime + 0.01)
        return (alpha, !ShowcaseMoment.isInside(later, margin: ShowcaseMoment.margin))
    }

    @Test(arguments: PresetVariants.labels)
    func theStampIsAtFullStrengthUnlessTheCardWouldLeaveTheScreen(_ preset: String) throws {
        for canvas in MockupScreens.all {
            let context = SceneCatalog.Context(photoCount: 8, canvas: canvas, parameters: Self.parameters(preset))
            for name in ["deck", "swiftui-deck", "vertical-swiper"] {
                let scene = try #require(SceneCatalog.scene(named: name, context))
                for animation in scene.animations {
                    let (alpha, clamped) = Self.stamp(animation)
                    let what = "\(name) \(animation.name) on \(canvas) at \(animation.showcaseTime)"
                    // Every drag moves the card sideways: a stamp shows.
                    let shown = try #require(alpha, "\(what)")
                    #expect(shown >= 1 - 1e-6 || clamped || animation.name == "snap-back", "\(what): \(shown)")
                }
            }
        }
    }

    @Test func aWideScreenShowsTheFullStampAndThePhoneTheLatestMomentOnScreen() throws {
        // A phone: the 300-point card has 45 points on each side, the stamp needs a 250-point drag.
        let phone = try #require(
            SceneCatalog.scene(named: "deck", SceneCatalog.Context(photoCount: 8, parameters: Self.parameters("seed"))))
        let swipe = try #require(phone.animation(named: "swipe-right"))
        let (alpha, clamped) = Self.stamp(swipe)
        #expect(clamped && (alpha ?? 0) > 0 && (alpha ?? 1) < 1)
        // The drag before its stamp is full: earlier than the threshold's moment.
        let gesture = DeckScene.defaultGestures[0].gesture
        #expect(swipe.showcaseTime < gesture.time(reachingX: 250)!)
        // Wide enough that the card goes 250 points right and stays on: the stamp at full strength.
        var wide = Self.parameters("seed")
        wide.deck.canvas = Size(width: 1000, height: 844)
        let scene = DeckScene(photoCount: 8, parameters: wide.deck)
        let full = try #require(scene.animation(named: "swipe-right"))
        expectClose(full.showcaseTime, gesture.time(reachingX: 250)!, tolerance: 1e-6)
        #expect(Self.stamp(full).alpha! >= 1 - 1e-6 && !Self.stamp(full).clamped)
    }

    @Test func theThresholdMomentIsFoundOnTheDrag() throws {
        let gesture = DragGesture(translation: Point(x: -280, y: 40), duration: 0.5)
        let time = try #require(gesture.time(reachingX: 250))
        expectClose(abs(gesture.translation(at: time).x), 250, tolerance: 1e-3)
        #expect(abs(gesture.translation(at: time - 1e-4).x) < 250)
        #expect(gesture.time(reachingX: 300) == nil && gesture.time(reachingX: 0) == 0)
    }

    @Test func aLayersCornersAreTurnedAboutItsAnchor() {
        let layer = Layer(
            content: .fill(.white), size: Size(width: 20, height: 10), position: Point(x: 100, y: 100),
            anchor: Point(x: 0.5, y: 1), rotation: .pi / 2)
        // Turned a quarter clockwise about its bottom centre: the top edge now points right.
        let corners = layer.corners
        expectClose(corners[0], Point(x: 110, y: 90), tolerance: 1e-9)
        expectClose(corners[1], Point(x: 110, y: 110), tolerance: 1e-9)
        expectClose(corners[2], Point(x: 100, y: 110), tolerance: 1e-9)
        expectClose(corners[3], Point(x: 100, y: 90), tolerance: 1e-9)
    }
}
