/// Tolerances and ignored regions per scene, animation or still, from a checked-in config
/// (`.cardrender-check.yaml`): a status bar clock masked out, one animation allowed a few more
/// pixels. The most specific rule wins field by field: a still or file (`deck/still.png`), then
/// its animation (`deck/swipe-right`), then its scene (`deck`), then the run's options.
public struct DiffRules: Sendable, Equatable {
    /// Fields a rule sets; nil keeps the less specific value.
    public struct Tolerance: Sendable, Equatable {
        public var threshold: Double?
        public var maxDiffPixels: Int?
        public var maxDiffRatio: Double?
        /// False: pixels that look like anti-aliasing count as differences.
        public var antialiasing: Bool?
        /// Regions not compared, in points (scaled by `scale`); they add up from scene to still.
        public var ignore: [Region] = []

        public init() {}
    }

    /// A rectangle in points, from the frame's top-left corner.
    public struct Region: Sendable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double
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

    public init() {}

    /// The run's options with the config's defaults under them: `given` says which of `options`
    /// the user set on the command line (those win over the config's defaults).
    public func baseOptions(_ options: DiffOptions, given: Set<String>) -> DiffOptions {
        var result = options
        if !given.contains("threshold"), let value = defaults.threshold { result.threshold = value }
        if !given.contains("max-diff-pixels"), let value = defaults.maxDiffPixels { result.maxDiffPixels = value }
        if !given.contains("max-diff-ratio"), let value = defaults.maxDiffRatio { result.maxDiffRatio = value }
        if !given.contains("antialiasing"), let value = defaults.antialiasing { result.detectAntialiasing = value }
        return result
    }

    /// The options and the ignored pixel rectangles for the pair at `path`.
    func resolve(_ path: String, base: DiffOptions) -> (options: DiffOptions, ignore: [PixelRect]) {
        var options = base
        var regions = defaults.ignore
        for key in Self.keys(for: path) {
            guard let rule = rules[key] else { continue }
            if let value = rule.threshold { options.threshold = value }
            if let value = rule.maxDiffPixels { options.maxDiffPixels = value }
            if let value = rule.maxDiffRatio { options.maxDiffRatio = value }
            if let value = rule.antialiasing { options.detectAntialiasing = value }
            regions += rule.ignore
        }
        let pixels = regions.map { region in
            let x0 = (region.x * scale).rounded(.down), y0 = (region.y * scale).rounded(.down)
            let x1 = ((region.x + region.width) * scale).rounded(.up), y1 = ((region.y + region.height) * scale).rounded(.up)
            let clamp = { (v: Double) in Int(max(-1e9, min(1e9, v))) }
            return PixelRect(x: clamp(x0), y: clamp(y0), width: clamp(x1 - x0), height: clamp(y1 - y0))
        }.filter { !$0.isEmpty }
        return (options, pixels)
    }

    /// From least to most specific: `deck`, `deck/swipe-right`, `deck/swipe-right/frame-0003.png`
    /// (a variant counts as its base file).
    static func keys(for path: String) -> [String] {
        let names = GoldenVariant.base(of: path).split(separator: "/").map(String.init)
        return names.indices.map { names[...$0].joined(separator: "/") }
    }
}
