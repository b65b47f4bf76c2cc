/// The spring FloatingPanel moves its panel by after a drag (`NumericSpringAnimator`):
/// x″ = −ω²(x − target) − 2ζω·x′, stepped once a display frame by the implicit Euler step the
/// library writes, whose velocity update reads the position it has just stepped; it stops, and
/// the panel snaps to its anchor, once within a pixel of it and moving less than a pixel a frame.
public struct FloatingPanelSpring: Hashable, Sendable {
    /// The undamped angular frequency ω, 2π / response.
    public var omega: Double
    /// The damping ratio ζ.
    public var zeta: Double
    /// Seconds a step: one display frame.
    public var step: Double
    /// A pixel, in points: how near the anchor it stops.
    public var pixel: Double
    /// Where it starts, in points.
    public var start: Double
    /// Where it goes.
    public var target: Double
    /// Its speed at the start, in points a second.
    public var velocity: Double

    /// The most steps it is followed for: `SceneLimits.maxSettlingDuration` of frames at 240 a second.
    static let maxSteps = Int(SceneLimits.maxSettlingDuration * 240)

    /// The position after each step, the last at the target: the steps until it stops, at most
    /// `SceneLimits.maxSettlingDuration` of them (a spring that has not stopped by then snaps).
    public func positions() -> [Double] {
        let limit = step > 0 ? min(Self.maxSteps, Int(SceneLimits.maxSettlingDuration / step)) : 0
        let o2 = omega * omega
        let f = 1 + 2 * step * zeta * omega
        let det = f + step * step * o2
        var (x, v) = (start, velocity)
        var positions: [Double] = []
        guard start != target else { return [target] }
        while positions.count < limit {
            let previous = x
            x = (f * x + step * v + step * step * o2 * target) / det
            v = (v + step * o2 * (target - x)) / det
            guard x.isFinite, v.isFinite else { break }
            if abs(target - x) <= pixel && abs(previous - x) <= pixel { break }
            positions.append(x)
        }
        positions.append(target)
        return positions
    }
}
