/// A scripted finger: it drags from rest to `translation` over `duration` seconds along `curve`,
/// then lifts with `releaseVelocity` (points per second).
public struct DragGesture: Hashable, Sendable, Codable {
    /// Where the finger ends up relative to where it touched down, in points (positive y is down).
    public var translation: Point
    /// How long the drag lasts in seconds, from touch-down to release.
    public var duration: Double
    /// How the drag's progress follows time: the fraction of `translation` covered at each fraction of
    /// `duration`.
    public var curve: TimingCurve
    /// The finger's velocity when it lifts, in points per second: what a scene's release spring or
    /// swipe threshold reads.
    public var releaseVelocity: Point

    /// A drag to `translation` over `duration` seconds, eased in and out and released at rest unless
    /// told otherwise.
    public init(
        translation: Point, duration: Double, curve: TimingCurve = .easeInEaseOut, releaseVelocity: Point = .zero
    ) {
        self.translation = translation
        self.duration = duration
        self.curve = curve
        self.releaseVelocity = releaseVelocity
    }

    /// The finger's translation `time` seconds after touch-down; it stays at the end once released.
    public func translation(at time: Double) -> Point {
        translation * curve.value(at: progress(at: time, start: 0, duration: duration))
    }

    /// Half a fingertip's width, in points: how far in from the canvas's edge a finger's centre stays.
    public static let fingertipRadius = 22.0

    /// Where the finger is `time` seconds after touch-down when it touched down at `start`: `start`
    /// plus the translation, from touch-down (0) until it lifts (at `duration`); nil outside that span.
    public func touch(at time: Double, from start: Point) -> Point? {
        guard time >= 0, time < duration else { return nil }
        return start + translation(at: time)
    }

    /// The first moment of the drag at which the sideways translation reaches `distance` (either
    /// way, by its size), found by bisection to a microsecond; nil when the drag never gets that far.
    public func time(reachingX distance: Double) -> Double? {
        let target = abs(distance)
        func reached(_ time: Double) -> Bool { abs(translation(at: time).x) >= target - 1e-9 }
        guard reached(duration) else { return nil }
        guard !reached(0) else { return 0 }
        var before = 0.0, after = duration
        while after - before > 1e-6 {
            let middle = (before + after) / 2
            if reached(middle) { after = middle } else { before = middle }
        }
        return after
    }

    /// `preferred`, moved if need be so that the finger's whole path from there (sampled along
    /// the drag) stays `margin` points inside `canvas`: a real finger stays on the glass. Where
    /// the path is longer than the canvas allows, it starts at the edge it moves away from.
    public func touchDown(near preferred: Point, on canvas: Size, margin: Double) -> Point {
        // The path's bounds over 101 samples, compared as `Sequence.min()` and `max()` do (a loop:
        // mapping the samples through key paths cost more than sampling them).
        func sample(_ step: Int) -> Point { translation(at: duration * Double(step) / 100) }
        var low = sample(0), high = low
        for step in 1...100 {
            let point = sample(step)
            if point.x < low.x { low.x = point.x }
            if point.x > high.x { high.x = point.x }
            if point.y < low.y { low.y = point.y }
            if point.y > high.y { high.y = point.y }
        }
        func start(_ wanted: Double, extent: Double, low: Double, high: Double) -> Double {
            let lowest = margin - min(low, 0), highest = extent - margin - max(high, 0)
            guard lowest <= highest else { return high > -low ? lowest : highest }
            return min(max(wanted, lowest), highest)
        }
        return Point(
            x: start(preferred.x, extent: canvas.width, low: low.x, high: high.x),
            y: start(preferred.y, extent: canvas.height, low: low.y, high: high.y))
    }
}
