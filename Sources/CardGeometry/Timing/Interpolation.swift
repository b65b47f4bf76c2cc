/// Linear interpolation, the way Core Animation blends two values at a curve's output `t`.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

@inlinable
public func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t))
}

/// The progress of `time` through the interval that starts at `start` and lasts `duration`, clamped to [0, 1].
@inlinable
public func progress(at time: Double, start: Double, duration: Double) -> Double {
    guard duration > 0 else { return time >= start ? 1 : 0 }
    return min(max((time - start) / duration, 0), 1)
}
