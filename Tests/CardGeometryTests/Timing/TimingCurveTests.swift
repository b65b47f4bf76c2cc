import Testing
@testable import CardGeometry

@Suite("TimingCurve: CAMediaTimingFunction cubic Béziers")
struct TimingCurveTests {
    /// Timing (docs/scenes.md): the five named curves and their control points (x1, y1, x2, y2).
    static let specCurves: [(name: String, points: [Double])] = [
        ("linear", [0, 0, 1, 1]),
        ("easeIn", [0.42, 0, 1, 1]),
        ("easeOut", [0, 0, 0.58, 1]),
        ("easeInEaseOut", [0.42, 0, 0.58, 1]),
        ("default", [0.25, 0.1, 0.25, 1]),
        // Android's AccelerateInterpolator and DecelerateInterpolator (factor 1), t² and 1 − (1 − t)².
        ("accelerate", [1.0 / 3, 0, 2.0 / 3, 1.0 / 3]),
        ("decelerate", [1.0 / 3, 2.0 / 3, 2.0 / 3, 1])
    ]

    static let allNamed: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    @Test func namedCurvesHaveSpecControlPoints() {
        #expect(TimingCurve.named.count == 7)
        for (name, p) in Self.specCurves {
            guard let curve = TimingCurve.named[name] else {
                Issue.record("no curve named \(name)")
                continue
            }
            #expect(curve.c1.x == p[0] && curve.c1.y == p[1] && curve.c2.x == p[2] && curve.c2.y == p[3], "\(name)")
        }
    }

    @Test func staticCurvesHaveSpecControlPoints() {
        let statics: [(TimingCurve, [Double])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1])
        ]
        for (curve, p) in statics {
            #expect([curve.c1.x, curve.c1.y, curve.c2.x, curve.c2.y] == p)
        }
    }

    @Test func endpointsAndClamping() {
        for curve in Self.allNamed {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: -1e-12) == 0)
            #expect(curve.value(at: 1.5) == 1)
            #expect(curve.value(at: 1 + 1e-12) == 1)
            #expect(curve.value(at: 100) == 1)
        }
    }

    @Test func linearIsIdentity() {
        for i in 0...1000 {
            let t = Double(i) / 1000
            expectClose(TimingCurve.linear.value(at: t), t, tolerance: 1e-12, "linear(\(t))")
        }
    }

    @Test func easeInEaseOutIsSymmetricAndHalfAtHalf() {
        let curve = TimingCurve.easeInEaseOut
        expectClose(curve.value(at: 0.5), 0.5, tolerance: 1e-12)
        for i in 0...1000 {
            let t = Double(i) / 1000
            expectClose(curve.value(at: t) + curve.value(at: 1 - t), 1, tolerance: 1e-9, "v(\(t)) + v(1 − \(t))")
        }
    }

    @Test func namedCurvesAreMonotonicNonDecreasing() {
        for (name, _) in Self.specCurves {
            let curve = TimingCurve.named[name]!
            var previous = curve.value(at: 0)
            for i in 1...10_000 {
                let t = Double(i) / 10_000
                let value = curve.value(at: t)
                #expect(value >= previous, "\(name) decreases at t = \(t): \(previous) -> \(value)")
                #expect(value >= 0 && value <= 1, "\(name)(\(t)) = \(value) outside [0, 1]")
                previous = value
            }
        }
    }

    /// Points worked out by hand: pick the curve parameter s, compute x(s) and y(s)
    /// from B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³; then value(at: x(s)) must be y(s).
    @Test func handComputedPoints() {
        // easeInEaseOut at s = 0.25: x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625 = 0.274375,
        //                          y = 3·0.75·0.0625 + 0.015625 = 0.15625.
        expectClose(TimingCurve.easeInEaseOut.value(at: 0.274375), 0.15625, tolerance: 1e-9)
        // easeInEaseOut at s = 0.75 (mirror): x = 0.725625, y = 0.84375.
        expectClose(TimingCurve.easeInEaseOut.value(at: 0.725625), 0.84375, tolerance: 1e-9)
        // easeIn at s = 0.5: x = 0.1575 + 0.375 + 0.125 = 0.6575, y = 0.375 + 0.125 = 0.5.
        expectClose(TimingCurve.easeIn.value(at: 0.6575), 0.5, tolerance: 1e-9)
        // easeOut at s = 0.5: x = 0.2175 + 0.125 = 0.3425, y = 0.5.
        expectClose(TimingCurve.easeOut.value(at: 0.3425), 0.5, tolerance: 1e-9)
        // default at s = 0.5: x = 0.09375 + 0.09375 + 0.125 = 0.3125, y = 0.0375 + 0.375 + 0.125 = 0.5375.
        expectClose(TimingCurve.default.value(at: 0.3125), 0.5375, tolerance: 1e-9)
    }

    /// value(at:) against the test's own bisection solver of x(s) = t.
    @Test(arguments: [0.01, 0.1, 0.25, 0.3, 0.5, 0.6, 0.75, 0.9, 0.99, 0.999])
    func matchesBisectionReference(t: Double) {
        for (name, p) in Self.specCurves {
            let expected = ReferenceCurve.value(p[0], p[1], p[2], p[3], at: t)
            expectClose(TimingCurve.named[name]!.value(at: t), expected, tolerance: 1e-9, "\(name)(\(t))")
        }
    }

    @Test func customCurveMatchesBisectionReference() {
        // A curve with an overshooting y and a steep start, not one of the named ones.
        let curve = TimingCurve(0.1, 0.9, 0.2, 1.3)
        for i in 1..<20 {
            let t = Double(i) / 20
            expectClose(
                curve.value(at: t), ReferenceCurve.value(0.1, 0.9, 0.2, 1.3, at: t), tolerance: 1e-9, "custom(\(t))")
        }
    }

    @Test func easeInBelowDiagonalEaseOutAbove() {
        for i in 1..<1000 {
            let t = Double(i) / 1000
            let easeIn = TimingCurve.easeIn.value(at: t)
            let easeOut = TimingCurve.easeOut.value(at: t)
            #expect(easeIn < t, "easeIn(\(t)) = \(easeIn)")
            #expect(t < easeOut, "easeOut(\(t)) = \(easeOut)")
        }
    }
}
