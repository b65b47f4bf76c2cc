import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--preset koloda|shuffle`: the libraries' own numbers (docs/scenes.md), number by number.
@Suite struct LibraryDeckTests {
    static func scene(_ preset: DeckPreset, photos: Int = 8) -> LibraryDeckScene {
        var parameters = SceneParameters()
        parameters.deckPreset = preset
        return SceneCatalog.scene(named: "deck", .init(photoCount: photos, parameters: parameters)) as! LibraryDeckScene
    }

    /// A layer's bottom edge on the canvas (unrotated layers).
    static func bottom(_ layer: Layer) -> Double {
        layer.position.y + (1 - layer.anchor.y) * layer.size.height * layer.scale
    }
    static func width(_ layer: Layer) -> Double { layer.size.width * layer.scale }

    @Test func presetsAreChosenByName() {
        #expect(SceneCatalog.scene(named: "deck", .init(photoCount: 3)) is DeckScene)
        #expect(Self.scene(.koloda).parameters == LibraryDeckParameters.koloda)
        #expect(Self.scene(.shuffle).parameters == LibraryDeckParameters.shuffle)
        #expect(Self.scene(.koloda).name == "deck")
        #expect(Self.scene(.koloda).animations.map(\.name) == ["swipe-right", "swipe-left", "snap-back"])
    }

    @Test func kolodaNumbers() {
        let p = LibraryDeckParameters.koloda
        #expect(p.visibleCards == 3 && p.backgroundScale == 0.95 && p.backgroundStep == 4 && p.backgroundAlpha == 0.7)
        #expect(p.maxRotation == Double.pi / 10 && p.rotationBasis == .cardWidth)
        #expect(p.thresholdFraction == 0.5 && p.thresholdBasis == .cardWidth && p.swipeVelocity == nil)
        #expect(p.exitDuration == 0.8)
    }

    @Test func kolodaStackScalesByPowersWithBottomEdgesFourPointsApart() {
        let still = Self.scene(.koloda).still().layers
        #expect(still.count == 3)
        let top = still[2]
        // The view is 300×400; the top card leaves 4 pt for each of the two cards behind: 300×392.
        #expect(top.size == Size(width: 300, height: 392))
        for depth in 1...2 {
            let card = still[2 - depth]
            expectClose(Self.width(card), 300 * pow(0.95, Double(depth)), "width at depth \(depth)")
            expectClose(card.size.height * card.scale, 392 * pow(0.95, Double(depth)), "height at depth \(depth)")
            expectClose(Self.bottom(card), Self.bottom(top) + 4 * Double(depth), "bottom at depth \(depth)")
            expectClose(card.position.x, top.position.x)
            #expect(card.alpha == 0.7)
        }
        #expect(top.alpha == 1)
    }

    @Test func kolodaRotationAndThreshold() {
        let koloda = Self.scene(.koloda)
        #expect(koloda.threshold == 150)
        expectClose(koloda.dragRotation(translationX: 150), .pi / 10 * 0.5)
        expectClose(koloda.dragRotation(translationX: -75), -.pi / 10 * 0.25)
        expectClose(koloda.dragRotation(translationX: 900), .pi / 10)
        #expect(koloda.swipes(DragGesture(translation: Point(x: 151, y: 0), duration: 0.3)))
        #expect(!koloda.swipes(DragGesture(translation: Point(x: 149, y: 0), duration: 0.3)))
        #expect(koloda.swipes(DragGesture(translation: Point(x: -151, y: 0), duration: 0.3)))
        #expect(
            !koloda.swipes(
                DragGesture(translation: Point(x: 10, y: 0), duration: 0.3, releaseVelocity: Point(x: 5000, y: 0))))
    }

    @Test func kolodaSwipeLastsPointEightSecondsAndTheNextCardComesUp() throws {
        let koloda = Self.scene(.koloda)
        let swipe = try #require(koloda.animation(named: "swipe-right"))
        expectClose(swipe.duration, 0.5 + 0.8)
        // While dragging, the next card rises towards the top by min(tx / 150, 1) and turns opaque.
        let dragging = swipe.frame(at: 0.5 - 1e-6)
        let next = dragging.layers[dragging.layers.count - 2]
        #expect(next.content == .card(photo: 1))
        expectClose(next.scale, 1, tolerance: 1e-4)
        expectClose(next.alpha, 1, tolerance: 1e-4)
        // Mid-exit the card is still opaque (no fade) and leaves along its drag.
        let flying = swipe.frame(at: 0.9).layers.last!
        #expect(flying.content == .card(photo: 0) && flying.alpha == 1)
        #expect(flying.position.x > 195 + 280)
        // Done: photo 1 on top at rest, three cards again.
        let end = swipe.frame(at: swipe.duration)
        #expect(end.layers.map(\.content) == [.card(photo: 3), .card(photo: 2), .card(photo: 1)])
        #expect(end.layers.last!.position == koloda.restingCentre)
    }

    @Test func kolodaSnapBackStaysUnderTheThreshold() throws {
        let koloda = Self.scene(.koloda)
        let snap = try #require(koloda.animation(named: "snap-back"))
        #expect(!koloda.swipes(LibraryDeckScene.defaultGestures(koloda.parameters)[2].gesture))
        #expect(snap.frame(at: snap.duration).layers == koloda.still().layers)
    }

    @Test func shuffleNumbers() {
        let p = LibraryDeckParameters.shuffle
        #expect(p.visibleCards == 2 && p.backgroundScale == 0.95 && p.backgroundAnchorY == 0.5 && p.backgroundStep == 0)
        #expect(p.maxRotation == Double.pi / 10 && p.rotationBasis == .canvasWidth)
        #expect(p.thresholdFraction == 0.25 && p.thresholdBasis == .canvasMinimum && p.swipeVelocity == 1100)
        #expect(p.exitDuration == 0.7 && p.exitRotation == Double.pi / 5)
        #expect(p.resetDuration == 0.6 && p.resetDamping == 0.5)
    }

    @Test func shuffleStackIsTwoCardsTheBackOneScaledAboutItsCentre() {
        let still = Self.scene(.shuffle).still().layers
        #expect(still.count == 2)
        #expect(still[0].scale == 0.95 && still[0].anchor == Point(x: 0.5, y: 0.5))
        #expect(still[0].position == still[1].position)
        #expect(still[1].size == Size(width: 300, height: 400))
    }

    @Test func shuffleRotationThresholdAndVelocity() {
        let shuffle = Self.scene(.shuffle)
        // min(390, 844) / 4.
        #expect(shuffle.threshold == 97.5)
        // Measured against the screen's width, 390.
        expectClose(shuffle.dragRotation(translationX: 195), .pi / 20)
        expectClose(shuffle.dragRotation(translationX: -780), -.pi / 10)
        #expect(shuffle.swipes(DragGesture(translation: Point(x: 98, y: 0), duration: 0.3)))
        #expect(!shuffle.swipes(DragGesture(translation: Point(x: 97, y: 0), duration: 0.3)))
        #expect(
            shuffle.swipes(
                DragGesture(translation: Point(x: 20, y: 0), duration: 0.3, releaseVelocity: Point(x: -1101, y: 0))))
        #expect(
            !shuffle.swipes(
                DragGesture(translation: Point(x: 20, y: 0), duration: 0.3, releaseVelocity: Point(x: 1099, y: 0))))
    }

    @Test func shuffleExitTurnsToThirtySixDegrees() throws {
        let swipe = try #require(Self.scene(.shuffle).animation(named: "swipe-left"))
        expectClose(swipe.duration, 0.5 + 0.7)
        let almost = swipe.frame(at: swipe.duration - 1e-4).layers.last!
        expectClose(almost.rotation, -36 * .pi / 180, tolerance: 1e-3)
    }

    @Test func shuffleResetIsAUIKitSpringThatOvershoots() throws {
        let shuffle = Self.scene(.shuffle)
        let snap = try #require(shuffle.animation(named: "snap-back"))
        let gesture = LibraryDeckScene.defaultGestures(shuffle.parameters)[2].gesture
        #expect(gesture.translation.x == 78)
        expectClose(snap.duration, gesture.duration + 0.6)
        let spring = Spring.uikit(duration: 0.6, dampingRatio: 0.5)
        for since in [0.05, 0.15, 0.3] {
            let top = snap.frame(at: gesture.duration + since).layers.last!
            expectClose(top.position.x - shuffle.restingCentre.x, 78 * spring.displacement(at: since), tolerance: 1e-9)
        }
        let xs = snap.frameTimes(fps: 60).map { snap.frame(at: $0).layers.last!.position.x - shuffle.restingCentre.x }
        #expect(xs.contains { $0 < -1 }, "a damping of 0.5 carries the card past the centre")
        #expect(snap.frame(at: snap.duration).layers == shuffle.still().layers)
    }

    @Test func stampsReachFullAtTheLibrarysThreshold() throws {
        var parameters = SceneParameters()
        parameters.deckPreset = .koloda
        parameters.setStamps(true)
        let koloda =
            SceneCatalog.scene(named: "deck", .init(photoCount: 8, parameters: parameters)) as! LibraryDeckScene
        let swipe = try #require(koloda.animation(named: "swipe-right"))
        let tx = DragGesture(translation: Point(x: 280, y: 40), duration: 0.5).translation(at: 0.2).x
        let stamp = swipe.frame(at: 0.2).layers.last!
        #expect(stamp.content == .stamp(text: "LIKE", color: Color(rgb8: 0x34, 0xC7, 0x59)))
        expectClose(stamp.alpha, min(tx / 150, 1))
    }
}
