import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `swiftui-deck --preset cardstackview`: dadalar/SwiftUI-CardStackView's numbers (docs/scenes.md
/// cites each), frame by frame, computed here from the library's constants.
@Suite struct SwiftUICardStackTests {
    static func scene(photos: Int = 8, gestures: [(name: String, gesture: DragGesture)]? = nil) -> SwiftUICardStackScene
    {
        var parameters = SceneParameters()
        parameters.swiftUIDeckPreset = .cardstackview
        var scene =
            SceneCatalog.scene(named: "swiftui-deck", .init(photoCount: photos, parameters: parameters))
            as! SwiftUICardStackScene
        if let gestures { scene.gestures = gestures }
        return scene
    }

    static let width = 358.0, height = 430.0
    static let degree = Double.pi / 180
    /// `.default`: response 0.55, damping fraction 1, so ω = 2π / 0.55 and the fraction done is
    /// 1 − (1 + ωt)·e^(−ωt).
    static let omega = 2 * Double.pi / 0.55
    static func springDone(_ t: Double) -> Double { 1 - (1 + omega * t) * exp(-omega * t) }

    @Test func thePresetIsChosenByNameOnBothDecks() throws {
        var parameters = SceneParameters()
        try PresetChoice(parsing: "cardstackview").apply(to: &parameters)
        #expect(parameters.swiftUIDeckPreset == .cardstackview && parameters.deckPreset == .cardstackview)
        let scene = try #require(
            SceneCatalog.scene(named: "swiftui-deck", .init(photoCount: 3, parameters: parameters))
                as? SwiftUICardStackScene)
        #expect(scene.parameters == SwiftUICardStackParameters() && scene.name == "swiftui-deck")
        #expect(scene.animations.map(\.name) == ["swipe-right", "swipe-left", "snap-back"])
    }

    @Test func theLibrarysNumbers() {
        let p = SwiftUICardStackParameters()
        #expect(p.visibleCards == 5 && p.swipeThreshold == 0.5 && p.cardOffset == 10 && p.cardScale == 0.1)
        #expect(p.rotationDegrees == 25 && p.dragEase == 0.05 && p.dragCurve == .easeInEaseOut)
        #expect(p.animation == Spring.response(0.55, dampingFraction: 1) && p.removalTravel == 2)
        #expect(p.cornerRadius == 12 && p.shadow.radius == 4 && p.shadow.opacity == 0.33 && p.shadow.offset == .zero)
    }

    /// Place k is moved k·10 down, then scaled by 1 − 0.1k about its bottom centre: the cards
    /// behind show 9, 16, 21 and 24 points below the top card, 0.9, 0.8, 0.7 and 0.6 of its width
    /// (as the library's own snapshot test shows them).
    @Test func cardsBehindAreLowerAndSmallerAboutTheirBottoms() {
        let scene = Self.scene()
        let still = scene.still().layers
        #expect(still.count == 5)
        let topBottom = scene.restingCentre.y + Self.height / 2
        for (k, layer) in still.reversed().enumerated() {
            let scale = 1 - 0.1 * Double(k)
            expectClose(layer.scale, scale, "place \(k)")
            expectClose(layer.size.width * layer.scale, Self.width * scale, "place \(k) width")
            let bottom = layer.position.y + layer.size.height * layer.scale / 2
            expectClose(bottom - topBottom, [0, 9, 16, 21, 24][k], tolerance: 1e-9, "place \(k) bottom")
            #expect(layer.content == .profileCard(photo: k) && layer.cornerRadius == 12)
        }
    }

    /// The drag is the finger's, each move eased over 0.05 s: a steady drag is shown 0.025 s
    /// behind (half the symmetric ease), and caught up 0.05 s after the finger stops.
    @Test func theCardTrailsTheFingerByHalfItsEase() {
        let gesture = DragGesture(translation: Point(x: 300, y: 0), duration: 0.5, curve: .linear)
        let scene = Self.scene()
        for t in [0.1, 0.2, 0.4] {
            expectClose(scene.shownTranslation(gesture, at: t).x, 600 * (t - 0.025), tolerance: 0.05, "at \(t)")
        }
        #expect(scene.shownTranslation(gesture, at: 0.5).x < 300)
        expectClose(scene.shownTranslation(gesture, at: 0.55), Point(x: 300, y: 0), tolerance: 1e-9)
        expectClose(scene.shownTranslation(gesture, at: 0), .zero)
    }

    /// rotation 25° · tx / W, unclamped, about the centre of the card's place: the drag turns with
    /// the card, so a drag of W to the right moves the centre by (W cos 25°, W sin 25°).
    @Test func theTopCardTurnsAboutItsPlacesCentre() {
        let scene = Self.scene()
        for tx in [Self.width, -Self.width / 2, 2 * Self.width] {
            expectClose(scene.dragRotation(translationX: tx), 25 * Self.degree * tx / Self.width)
        }
        let top = scene.topCard(photo: 0, translation: Point(x: Self.width, y: 0))
        expectClose(top.rotation, 25 * Self.degree)
        expectClose(
            top.position - scene.restingCentre,
            Point(x: Self.width * cos(25 * Self.degree), y: Self.width * sin(25 * Self.degree)))
        let dragged = scene.frame(time: 0.3, gesture: DragGesture(translation: Point(x: 200, y: 50), duration: 0.5))
        #expect(Array(dragged.layers.dropLast()) == Array(scene.still().layers.dropLast()), "cards behind stay")
    }

    /// A release swipes when the drag is longer than 0.5 · min(358, 430) = 179 points and points
    /// right (45° to 135° clockwise from up) or left (225° to 315°).
    @Test func aSwipeNeedsTheLengthAndASidewaysDirection() {
        let scene = Self.scene()
        #expect(scene.threshold == 179)
        #expect(!scene.swipes(Point(x: 179, y: 0)) && scene.swipes(Point(x: 179.01, y: 0)))
        #expect(scene.swipes(Point(x: -179.01, y: 0)) && scene.swipes(Point(x: 140, y: 120)))
        #expect(!scene.swipes(Point(x: 130, y: 130)), "135° is down")
        #expect(!scene.swipes(Point(x: 0, y: -400)) && !scene.swipes(Point(x: 0, y: 400)), "up and down never swipe")
        #expect(SwiftUICardStackScene.degrees(Point(x: 200, y: -200)) == 45 && scene.swipes(Point(x: 200, y: -200)))
        #expect(!scene.swipes(Point(x: -200, y: -200)), "315° is up, not left")
        #expect(scene.swipes(Point(x: -200, y: 200)), "225° is left")
        #expect(!scene.swipes(Point(x: 200, y: 201)), "past 135° is down")
    }

    /// A swiped card moves on by twice its drag under `.default` as the stack moves up a place;
    /// the card next in line appears in the last place at once; all settle when the spring does.
    @Test func aSwipeMovesTheCardOnByTwiceItsDragAsTheStackMovesUp() throws {
        let scene = Self.scene()
        let animation = try #require(scene.animation(named: "swipe-right"))
        let gesture = SwiftUICardStackScene.defaultGestures[0].gesture
        let release = gesture.duration
        for since in [0.1, 0.3] {
            let frame = scene.frame(time: release + since, gesture: gesture)
            let done = Self.springDone(since)
            let shown = scene.shownTranslation(gesture, at: release + since)
            let expected = scene.topCard(photo: 0, translation: shown).position + gesture.translation * (2 * done)
            let top = try #require(frame.layers.last)
            expectClose(top.position, expected, tolerance: 1e-9, "card at \(since)")
            expectClose(top.rotation, 25 * Self.degree * shown.x / Self.width, "turn kept at \(since)")
            #expect(frame.layers.count == 6)
            expectClose(frame.layers[0].scale, 0.6, "the next card in the last place at once")
            expectClose(frame.layers[4].scale, 1 - 0.1 * (1 - done), tolerance: 1e-9, "place 1 moving up at \(since)")
        }
        // (1 + ωt)·e^(−ωt) = 0.001, by bisection.
        var (low, high) = (0.0, 5.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if (1 + Self.omega * middle) * exp(-Self.omega * middle) > 0.001 { low = middle } else { high = middle }
        }
        // Spring.settlingDuration solves it to within a millisecond.
        expectClose(scene.settleTime, high, tolerance: 1e-3)
        expectClose(animation.duration, release + scene.settleTime, tolerance: 1e-9)
        let end = scene.frame(time: release + high + 0.01, gesture: gesture)
        #expect(end.layers.count == 5 && end.layers.last?.content == .profileCard(photo: 1))
    }

    /// A drag under the threshold springs back under `.default`, the turn with it.
    @Test func aShortDragSpringsBack() throws {
        let scene = Self.scene()
        let gesture = SwiftUICardStackScene.defaultGestures[2].gesture
        #expect(!scene.swipes(gesture.translation))
        for since in [0.1, 0.25] {
            let time = gesture.duration + since
            let back = scene.shownTranslation(gesture, at: time) - gesture.translation * Self.springDone(since)
            let top = try #require(scene.frame(time: time, gesture: gesture).layers.last)
            expectClose(top.position, scene.topCard(photo: 0, translation: back).position, tolerance: 1e-9)
            expectClose(top.rotation, 25 * Self.degree * back.x / Self.width, tolerance: 1e-12)
        }
        #expect(scene.frame(time: gesture.duration + scene.settleTime, gesture: gesture).layers == scene.still().layers)
    }

    @Test func fewerPhotosThanPlacesAndNone() {
        #expect(Self.scene(photos: 2).still().layers.count == 2)
        let gesture = SwiftUICardStackScene.defaultGestures[0].gesture
        #expect(Self.scene(photos: 2).frame(time: gesture.duration + 0.2, gesture: gesture).layers.count == 2)
        #expect(Self.scene(photos: 0).frame(time: 0.2, gesture: gesture).layers.isEmpty)
    }
}
