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

    @Test func linearGestureIsProportional() {
        let g = DragGesture(translation: Point(x: -90, y: 30), duration: 0.3, curve: .linear)
        expectClose(g.translation(at: 0.1), Point(x: -30, y: 10))
        expectClose(g.translation(at: 0.2), Point(x: -60, y: 20))
    }
}
