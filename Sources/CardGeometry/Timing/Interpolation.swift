/// Linear interpolation, the way Core Animation blends two values at a curve's output `t`.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

/// Linear interpolation between two points, coordinate by coordinate: `a` at `t` 0, `b` at `t` 1.
@inlinable
public func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t))
}

/// The progress of `time` through the interval that starts at `start` and lasts `duration`, clamped to [0, 1].
/// Within a nanosecond of the end counts as the end, so sums of durations that do not add up exactly
/// in floating point (0.5 + 0.2 − 0.5 < 0.2) still finish.
@inlinable
public func progress(at time: Double, start: Double, duration: Double) -> Double {
    let elapsed = time - start
    if elapsed >= duration - 1e-9 { return 1 }
    guard duration > 0 else { return 0 }
    return max(elapsed / duration, 0)
}
