/// A scripted finger: it drags from rest to `translation` over `duration` seconds along `curve`,
/// then lifts with `releaseVelocity` (points per second).
public struct DragGesture: Hashable, Sendable, Codable {
    public var translation: Point
    public var duration: Double
    public var curve: TimingCurve
    public var releaseVelocity: Point

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
