import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `swiftui-deck` on the default 390×844 canvas, worked out by hand:
/// top card width 390 − 2·16 = 358, height 400; the stack's centre is 40 pt above the canvas
/// centre, so the top card's bottom centre is (195, 844/2 − 40 + 400/2) = (195, 582).
@Suite("SwiftUI deck")
struct SwiftUIDeckTests {
    static let width = 358.0
    static let bottom = Point(x: 195, y: 582)

    /// rotation = 25° · tx / w, in radians.
    static func tilt(_ tx: Double) -> Double { 25 * Double.pi / 180 * tx / width }

    /// The displacement still to go of a mass-1 spring with response r and damping fraction ζ < 1,
    /// from the textbook closed form (ω = 2π/r).
    static func displacement(response: Double, fraction: Double, at t: Double) -> Double {
        SpringReference.underdamped(omega: 2 * Double.pi / response, zeta: fraction, at: t)
    }

    static func settling(response: Double, fraction: Double) -> Double {
        SpringReference.underdampedSettling(omega: 2 * Double.pi / response, zeta: fraction)
    }

    static func gesture(_ name: String) throws -> DragGesture {
        try #require(SwiftUIDeckScene.defaultGestures.first { $0.name == name }?.gesture)
    }

    static func animation(_ name: String, photoCount: Int) throws -> SceneAnimation {
        try #require(SwiftUIDeckScene(photoCount: photoCount).animation(named: name))
    }

    /// The card at (fractional) depth d: width 358 − 10d, bottom centre (195 + x, 582 + 10d).
    static func expectCard(
        _ layer: Layer?, photo: Int, depth: Double, x: Double = 0, rotation: Double = 0, alpha: Double = 1,
        tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let layer else {
            Issue.record("missing layer for photo \(photo)", sourceLocation: sourceLocation)
            return
        }
        #expect(layer.content == .profileCard(photo: photo), sourceLocation: sourceLocation)
        expectClose(
            layer.size.width, width - 10 * depth, tolerance: tolerance, "width of \(photo)",
            sourceLocation: sourceLocation)
        #expect(layer.size.height == 400, sourceLocation: sourceLocation)
        #expect(layer.anchor == Point(x: 0.5, y: 1), sourceLocation: sourceLocation)
        expectClose(
            layer.position, Point(x: 195 + x, y: 582 + 10 * depth), tolerance: tolerance, "position of \(photo)",
            sourceLocation: sourceLocation)
        expectClose(
            layer.rotation, rotation, tolerance: tolerance, "rotation of \(photo)", sourceLocation: sourceLocation)
        expectClose(layer.alpha, alpha, tolerance: tolerance, "alpha of \(photo)", sourceLocation: sourceLocation)
        #expect(layer.scale == 1, sourceLocation: sourceLocation)
        #expect(layer.cornerRadius == 10, sourceLocation: sourceLocation)
        #expect(layer.shadow?.radius == 5, sourceLocation: sourceLocation)
    }

    // MARK: Still

    @Test func stillShowsFourCards() {
        let still = SwiftUIDeckScene(photoCount: 6).still()
        #expect(still.canvas == Size(width: 390, height: 844))
        #expect(still.layers.count == 4)
        // Back to front: depth 3 first, photo 0 on top.
        for (i, layer) in still.layers.enumerated() {
            Self.expectCard(layer, photo: 3 - i, depth: Double(3 - i))
        }
    }

    @Test func fewerPhotosThanCards() {
        #expect(SwiftUIDeckScene(photoCount: 0).still().layers.isEmpty)
        let two = SwiftUIDeckScene(photoCount: 2).still().layers
        #expect(two.count == 2)
        Self.expectCard(two.first, photo: 1, depth: 1)
        Self.expectCard(two.last, photo: 0, depth: 0)
    }

    @Test func animationNames() {
        #expect(SwiftUIDeckScene(photoCount: 5).animations.map(\.name) == ["swipe-right", "swipe-left", "snap-back"])
    }

    // MARK: Drag and release rule

    @Test(arguments: ["swipe-right", "swipe-left", "snap-back"])
    func dragMovesXOnlyAndTurnsAboutTheBottom(name: String) throws {
        let gesture = try Self.gesture(name)
        #expect(gesture.translation.y != 0, "the script drags vertically too, so ignoring y is tested")
        let animation = try Self.animation(name, photoCount: 6)
        for fraction in [0.0, 0.1, 0.3, 0.5, 0.77, 0.99] {
            let t = fraction * gesture.duration
            let layers = animation.frame(at: t).layers
            try #require(layers.count == 4)
            let tx = gesture.translation.x * ReferenceCurve.easeInEaseOut(fraction)
            Self.expectCard(layers[3], photo: 0, depth: 0, x: tx, rotation: Self.tilt(tx))
            for depth in 1...3 { Self.expectCard(layers[3 - depth], photo: depth, depth: Double(depth)) }
        }
    }

    @Test func dragMidpointByHand() throws {
        // swipe-right: tx = 230 · 0.5 = 115 at 0.225 s; rotation 25° · 115 / 358 = 8.0307°.
        let top = try #require(try Self.animation("swipe-right", photoCount: 4).frame(at: 0.225).layers.last)
        expectClose(top.position, Point(x: 310, y: 582))
        expectClose(top.rotation, 8.030726256983240 * Double.pi / 180, tolerance: 1e-12)
    }

    @Test func removalIsPastHalfTheWidth() {
        let scene = SwiftUIDeckScene(photoCount: 5)
        // w / 2 = 179.
        #expect(scene.removes(translationX: 179.01))
        #expect(scene.removes(translationX: -179.01))
        #expect(!scene.removes(translationX: 179))
        #expect(!scene.removes(translationX: -179))
        #expect(!scene.removes(translationX: 0))
        #expect(
            scene.removes(translationX: 230) && scene.removes(translationX: -220) && !scene.removes(translationX: 120))
    }

    // MARK: Snap back

    @Test func snapBackFollowsTheInteractiveSpring() throws {
        let gesture = try Self.gesture("snap-back")
        let animation = try Self.animation("snap-back", photoCount: 6)
        let tx = gesture.translation.x
        for since in [0.0, 0.01, 0.03, 0.06, 0.1, 0.15] {
            let layers = animation.frame(at: gesture.duration + since).layers
            try #require(layers.count == 4)
            let left = Self.displacement(response: 0.15, fraction: 0.86, at: since)
            Self.expectCard(
                layers[3], photo: 0, depth: 0, x: tx * left, rotation: Self.tilt(tx) * left, tolerance: 1e-7)
            for depth in 1...3 { Self.expectCard(layers[3 - depth], photo: depth, depth: Double(depth)) }
        }
    }

    @Test func snapBackDurationIsDragPlusSettling() throws {
        let gesture = try Self.gesture("snap-back")
        let expected = gesture.duration + Self.settling(response: 0.15, fraction: 0.86)
        expectClose(try Self.animation("snap-back", photoCount: 4).duration, expected, tolerance: 1e-9)
        // About 0.35 + 0.21 s.
        expectClose(expected, 0.56, tolerance: 0.01)
    }

    @Test func snapBackEndsNearTheStill() throws {
        let animation = try Self.animation("snap-back", photoCount: 6)
        let end = animation.frame(at: animation.duration).layers
        let still = SwiftUIDeckScene(photoCount: 6).still().layers
        try #require(end.count == still.count)
        #expect(Array(end.dropLast()) == Array(still.dropLast()))
        // The spring is within 0.001 of the distance at its settling time: 0.12 pt of 120.
        #expect(abs(end[3].position.x - still[3].position.x) <= 0.001 * 120 + 1e-9)
    }

    // MARK: Removal

    @Test(arguments: ["swipe-right", "swipe-left"])
    func removalDurationIsDragPlusSettling(name: String) throws {
        let gesture = try Self.gesture(name)
        let expected = gesture.duration + Self.settling(response: 0.55, fraction: 0.825)
        expectClose(try Self.animation(name, photoCount: 6).duration, expected, tolerance: 1e-9)
    }

    @Test(arguments: ["swipe-right", "swipe-left"])
    func removedCardFadesAndTheStackSpringsUp(name: String) throws {
        let gesture = try Self.gesture(name)
        let animation = try Self.animation(name, photoCount: 6)
        let tx = gesture.translation.x
        // 0.487 s is near the first overshoot of `.spring()` (π/ω_d = 0.4866 s), where value > 1.
        for since in [0.0, 0.05, 0.12, 0.3, 0.487] {
            let layers = animation.frame(at: gesture.duration + since).layers
            try #require(layers.count == 5, "at \(since)")
            let value = 1 - Self.displacement(response: 0.55, fraction: 0.825, at: since)
            let clamped = min(max(value, 0), 1)
            // The next photo fades in at the back, at depth 3.
            Self.expectCard(layers[0], photo: 4, depth: 3, alpha: clamped, tolerance: 1e-7)
            // The cards behind move from depth k to k − 1.
            for k in 1...3 { Self.expectCard(layers[4 - k], photo: k, depth: Double(k) - value, tolerance: 1e-7) }
            // The removed card stays where it was let go and fades out.
            Self.expectCard(
                layers[4], photo: 0, depth: 0, x: tx, rotation: Self.tilt(tx), alpha: 1 - clamped, tolerance: 1e-7)
        }
    }

    @Test func overshootClampsTheAlphas() throws {
        let gesture = try Self.gesture("swipe-right")
        let layers = try Self.animation("swipe-right", photoCount: 6).frame(at: gesture.duration + 0.4866).layers
        // value = 1 + e^(−ζπ/√(1−ζ²)) ≈ 1.0102 at the first peak: alphas clamp to 1 and 0,
        // and the card at depth 1 overshoots past depth 0 (wider than the top card).
        #expect(layers[0].alpha == 1)
        #expect(layers[4].alpha == 0)
        #expect(layers[3].size.width > 358)
    }

    @Test(arguments: ["swipe-right", "swipe-left"])
    func lastFrameIsTheStackFromPhotoOne(name: String) throws {
        let animation = try Self.animation(name, photoCount: 6)
        let end = animation.frame(at: animation.duration).layers
        try #require(end.count == 4)
        for (i, layer) in end.enumerated() {
            Self.expectCard(layer, photo: 4 - i, depth: Double(3 - i), tolerance: 0)
        }
    }

    @Test func removalWithFewPhotos() throws {
        // Two photos: no card enters; photo 1 moves up and is alone at the end.
        let gesture = try Self.gesture("swipe-left")
        let animation = try Self.animation("swipe-left", photoCount: 2)
        let value = 1 - Self.displacement(response: 0.55, fraction: 0.825, at: 0.1)
        let mid = animation.frame(at: gesture.duration + 0.1).layers
        try #require(mid.count == 2)
        Self.expectCard(mid[0], photo: 1, depth: 1 - value, tolerance: 1e-7)
        Self.expectCard(
            mid[1], photo: 0, depth: 0, x: -220, rotation: Self.tilt(-220), alpha: 1 - value, tolerance: 1e-7)
        let end = animation.frame(at: animation.duration).layers
        try #require(end.count == 1)
        Self.expectCard(end[0], photo: 1, depth: 0, tolerance: 0)
    }
}
