import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Timing (docs/scenes.md): the damped spring m·x″ + c·x′ + k·x = 0 in closed form, SwiftUI's response form
/// and UIKit's duration form. Expectations come from SpringReference (RK4 and textbook formulas).
@Suite("Spring")
struct SpringTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var mass: Double, stiffness: Double, damping: Double, velocity: Double
        var testDescription: String { "m=\(mass) k=\(stiffness) c=\(damping) v=\(velocity)" }
    }

    /// ζ = c / (2√(km)): 0.2 and 0.2 (m = 2) under-damped, exactly 1 critical, 2.5 over-damped.
    static let cases: [Case] = [
        Case(mass: 1, stiffness: 100, damping: 4, velocity: 0),
        Case(mass: 1, stiffness: 100, damping: 4, velocity: 3),
        Case(mass: 1, stiffness: 100, damping: 4, velocity: -5),
        Case(mass: 2, stiffness: 50, damping: 4, velocity: 1.5),
        Case(mass: 1, stiffness: 100, damping: 20, velocity: 0),
        Case(mass: 1, stiffness: 100, damping: 20, velocity: 5),
        Case(mass: 1, stiffness: 100, damping: 20, velocity: -4),
        Case(mass: 1, stiffness: 100, damping: 50, velocity: 0),
        Case(mass: 1, stiffness: 100, damping: 50, velocity: 8),
        Case(mass: 1, stiffness: 100, damping: 50, velocity: -2),
        Case(mass: 1, stiffness: 1755, damping: 72, velocity: 0)
    ]

    @Test(arguments: cases)
    func closedFormMatchesIntegration(_ c: Case) {
        let spring = Spring(mass: c.mass, stiffness: c.stiffness, damping: c.damping, initialVelocity: c.velocity)
        let times = (0...300).map { Double($0) * 0.005 }
        let reference = SpringReference.rk4(
            mass: c.mass, stiffness: c.stiffness, damping: c.damping, velocity: c.velocity, at: times)
        for (t, x) in zip(times, reference) {
            expectClose(spring.displacement(at: t), x, tolerance: 1e-6, "displacement at \(t)")
            if t > 0 { expectClose(spring.value(at: t), 1 - x, tolerance: 1e-6, "value at \(t)") }
        }
    }

    @Test func startsAtTheOldValue() {
        for c in Self.cases {
            let spring = Spring(mass: c.mass, stiffness: c.stiffness, damping: c.damping, initialVelocity: c.velocity)
            expectClose(spring.displacement(at: 0), 1, tolerance: 1e-12)
            #expect(spring.value(at: 0) == 0)
            #expect(spring.value(at: -1) == 0)
        }
    }

    @Test func ratioAndFrequencyFromCoefficients() {
        // ω₀ = √(k/m), ζ = c / (2√(km)).
        let s = Spring(mass: 2, stiffness: 50, damping: 4)
        expectClose(s.undampedFrequency, 5, tolerance: 1e-12)
        expectClose(s.dampingRatio, 0.2, tolerance: 1e-12)
        #expect(Spring(stiffness: 100, damping: 20).dampingRatio == 1)
        expectClose(Spring(stiffness: 100, damping: 50).dampingRatio, 2.5, tolerance: 1e-12)
    }

    // MARK: SwiftUI

    @Test func swiftUIDefaultIsResponsePoint55() {
        let s = Spring.swiftUIDefault
        let k = (2 * Double.pi / 0.55) * (2 * Double.pi / 0.55)
        let c = 4 * Double.pi * 0.825 / 0.55
        #expect(s.mass == 1 && s.initialVelocity == 0)
        expectClose(s.stiffness, k, tolerance: 1e-9 * k)
        expectClose(s.damping, c, tolerance: 1e-12 * c)
        expectClose(s.dampingRatio, 0.825, tolerance: 1e-12)
        expectClose(s.undampedFrequency, 2 * Double.pi / 0.55, tolerance: 1e-12)
    }

    @Test func swiftUIInteractiveIsResponsePoint15() {
        let s = Spring.swiftUIInteractive
        let k = (2 * Double.pi / 0.15) * (2 * Double.pi / 0.15)
        let c = 4 * Double.pi * 0.86 / 0.15
        #expect(s.mass == 1 && s.initialVelocity == 0)
        expectClose(s.stiffness, k, tolerance: 1e-9 * k)
        expectClose(s.damping, c, tolerance: 1e-12 * c)
        expectClose(s.dampingRatio, 0.86, tolerance: 1e-12)
        expectClose(s.undampedFrequency, 2 * Double.pi / 0.15, tolerance: 1e-12)
    }

    @Test(arguments: [(0.3, 0.9), (0.55, 0.825), (0.15, 0.86), (1.0, 0.5), (0.4, 1.0)])
    func responseFormHasTheRatioAndFrequency(response: Double, fraction: Double) {
        let s = Spring.response(response, dampingFraction: fraction)
        expectClose(s.dampingRatio, fraction, tolerance: 1e-12)
        expectClose(s.undampedFrequency, 2 * Double.pi / response, tolerance: 1e-9)
    }

    // MARK: UIKit

    struct UIKitCase: CustomTestStringConvertible, Sendable {
        var duration: Double, damping: Double, velocity: Double
        var testDescription: String { "\(duration) s, ζ \(damping), v \(velocity)" }
    }

    static let uikitCases: [UIKitCase] = [
        UIKitCase(duration: 0.5, damping: 1.0, velocity: 0),
        UIKitCase(duration: 0.5, damping: 0.6, velocity: 0),
        UIKitCase(duration: 0.5, damping: 0.6, velocity: 2500.0 / 322),
        UIKitCase(duration: 0.3, damping: 1.0, velocity: 4),
        UIKitCase(duration: 0.3, damping: 1.0, velocity: -5),
        UIKitCase(duration: 1.0, damping: 0.6, velocity: -3),
        UIKitCase(duration: 0.8, damping: 0.3, velocity: 2),
        UIKitCase(duration: 0.25, damping: 0.9, velocity: 0),
        UIKitCase(duration: 0.4, damping: 0.99, velocity: 5)
    ]

    @Test(arguments: uikitCases)
    func uikitEnvelopeIsAThousandthAtTheDuration(_ c: UIKitCase) {
        let s = Spring.uikit(duration: c.duration, dampingRatio: c.damping, initialVelocity: c.velocity)
        #expect(s.mass == 1)
        #expect(s.initialVelocity == c.velocity)
        // k = ω₀², c = 2ζω₀.
        let omega = sqrt(s.stiffness)
        #expect(omega > 0 && omega.isFinite)
        expectClose(s.damping, 2 * c.damping * omega, tolerance: 1e-12 * s.damping, "c = 2ζω₀")
        expectClose(s.dampingRatio, c.damping, tolerance: 1e-12)
        let envelope =
            c.damping < 1
            ? SpringReference.underdampedEnvelope(omega: omega, zeta: c.damping, velocity: c.velocity, at: c.duration)
            : abs(SpringReference.critical(omega: omega, velocity: c.velocity, at: c.duration))
        expectClose(envelope, 0.001, tolerance: 1e-9, "envelope at the duration")
        // It is a real bound: the integrated motion stays within it from the duration on.
        let times = (0...400).map { c.duration + Double($0) * 0.005 }
        let xs = SpringReference.rk4(
            mass: 1, stiffness: s.stiffness, damping: s.damping, velocity: c.velocity, at: times)
        for (t, x) in zip(times, xs) {
            #expect(abs(x) <= 0.001 * (1 + 1e-6), "|x(\(t))| = \(abs(x)) beyond the envelope")
        }
    }

    @Test func uikitCriticalWithoutVelocityByHand() {
        // ζ = 1, v = 0: (1 + ω₀T)·e^(−ω₀T) = 0.001 gives ω₀T = 9.2334… (solved here by bisection).
        var low = 1.0, high = 20.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if (1 + mid) * exp(-mid) > 0.001 { low = mid } else { high = mid }
        }
        let s = Spring.uikit(duration: 0.5, dampingRatio: 1)
        expectClose(s.undampedFrequency, low / 0.5, tolerance: 1e-6 * low / 0.5)
        expectClose(low, 9.2334, tolerance: 1e-4)
    }

    // MARK: Shape of the motion

    @Test func criticallyDampedNeverOvershoots() {
        for spring in [
            Spring(stiffness: 100, damping: 20), Spring.uikit(duration: 0.5, dampingRatio: 1),
            Spring.response(0.4, dampingFraction: 1)
        ] {
            var previous = 0.0
            for i in 0...3000 {
                let v = spring.value(at: Double(i) * 0.001)
                #expect(v >= 0 && v <= 1, "value \(v) at \(Double(i) * 0.001)")
                #expect(v >= previous - 1e-15, "not monotonic at \(Double(i) * 0.001)")
                previous = v
            }
        }
    }

    @Test func underDampedPointSixOvershoots() {
        // Zero initial velocity: the first peak is at π/ω_d with overshoot e^(−ζπ/√(1−ζ²)) = e^(−0.75π).
        for spring in [Spring.uikit(duration: 0.5, dampingRatio: 0.6), Spring(stiffness: 100, damping: 12)] {
            let omega = sqrt(spring.stiffness)
            let peak = Double.pi / (omega * 0.8)
            expectClose(spring.value(at: peak), 1 + exp(-0.75 * Double.pi), tolerance: 1e-9)
            #expect(spring.value(at: peak) > 1.09)
        }
    }

    // MARK: Settling

    static let settlingSprings: [(String, Spring)] = [
        ("swiftUIDefault", .swiftUIDefault),
        ("swiftUIInteractive", .swiftUIInteractive),
        ("uikit 0.5 ζ0.6 v7.76", .uikit(duration: 0.5, dampingRatio: 0.6, initialVelocity: 2500.0 / 322)),
        ("uikit 0.5 ζ1", .uikit(duration: 0.5, dampingRatio: 1)),
        ("k100 c4", Spring(stiffness: 100, damping: 4)),
        ("k100 c4 v−5", Spring(stiffness: 100, damping: 4, initialVelocity: -5)),
        ("k100 c20", Spring(stiffness: 100, damping: 20)),
        ("k100 c20 v−4", Spring(stiffness: 100, damping: 20, initialVelocity: -4)),
        ("k100 c50", Spring(stiffness: 100, damping: 50))
    ]

    @Test func settledAfterTheSettlingDuration() {
        for (name, spring) in Self.settlingSprings {
            let s = spring.settlingDuration()
            #expect(s > 0 && s.isFinite, "\(name)")
            let times = (0...600).map { s + Double($0) * s * 2 / 600 }
            let xs = SpringReference.rk4(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                velocity: spring.initialVelocity, at: times)
            for (t, x) in zip(times, xs) {
                #expect(abs(x) <= 0.001 + 1e-9, "\(name): |x(\(t))| = \(abs(x)) after settling at \(s)")
            }
        }
    }

    @Test func notSettledShortlyBefore() {
        for (name, spring) in Self.settlingSprings {
            let s = spring.settlingDuration()
            let omega = sqrt(spring.stiffness / spring.mass),
                zeta = spring.damping / (2 * sqrt(spring.stiffness * spring.mass))
            if zeta < 1 {
                // Under-damped: the duration is where the envelope reaches 0.001, so just before it is above.
                expectClose(
                    s, SpringReference.underdampedSettling(omega: omega, zeta: zeta, velocity: spring.initialVelocity),
                    tolerance: 1e-9, name)
                #expect(
                    SpringReference.underdampedEnvelope(
                        omega: omega, zeta: zeta, velocity: spring.initialVelocity, at: 0.9 * s) > 0.001, "\(name)")
            } else {
                // Not oscillating: the motion itself is still above 0.001 a couple of milliseconds before.
                let x = SpringReference.rk4(
                    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                    velocity: spring.initialVelocity, at: [0.9 * s, s - 0.002])
                #expect(abs(x[0]) > 0.001 && abs(x[1]) > 0.001, "\(name): \(x) before \(s)")
            }
        }
    }

    @Test func settlingByHandForSwiftUIDefault() {
        // ζ = 0.825, ω = 2π/0.55: B = ζ/√(1−ζ²), duration = ln(1000·√(1+B²)) / (ζω).
        let zeta = 0.825, omega = 2 * Double.pi / 0.55
        let b = zeta / sqrt(1 - zeta * zeta)
        let expected = log(1000 * sqrt(1 + b * b)) / (zeta * omega)
        expectClose(Spring.swiftUIDefault.settlingDuration(), expected, tolerance: 1e-9)
        expectClose(expected, 0.7934, tolerance: 1e-3)
    }
}
