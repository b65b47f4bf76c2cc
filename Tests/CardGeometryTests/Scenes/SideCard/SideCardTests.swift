import Testing
@testable import CardGeometry

/// `sidecard` on the default 390×844 canvas. Hand numbers: card margins
/// (top 60, left 12, bottom 100, right 12) → frame (12, 60, 366, 684), middle (195, 402);
/// indicator 40×5, 16 pt from the right edge and 34 pt from the bottom → centre (354, 807.5);
/// its travel −390 + 2·16 + 40 = −318. Transition 0.3 s at completion speed 1: after release the
/// progress moves 1/0.3 per second. The swipes: open to 0.45 in 0.3 s, cancel at 0.2 after
/// 0.25 s, both easeOut; the release threshold is 0.3.
@Suite("Side card")
struct SideCardTests {
    static let open = (release: 0.45, drag: 0.3)
    static let cancel = (release: 0.2, drag: 0.25)

    static func easeOut(_ t: Double) -> Double { ReferenceCurve.value(0, 0, 0.58, 1, at: t) }

    /// p follows the finger, then moves linearly at completionSpeed / duration = 1/0.3 per second.
    static func expectedProgress(_ t: Double, release: Double, drag: Double, completes: Bool) -> Double {
        if t < drag { return release * easeOut(t / drag) }
        let moved = (t - drag) / 0.3
        return completes ? min(1, release + moved) : max(0, release - moved)
    }

    static func scene(photoCount: Int = 3) -> SideCardScene { SideCardScene(photoCount: photoCount) }

    static func swipe(_ name: String) throws -> SideCardScene.Swipe {
        try #require(SideCardScene.defaultSwipes.first { $0.name == name }?.swipe)
    }

    /// Every layer at progress p, v = easeInEaseOut(p).
    static func expectLayers(_ layers: [Layer], progress p: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let v = ReferenceCurve.easeInEaseOut(p)
        guard layers.count == 5 else {
            Issue.record("\(layers.count) layers", sourceLocation: sourceLocation)
            return
        }
        #expect(
            layers.map(\.content) == [
                .photo(0), .blurredPhoto(0, radius: 20), .cameraControls, .photo(1),
                .fill(Color(red: 1, green: 1, blue: 1, alpha: 0.9))
            ], sourceLocation: sourceLocation)
        // The camera, full screen, never moves.
        #expect(
            layers[0].size == Size(width: 390, height: 844) && layers[0].position == Point(x: 195, y: 422),
            sourceLocation: sourceLocation)
        #expect(layers[0].alpha == 1, sourceLocation: sourceLocation)
        // The blur fades in.
        expectClose(layers[1].alpha, v, tolerance: 1e-9, "blur alpha", sourceLocation: sourceLocation)
        #expect(layers[1].position == Point(x: 195, y: 422), sourceLocation: sourceLocation)
        // The controls slide out to the left by a screen width.
        expectClose(
            layers[2].position, Point(x: 195 - 390 * v, y: 422), tolerance: 1e-9, "controls",
            sourceLocation: sourceLocation)
        // The card comes in from one screen width to the right to its margin frame.
        #expect(layers[3].size == Size(width: 366, height: 684), sourceLocation: sourceLocation)
        expectClose(
            layers[3].position, Point(x: 195 + 390 * (1 - v), y: 402), tolerance: 1e-9, "card",
            sourceLocation: sourceLocation)
        // The indicator crosses over.
        #expect(layers[4].size == Size(width: 40, height: 5), sourceLocation: sourceLocation)
        expectClose(
            layers[4].position, Point(x: 354 - 318 * v, y: 807.5), tolerance: 1e-9, "indicator",
            sourceLocation: sourceLocation)
    }

    @Test func indicatorTravel() {
        #expect(Self.scene().indicatorTravel == -318)
        var parameters = SideCardParameters()
        parameters.canvas = Size(width: 500, height: 900)
        parameters.indicatorShift = 20
        parameters.indicatorSize = Size(width: 30, height: 4)
        // −500 + 40 + 30.
        #expect(SideCardScene(photoCount: 2, parameters: parameters).indicatorTravel == -430)
    }

    @Test func stillIsProgressZero() {
        let still = Self.scene().still()
        Self.expectLayers(still.layers, progress: 0)
        #expect(still.layers[1].alpha == 0)
        #expect(still.layers[3].position == Point(x: 195 + 390, y: 402))
        #expect(still.layers[4].position == Point(x: 354, y: 807.5))
    }

    @Test func durations() throws {
        // open: 0.3 + (1 − 0.45) · 0.3 = 0.465; cancel: 0.25 + 0.2 · 0.3 = 0.31.
        let scene = Self.scene()
        expectClose(try #require(scene.animation(named: "open")).duration, 0.465, tolerance: 1e-12)
        expectClose(try #require(scene.animation(named: "cancel")).duration, 0.31, tolerance: 1e-12)
        #expect(scene.animations.map(\.name) == ["open", "cancel"])
    }

    @Test func openProgress() throws {
        let scene = Self.scene(), swipe = try Self.swipe("open")
        for t in [0.0, 0.05, 0.15, 0.29, 0.3, 0.33, 0.4, 0.46, 0.465, 0.6] {
            let expected = Self.expectedProgress(t, release: 0.45, drag: 0.3, completes: true)
            expectClose(scene.progress(at: t, swipe: swipe), expected, tolerance: 1e-9, "p(\(t))")
        }
        // By hand: 0.1 s after release, 0.45 + 0.1/0.3 = 0.78333…
        expectClose(scene.progress(at: 0.4, swipe: swipe), 0.45 + 1.0 / 3, tolerance: 1e-12)
        #expect(scene.progress(at: 0.465, swipe: swipe) == 1)
    }

    @Test func cancelProgress() throws {
        let scene = Self.scene(), swipe = try Self.swipe("cancel")
        for t in [0.0, 0.1, 0.2, 0.249, 0.25, 0.27, 0.3, 0.31, 0.5] {
            let expected = Self.expectedProgress(t, release: 0.2, drag: 0.25, completes: false)
            expectClose(scene.progress(at: t, swipe: swipe), expected, tolerance: 1e-9, "p(\(t))")
        }
        // By hand: 0.03 s after release, 0.2 − 0.1 = 0.1.
        expectClose(scene.progress(at: 0.28, swipe: swipe), 0.1, tolerance: 1e-12)
        #expect(scene.progress(at: 0.31, swipe: swipe) == 0)
    }

    @Test(arguments: [("open", true), ("cancel", false)])
    func framesFollowTheProgress(name: String, completes: Bool) throws {
        let animation = try #require(Self.scene().animation(named: name))
        let (release, drag) = completes ? Self.open : Self.cancel
        for i in 0...20 {
            let t = animation.duration * Double(i) / 20
            let p = Self.expectedProgress(t, release: release, drag: drag, completes: completes)
            Self.expectLayers(animation.frame(at: t).layers, progress: p)
        }
    }

    @Test func openEndsFullyIn() throws {
        let animation = try #require(Self.scene().animation(named: "open"))
        let end = animation.frame(at: animation.duration).layers
        Self.expectLayers(end, progress: 1)
        #expect(end[1].alpha == 1)
        #expect(end[3].position == Point(x: 195, y: 402))
        // The indicator moved by exactly its travel: to 16 + 20 = 36.
        #expect(end[4].position.x - Self.scene().still().layers[4].position.x == -318)
        #expect(end[4].position == Point(x: 36, y: 807.5))
    }

    @Test func cancelEndsAtTheStill() throws {
        let scene = Self.scene()
        let animation = try #require(scene.animation(named: "cancel"))
        #expect(animation.frame(at: animation.duration).layers == scene.still().layers)
        #expect(animation.frame(at: 0).layers == scene.still().layers)
    }

    @Test func onePhotoCardShowsPhotoZero() {
        let layers = SideCardScene(photoCount: 1).still().layers
        let photoZeroLayers = layers.filter { $0.content == LayerContent.photo(0) }
        #expect(photoZeroLayers.count == 2)
        let veil = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
        let expected: [LayerContent] = [.cameraControls, .fill(veil)]
        #expect(SideCardScene(photoCount: 0).still().layers.map(\.content) == expected)
    }
}
