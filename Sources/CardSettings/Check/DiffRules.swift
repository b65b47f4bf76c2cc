/// Tolerances and ignored regions per scene, animation or still, from a checked-in config
/// (`.cardrender-check.yaml`): a status bar clock masked out, one animation allowed a few more
/// pixels. The most specific rule wins field by field: a still or file (`deck/still.png`), then
/// its animation (`deck/swipe-right`), then its scene (`deck`), then the run's options.
public struct DiffRules: Sendable, Equatable {
    /// Fields a rule sets; nil keeps the less specific value.
    public struct Tolerance: Sendable, Equatable {
        /// pixelmatch's colour threshold, 0 to 1 (`DiffOptions.threshold`).
        public var threshold: Double?
        /// The most pixels that may differ and still pass.
        public var maxDiffPixels: Int?
        /// The largest share of pixels (0 to 1) that may differ and still pass.
        public var maxDiffRatio: Double?
        /// False: pixels that look like anti-aliasing count as differences.
        public var antialiasing: Bool?
        /// Regions not compared, in points (scaled by `scale`); they add up from scene to still.
        public var ignore: [Region] = []

        /// A rule that sets nothing.
        public init() {}
    }

    /// A rectangle in points, from the frame's top-left corner.
    public struct Region: Sendable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double
        /// A rectangle at `x`, `y` (its top-left corner) of `width` × `height` points.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The config's `default` section: under the run's own options.
    public var defaults = Tolerance()
    /// By scene, `scene/animation` or file path.
    public var rules: [String: Tolerance] = [:]
    /// Pixels per point of the frames compared (the render's scale).
    public var scale = 1.0
    /// The config's `golden-format`: how a recording into the folder keeps animations, unless
    /// the command line says; nil: as the folder keeps them.
    public var goldenFormat: GoldenFormat?

    /// No rules: the run's options apply everywhere, at scale 1.
    public init() {}

    /// From least to most specific: `deck`, `deck/swipe-right`, `deck/swipe-right/frame-0003.png`
    /// (a variant counts as its base file).
    package static func keys(for path: String) -> [String] {
        let names = GoldenVariant.base(of: path).split(separator: "/").map(String.init)
        return names.indices.map { names[...$0].joined(separator: "/") }
    }
}
