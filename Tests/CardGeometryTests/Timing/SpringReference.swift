// Reference maths for the spring tests, written from the textbook and independent of
// CardGeometry's own Spring code: a Runge–Kutta integration of m·x″ + c·x′ + k·x = 0 and the
// closed-form under-damped solution and its envelope.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum SpringReference {
    /// x(t) of m·x″ + c·x′ + k·x = 0 with x(0) = 1 and x′(0) = −v (v: whole distances per second
    /// towards the target), integrated with classical RK4 at step `h`, sampled at `times`
    /// (ascending, ≥ 0).
    static func rk4(
        mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double,
        at times: [Double], step h: Double = 1e-5
    ) -> [Double] {
        func acceleration(_ x: Double, _ u: Double) -> Double { -(c * u + k * x) / m }
        var x = 1.0, u = -v, t = 0.0
        var out: [Double] = []
        out.reserveCapacity(times.count)
        for target in times {
            while t < target - 1e-15 {
                let dt = min(h, target - t)
                let k1x = u, k1u = acceleration(x, u)
                let k2x = u + dt / 2 * k1u, k2u = acceleration(x + dt / 2 * k1x, u + dt / 2 * k1u)
                let k3x = u + dt / 2 * k2u, k3u = acceleration(x + dt / 2 * k2x, u + dt / 2 * k2u)
                let k4x = u + dt * k3u, k4u = acceleration(x + dt * k3x, u + dt * k3u)
                x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                u += dt / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
                t += dt
            }
            out.append(x)
        }
        return out
    }

    /// Mass-1 under-damped spring with natural frequency ω and damping ratio ζ < 1:
    /// x(t) = e^(−ζωt)·(cos ω_d t + B sin ω_d t), ω_d = ω√(1 − ζ²), B = (ζω − v)/ω_d.
    static func underdamped(omega: Double, zeta: Double, velocity v: Double = 0, at t: Double) -> Double {
        let omegaD = omega * sqrt(1 - zeta * zeta)
        let b = (zeta * omega - v) / omegaD
        return exp(-zeta * omega * t) * (cos(omegaD * t) + b * sin(omegaD * t))
    }

    /// The amplitude bound of that motion: e^(−ζωt)·√(1 + B²).
    static func underdampedEnvelope(omega: Double, zeta: Double, velocity v: Double = 0, at t: Double) -> Double {
        let omegaD = omega * sqrt(1 - zeta * zeta)
        let b = (zeta * omega - v) / omegaD
        return exp(-zeta * omega * t) * sqrt(1 + b * b)
    }

    /// Settling time of that bound to `tolerance`: ln(√(1 + B²)/tolerance) / (ζω).
    static func underdampedSettling(
        omega: Double, zeta: Double, velocity v: Double = 0, tolerance: Double = 0.001
    ) -> Double {
        let omegaD = omega * sqrt(1 - zeta * zeta)
        let b = (zeta * omega - v) / omegaD
        return log(sqrt(1 + b * b) / tolerance) / (zeta * omega)
    }

    /// Mass-1, critically damped: x(t) = (1 + (ω − v)·t)·e^(−ωt).
    static func critical(omega: Double, velocity v: Double = 0, at t: Double) -> Double {
        (1 + (omega - v) * t) * exp(-omega * t)
    }

    /// `.spring(response:dampingFraction:)` written out: ω = 2π / response.
    static func responseOmega(_ response: Double) -> Double { 2 * Double.pi / response }
}
