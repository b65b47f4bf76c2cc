/// Bounds on an APNG cardrender compares or records into (a golden may come from a pull
/// request): checked before anything is allocated for it.
enum APNGLimits {
    /// The most frames one animation may hold or stand for.
    static let maximumFrames = 100_000
    /// The largest canvas, width × height × 4 bytes: 64 million pixels.
    static let maximumCanvasBytes = 256 << 20
    /// The largest APNG file read.
    static let maximumFileBytes = 1 << 30
    /// The most bytes one run may write out as PNG frames of APNGs: a small APNG can stand for
    /// many large frames (one-pixel changes, or one frame shown for a long run).
    static let maximumExpandedBytes = 2 << 30
}
