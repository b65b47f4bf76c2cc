/// Caps that keep any scene finite whatever its parameters: a library caller that builds a scene
/// from absurd numbers (a spring with no damping, a duration of 1e308) gets a long animation, never
/// an endless one or an unbounded number of frames.
public enum SceneLimits {
    /// The longest animation, in seconds: at 240 fps, 14,401 frames.
    public static let maxDuration = 60.0
    /// A spring animation is over after this many seconds, settled or not.
    public static let maxSettlingDuration = 10.0
    /// The most frames `SceneAnimation.frameTimes` returns (60 s at 240 fps, plus the last frame).
    public static let maxFrames = 14_401

    /// `value` within [0, `limit`]; NaN counts as 0 and +∞ as the limit.
    @inlinable
    public static func clamped(_ value: Double, to limit: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), limit)
    }

    /// A count from a floating-point quotient, within [0, `limit`], safe for NaN and ±∞.
    @inlinable
    public static func count(_ value: Double, limit: Int) -> Int {
        guard value.isFinite else { return value == .infinity ? limit : 0 }
        return Int(min(max(value, 0), Double(limit)))
    }
}
