/// A damped spring m·x″ + c·x′ + k·x = 0 in closed form, the model behind UIKit's and SwiftUI's
/// spring animations.
///
/// The animated value starts at its old value and settles on the new one; `displacement(at:)` is
/// the fraction of the change still to go (1 at t = 0, tending to 0) and `value(at:)` the fraction
/// done (0 → 1, overshooting when under-damped). `initialVelocity` is in whole changes per second,
/// positive towards the target, as UIKit's `initialSpringVelocity`.
public struct Spring: Hashable, Sendable, Codable {
    /// The mass m of the moving body (1 in UIKit's and SwiftUI's springs).
    public var mass: Double
    /// The stiffness k: the force pulling towards the target per whole change still to go.
    public var stiffness: Double
    /// The damping coefficient c: the force against the motion per whole change per second.
    public var damping: Double
    /// The speed at the start, in whole changes per second, positive towards the target.
    public var initialVelocity: Double

    /// A spring from its physical coefficients; mass 1 and starting at rest unless told otherwise.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI's form: k = (2π / response)², c = 4π·ζ / response, mass 1.
    public static func response(_ response: Double, dampingFraction: Double) -> Spring {
        Spring(stiffness: (2 * .pi / response) * (2 * .pi / response), damping: 4 * .pi * dampingFraction / response)
    }

    /// SwiftUI's `.spring()`: response 0.55, damping fraction 0.825.
    public static let swiftUIDefault = Spring.response(0.55, dampingFraction: 0.825)
    /// SwiftUI's `.interactiveSpring()`: response 0.15, damping fraction 0.86.
    public static let swiftUIInteractive = Spring.response(0.15, dampingFraction: 0.86)

    /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`: mass 1,
    /// and the undamped frequency ω₀ for which the motion's envelope has fallen to 0.001 of the
    /// distance at `duration` (found by Newton's method); k = ω₀², c = 2ζω₀.
    /// A duration under a millisecond counts as one (a zero one would need an infinitely stiff spring).
    public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> Spring {
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 1e-6), 1e6)
        let duration = duration.isNaN ? 1e-3 : min(max(duration, 1e-3), SceneLimits.maxSettlingDuration)
        func spring(_ omega: Double) -> Spring {
            Spring(stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
        }
        // g(ω) = ln envelope(duration) − ln 0.001; for ζ < 1 it is linear in ω and one step solves it.
        func g(_ omega: Double) -> Double {
            mathLog(max(spring(omega).envelope(at: duration), 1e-300)) - mathLog(0.001)
        }
        var omega = -mathLog(0.001) / (zeta * duration)
        for _ in 0..<50 {
            let h = max(1e-6, omega * 1e-6)
            let slope = (g(omega + h) - g(omega - h)) / (2 * h)
            guard slope != 0, slope.isFinite else { break }
            let next = max(omega - g(omega) / slope, omega / 2)
            if abs(next - omega) < 1e-12 * max(1, omega) { omega = next; break }
            omega = next
        }
        return spring(omega)
    }

    /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
    public var undampedFrequency: Double { mathSqrt(stiffness / mass) }
    /// The damping ratio ζ = c / (2√(k·m)): under 1 it overshoots and oscillates, 1 is critically
    /// damped, over 1 creeps towards the target.
    public var dampingRatio: Double { damping / (2 * mathSqrt(stiffness * mass)) }

    /// True when the numbers make a spring that moves: a positive, finite frequency and a finite
    /// damping ratio and velocity. Any other (no stiffness, no mass, NaN) is at its target at once,
    /// rather than producing NaN positions.
    public var isSolvable: Bool {
        let omega = undampedFrequency, zeta = dampingRatio
        return omega.isFinite && omega > 0 && zeta.isFinite && zeta >= 0 && initialVelocity.isFinite
    }

    /// The fraction of the change still to go at time t ≥ 0.
    public func displacement(at t: Double) -> Double {
        guard isSolvable else { return 0 }
        let omega = undampedFrequency, zeta = dampingRatio
        let x0 = 1.0, v0 = -initialVelocity
        if zeta < 1 {
            let omegaD = omega * mathSqrt(1 - zeta * zeta)
            let b = (v0 + zeta * omega * x0) / omegaD
            return mathExp(-zeta * omega * t) * (x0 * mathCos(omegaD * t) + b * mathSin(omegaD * t))
        } else if zeta == 1 {
            return (x0 + (v0 + omega * x0) * t) * mathExp(-omega * t)
        } else {
            let (r1, r2) = overdampedRates
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let x = (x0 - c2) * mathExp(r1 * t) + c2 * mathExp(r2 * t)
            return x.isFinite ? x : 0
        }
    }

    /// The fraction of the change done at time t: 0 at the start, settling on 1.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let left = displacement(at: t)
        return left.isFinite ? 1 - left : 1
    }

    /// An upper bound of |displacement| from time t on: the exponential envelope of an
    /// under-damped spring, and the motion itself (which no longer oscillates) otherwise.
    public func envelope(at t: Double) -> Double {
        guard isSolvable else { return 0 }
        let omega = undampedFrequency, zeta = dampingRatio
        if zeta < 1 {
            let omegaD = omega * mathSqrt(1 - zeta * zeta)
            let b = (-initialVelocity + zeta * omega) / omegaD
            return mathExp(-zeta * omega * t) * mathSqrt(1 + b * b)
        }
        return abs(displacement(at: t))
    }

    /// How long until the motion stays within `tolerance` of the target (0.001 of the distance by
    /// default): the duration of an animation driven by this spring. At most
    /// `SceneLimits.maxSettlingDuration`: a spring without damping never settles, and one
    /// whose numbers are not finite has no motion to wait for.
    public func settlingDuration(tolerance: Double = 0.001) -> Double {
        SceneLimits.clamped(uncappedSettlingDuration(tolerance: tolerance), to: SceneLimits.maxSettlingDuration)
    }

    /// True when the spring settles within `SceneLimits.maxSettlingDuration`, so cutting it
    /// there changes nothing.
    public var settlesWithinLimit: Bool {
        let settle = uncappedSettlingDuration(tolerance: 0.001)
        return settle.isFinite && settle <= SceneLimits.maxSettlingDuration
    }

    private func uncappedSettlingDuration(tolerance: Double) -> Double {
        let omega = undampedFrequency, zeta = dampingRatio
        guard isSolvable else { return 0 }
        guard tolerance > 0 else { return .infinity }
        if zeta < 1 {
            let omegaD = omega * mathSqrt(1 - zeta * zeta)
            let b = (-initialVelocity + zeta * omega) / omegaD
            return max(0, mathLog(mathSqrt(1 + b * b) / tolerance) / (zeta * omega))
        }
        // Not oscillating, but it may still cross the target once (a strong initial velocity) and
        // come back. Bound |x| by the sum of its terms' magnitudes, which only falls, to find a time
        // after which it is surely settled; then take the last moment before it that is not.
        let (decays, weights) = exponentialTerms()
        func bound(_ t: Double) -> Double {
            zip(decays, weights).reduce(0) { $0 + abs($1.1.0 + $1.1.1 * t) * mathExp($1.0 * t) }
        }
        let step = 0.0005
        var horizon = 0.0
        // Past the cap the animation is over anyway; a horizon at the cap means "not settled".
        let cap = SceneLimits.maxSettlingDuration
        while bound(horizon) > tolerance && horizon < cap + 0.01 { horizon += 0.01 }
        if horizon > cap { return .infinity }
        var t = horizon
        while t > 0 && abs(displacement(at: t)) <= tolerance { t -= step }
        return t <= 0 ? 0 : min(horizon, t + step)
    }

    /// x(t) = Σ (a + b·t)·e^(r·t) for a spring that does not oscillate: (rates, (a, b) pairs).
    private func exponentialTerms() -> ([Double], [(Double, Double)]) {
        let omega = undampedFrequency, zeta = dampingRatio
        let x0 = 1.0, v0 = -initialVelocity
        if zeta == 1 {
            return ([-omega], [(x0, v0 + omega * x0)])
        }
        let (r1, r2) = overdampedRates
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        return ([r1, r2], [(x0 - c2, 0), (c2, 0)])
    }

    /// The two decay rates of an over-damped spring, −ω(ζ ∓ √(ζ² − 1)), in a form that neither
    /// overflows (ζ² past the largest double) nor cancels (the slow rate as ω² over the fast one).
    private var overdampedRates: (slow: Double, fast: Double) {
        let omega = undampedFrequency, zeta = dampingRatio
        let spread = zeta > 1e150 ? zeta : mathSqrt((zeta - 1) * (zeta + 1))
        let fast = -omega * (zeta + spread)
        return (-omega / (zeta + spread), fast)
    }
}
