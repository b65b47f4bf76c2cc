import Testing
@testable import CardGeometry

/// `--preset cardstackview`: yuyakaido/CardStackView's numbers (docs/scenes.md cites each),
/// frame by frame.
@Suite struct CardStackViewTests {
    static func scene(
        photos: Int = 8, _ change: (inout CardStackViewParameters) -> Void = { _ in }
    )
        -> CardStackViewScene
    {
        var parameters = SceneParameters()
        parameters.deckPreset = .cardstackview
        change(&parameters.cardStackView)
        return SceneCatalog.scene(named: "deck", .init(photoCount: photos, parameters: parameters))
            as! CardStackViewScene
    }

    static let width = 342.0, height = 560.0
    static let degree = Double.pi / 180

    @Test func thePresetIsChosenByName() {
        let scene = Self.scene()
        #expect(scene.parameters == CardStackViewParameters() && scene.name == "deck")
        #expect(scene.animations.map(\.name) == ["swipe-right", "swipe-left", "snap-back"])
        #expect(DeckPreset(rawValue: "cardstackview") == .cardstackview)
    }

    @Test func theLibrarysNumbers() {
        let p = CardStackViewParameters()
        #expect(p.visibleCards == 3 && p.scaleInterval == 0.95 && p.swipeThreshold == 0.3)
        expectClose(p.maxRotation, 20 * Self.degree)
        #expect(p.slowVelocity == 1000 && p.fastVelocity == 5000)
        #expect(p.slowDuration == 0.5 && p.normalDuration == 0.2 && p.fastDuration == 0.1)
        #expect(p.resetDuration == 0.2 && p.swipeTravel == 10 && p.cornerRadius == 8)
    }

    /// AccelerateInterpolator is t², DecelerateInterpolator 1 − (1 − t)², both of factor 1.
    @Test func androidsInterpolatorsAreExact() {
        for step in 0...20 {
            let t = Double(step) / 20
            expectClose(TimingCurve.accelerate.value(at: t), t * t, tolerance: 1e-9, "accelerate at \(t)")
            expectClose(
                TimingCurve.decelerate.value(at: t), 1 - (1 - t) * (1 - t), tolerance: 1e-9, "decelerate at \(t)")
        }
        #expect(TimingCurve.named["accelerate"] == .accelerate && TimingCurve.named["decelerate"] == .decelerate)
    }

    /// StackFrom.None: cards behind share the top card's centre, scaled 1 − i·0.05, and grow into
    /// the next place by min(|dx| / (W/2), 1).
    @Test func cardsBehindAreScaledAboutTheirCentresAndGrowWithTheDrag() {
        let scene = Self.scene()
        let still = scene.still().layers
        #expect(still.count == 3)
        for (layer, scale) in zip(still, [0.9, 0.95, 1]) { expectClose(layer.scale, scale, "back to front") }
        #expect(
            still.allSatisfy {
                $0.position == scene.restingCentre && $0.size == Size(width: Self.width, height: Self.height)
            })
        for (dx, ratio) in [(Self.width / 4, 0.5), (Self.width / 2, 1.0), (Self.width, 1.0)] {
            expectClose(scene.dragRatio(Point(x: dx, y: 10)), ratio, "ratio at dx \(dx)")
            let frame = scene.dragged(Point(x: dx, y: 10), proportion: 0, time: 0).layers
            expectClose(frame[0].scale, 0.9 + 0.05 * ratio, "depth 2 at dx \(dx)")
            expectClose(frame[1].scale, 0.95 + 0.05 * ratio, "depth 1 at dx \(dx)")
        }
        // Mostly vertical: the view's height counts.
        expectClose(scene.dragRatio(Point(x: 10, y: Self.height / 4)), 0.5)
    }

    /// θ = dx · 20° / W · p, p from where the finger touched down: +1 at the view's top edge.
    @Test func theTiltDependsOnWhereTheFingerTouchedDown() {
        let scene = Self.scene()
        let top = scene.restingCentre.y - Self.height / 2
        expectClose(scene.proportion(touchY: top), 1)
        expectClose(scene.proportion(touchY: top + Self.height / 2), 0)
        expectClose(scene.proportion(touchY: top + Self.height), -1)
        expectClose(scene.dragRotation(translationX: Self.width, proportion: 1), 20 * Self.degree)
        expectClose(scene.dragRotation(translationX: -100, proportion: -0.5), 100 * 20 * Self.degree / Self.width * 0.5)
        // The scripted drags hold the card 15 % of its height below its centre: p = −0.3, so a drag
        // to the right turns it anticlockwise, as the library does for a finger below the middle.
        let swipe = try! #require(scene.animation(named: "swipe-right"))
        let released = swipe.frame(at: 0.5).layers.last!
        expectClose(released.rotation, 280 * 20 * Self.degree / Self.width * -0.3, tolerance: 1e-9)
    }

    /// A release swipes past 0.3 of the card's width, sideways only, or as a fling of 5000 px/s.
    @Test func theThresholdAndTheFling() {
        let scene = Self.scene()
        expectClose(scene.threshold, 0.3 * Self.width)
        #expect(scene.swipes(DragGesture(translation: Point(x: 103, y: 0), duration: 0.3)))
        #expect(!scene.swipes(DragGesture(translation: Point(x: -102, y: 0), duration: 0.3)))
        #expect(!scene.swipes(DragGesture(translation: Point(x: 20, y: 300), duration: 0.3)), "up or down: no swipe")
        let fling = DragGesture(
            translation: Point(x: 40, y: 0), duration: 0.2, releaseVelocity: Point(x: 5000 / 3.0, y: 0))
        #expect(scene.swipes(fling))
        let slower = DragGesture(
            translation: Point(x: 40, y: 0), duration: 0.2, releaseVelocity: Point(x: 4999 / 3.0, y: 0))
        #expect(!scene.swipes(slower))
        // The snap-back drags to 80 % of the threshold.
        let snap = try! #require(scene.gestures.first { $0.name == "snap-back" }?.gesture)
        #expect(snap.translation.x == (0.8 * 0.3 * Self.width).rounded() && !scene.swipes(snap))
    }

    /// Duration.fromVelocity: under 1000 px/s slow (0.5 s), under 5000 normal (0.2 s), else fast.
    @Test func theSwipesLengthIsChosenByTheReleasesSpeed() {
        let scene = Self.scene()
        func gesture(_ ptPerSecond: Double) -> DragGesture {
            DragGesture(translation: Point(x: 200, y: 0), duration: 0.3, releaseVelocity: Point(x: 0, y: ptPerSecond))
        }
        #expect(scene.swipeDuration(gesture(0)) == 0.5)
        #expect(scene.swipeDuration(gesture(999 / 3.0)) == 0.5)
        #expect(scene.swipeDuration(gesture(1000 / 3.0)) == 0.2)
        #expect(scene.swipeDuration(gesture(4999 / 3.0)) == 0.2)
        #expect(scene.swipeDuration(gesture(5000 / 3.0)) == 0.1)
    }

    /// The card goes on by 10× its drag along an accelerating curve and is taken away once it is
    /// a view's width from rest; the stack then lays out with the next card on top.
    @Test func aSwipeAcceleratesTheCardOnUntilItIsAViewsWidthAway() throws {
        let scene = Self.scene()
        let swipe = try #require(scene.animation(named: "swipe-right"))
        let gesture = try #require(scene.gestures.first?.gesture)
        // Released at rest: slow, 0.5 s. |dx| = 280(1 + 10 s²) passes 342 at s = √((342/280 − 1)/10).
        let removal = 0.5 * ((Self.width / 280 - 1) / 10).squareRoot()
        expectClose(scene.removalTime(gesture), removal, tolerance: 1e-9)
        expectClose(swipe.duration, 0.5 + removal, tolerance: 1e-9)
        for since in [0.02, 0.05, 0.07] {
            let top = swipe.frame(at: 0.5 + since).layers.last!
            let on = (since / 0.5) * (since / 0.5)
            expectClose(
                top.position.x - scene.restingCentre.x, 280 * (1 + 10 * on), tolerance: 1e-6, "x at +\(since) s")
            expectClose(top.position.y - scene.restingCentre.y, 40 * (1 + 10 * on), tolerance: 1e-6, "y at +\(since) s")
        }
        let after = swipe.frame(at: swipe.duration).layers
        #expect(after == scene.resting(firstPhoto: 1), "the next card on top, at rest")
    }

    /// A release under the threshold returns in 0.2 s along DecelerateInterpolator.
    @Test func aResetDeceleratesBackToRest() throws {
        let scene = Self.scene()
        let snap = try #require(scene.animation(named: "snap-back"))
        let gesture = try #require(scene.gestures.last?.gesture)
        #expect(snap.duration == gesture.duration + 0.2)
        for since in [0.05, 0.1, 0.15] {
            let top = snap.frame(at: gesture.duration + since).layers.last!
            let left = (1 - since / 0.2) * (1 - since / 0.2)
            expectClose(
                top.position.x - scene.restingCentre.x, gesture.translation.x * left, tolerance: 1e-6, "at +\(since) s")
        }
        #expect(snap.frame(at: snap.duration).layers == scene.still().layers)
    }

    @Test func stampsReachFullAtTheThreshold() throws {
        let scene = Self.scene { $0.stamps.enabled = true }
        let swipe = try #require(scene.animation(named: "swipe-right"))
        let gesture = try #require(scene.gestures.first?.gesture)
        let atThreshold = try #require(gesture.time(reachingX: scene.threshold))
        let stamp = try #require(swipe.frame(at: atThreshold).layers.last)
        expectClose(stamp.alpha, 1, tolerance: 1e-6)
    }
}
