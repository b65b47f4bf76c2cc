/// The ranges a render's, a mockup's and a check's numbers must be in. The command line refuses
/// an option outside them, and `RenderSettings.validate()`, `MockupSettings.validate()` and
/// `DiffOptions.validate()` refuse the same values for a library caller, so both accept the same
/// runs.
public enum SettingLimits {
    /// Pixels per point of a render or a mockup (2 for @2x).
    public static let scale: ClosedRange<Double> = 0.25...8
    /// Frames per second of a render or an animated mockup.
    public static let fps: ClosedRange<Double> = 1...240
    /// How fast an animated mockup plays its animation: a tenth (ten times as long) to four times
    /// as fast.
    public static let speed: ClosedRange<Double> = 0.1...4
    /// The longest side of a canvas, in points (a canvas's sides must also be more than 0).
    public static let canvasSide = 10_000.0
    /// The most pixels a frame may have: a canvas's width × height at its scale.
    public static let framePixels = 100_000_000.0
    /// Frames rendered, or pairs compared, at once.
    public static let jobs: ClosedRange<Int> = 1...256
    /// libvips worker threads per pipeline (libvips itself uses at most 1024).
    public static let threads: ClosedRange<Int> = 1...1024
    /// Times an animated GIF or WebP plays (0: forever); the formats store it in 16 bits.
    public static let loop: ClosedRange<Int> = 0...65535
    /// A share or a colour distance: a diff's threshold and its largest ratio of differing pixels.
    public static let fraction: ClosedRange<Double> = 0...1
}
