import CardImaging
import CardSettings

extension DiffRules {
    /// The run's options with the config's defaults under them: `given` says which of `options`
    /// the user set on the command line (those win over the config's defaults).
    package func baseOptions(_ options: DiffOptions, given: Set<String>) -> DiffOptions {
        var result = options
        if !given.contains("threshold"), let value = defaults.threshold { result.threshold = value }
        if !given.contains("max-diff-pixels"), let value = defaults.maxDiffPixels { result.maxDiffPixels = value }
        if !given.contains("max-diff-ratio"), let value = defaults.maxDiffRatio { result.maxDiffRatio = value }
        if !given.contains("antialiasing"), let value = defaults.antialiasing { result.detectAntialiasing = value }
        return result
    }

    /// The options and the ignored pixel rectangles for the pair at `path`.
    package func resolve(_ path: String, base: DiffOptions) -> (options: DiffOptions, ignore: [PixelRect]) {
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
            let x1 = ((region.x + region.width) * scale).rounded(.up),
                y1 = ((region.y + region.height) * scale).rounded(.up)
            let clamp = { (v: Double) in Int(max(-1e9, min(1e9, v))) }
            return PixelRect(x: clamp(x0), y: clamp(y0), width: clamp(x1 - x0), height: clamp(y1 - y0))
        }.filter { !$0.isEmpty }
        return (options, pixels)
    }
}
