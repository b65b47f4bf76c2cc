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
}
