/// How a scene meets a canvas (a run's canvas size, a mockup's screen) other than its design canvas.
public enum SceneScreenFit: Sendable, Equatable {
    /// Keeps the design canvas's proportions: laid out on the `ScreenFit` canvas and zoomed to the
    /// screen, filling a larger one and shrinking only as far as it must on a smaller one.
    case zoomed
    /// Zoomed proportionally on a screen larger than the design canvas, so it reads there as on
    /// the phone, larger; laid out on the canvas as it is on a smaller one.
    case zoomedWhenLarger
    /// Laid out on the canvas as it is, its numbers kept as given.
    case laidOut
}
