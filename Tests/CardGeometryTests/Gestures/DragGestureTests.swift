import Testing
@testable import CardGeometry

@Suite("DragGesture")
struct DragGestureTests {
    @Test func defaultsToEaseInEaseOutAndNoVelocity() {
        let g = DragGesture(translation: Point(x: 10, y: 20), duration: 1)
        #expect(g.curve.c1 == Point(x: 0.42, y: 0) && g.curve.c2 == Point(x: 0.58, y: 1))
        #expect(g.releaseVelocity == Point(x: 0, y: 0))
    }

    @Test func translationFollowsTheCurveAndHoldsAfterRelease() {
        let g = DragGesture(translation: Point(x: 280, y: 40), duration: 0.5)
        #expect(g.translation(at: 0) == Point(x: 0, y: 0))
        #expect(g.translation(at: -1) == Point(x: 0, y: 0))
        expectClose(g.translation(at: 0.25), Point(x: 140, y: 20))
        for t in [0.05, 0.1, 0.2, 0.3, 0.45] {
            let e = ReferenceCurve.easeInEaseOut(t / 0.5)
            expectClose(g.translation(at: t), Point(x: 280 * e, y: 40 * e), "at \(t)")
        }
        #expect(g.translation(at: 0.5) == Point(x: 280, y: 40))
        #expect(g.translation(at: 2) == Point(x: 280, y: 40))
    }

    /// The touch-down point is where the bounds of the drag's path, sampled at 101 moments and
    /// taken as `Sequence.min()` and `max()` take them, fit inside the margin: the same bits,
    /// signed zeros too, as clamping against those bounds directly.
    @Test(arguments: [
        DragGesture(translation: Point(x: 280, y: 40), duration: 0.5),
        DragGesture(translation: Point(x: -90, y: 30), duration: 0.3, curve: .linear),
        DragGesture(translation: Point(x: -0.0, y: 0), duration: 0.4),
        DragGesture(translation: Point(x: 0, y: -0.0), duration: 0.4, curve: .easeOut),
        DragGesture(translation: Point(x: 500, y: -700), duration: 0.2, curve: TimingCurve(0.3, -0.6, 0.4, 1.8)),
        DragGesture(translation: Point(x: -1e-300, y: 1e-300), duration: 1),
        DragGesture(translation: Point(x: 40, y: 10), duration: -0.5),
        DragGesture(translation: Point(x: 40, y: 10), duration: .infinity)
    ])
    func touchDownKeepsTheSampledPathInside(_ gesture: DragGesture) {
        let path = (0...100).map { gesture.translation(at: gesture.duration * Double($0) / 100) }
        let low = Point(x: path.map(\.x).min()!, y: path.map(\.y).min()!)
        let high = Point(x: path.map(\.x).max()!, y: path.map(\.y).max()!)
        func clamped(_ wanted: Double, _ extent: Double, _ low: Double, _ high: Double, _ margin: Double) -> Double {
            let lowest = margin - min(low, 0), highest = extent - margin - max(high, 0)
            guard lowest <= highest else { return high > -low ? lowest : highest }
            return min(max(wanted, lowest), highest)
        }
        for canvas in [Size(width: 390, height: 844), Size(width: 30, height: 30)] {
            for preferred in [Point(x: 195, y: 422), Point(x: 0, y: 0), Point(x: -0.0, y: 900), Point(x: 400, y: -5)] {
                let point = gesture.touchDown(near: preferred, on: canvas, margin: 22)
                let expected = Point(
                    x: clamped(preferred.x, canvas.width, low.x, high.x, 22),
                    y: clamped(preferred.y, canvas.height, low.y, high.y, 22))
                #expect(
                    point.x.bitPattern == expected.x.bitPattern && point.y.bitPattern == expected.y.bitPattern,
                    "\(gesture) from \(preferred) on \(canvas): \(point), not \(expected)")
            }
        }
    }

    @Test func linearGestureIsProportional() {
        let g = DragGesture(translation: Point(x: -90, y: 30), duration: 0.3, curve: .linear)
        expectClose(g.translation(at: 0.1), Point(x: -30, y: 10))
        expectClose(g.translation(at: 0.2), Point(x: -60, y: 20))
    }
}
