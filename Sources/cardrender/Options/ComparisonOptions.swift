import ArgumentParser
import CardCheck
import CardSettings
import Foundation
import SceneFiles

/// How frames are compared: shared by `cardrender diff` and `cardrender --check`.
struct ComparisonOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Colour distance, 0 to 1, above which a pixel differs: pixelmatch's YIQ measure (0.1 by default; 0 counts every change).",
            valueName: "t"))
    var threshold: Double?

    @Flag(
        name: .customLong("no-antialiasing-detection"),
        help: "Count pixels that look like anti-aliasing (an edge moved by a pixel) as differences too.")
    var noAntialiasingDetection = false

    @Option(help: ArgumentHelp("A pair passes with at most N differing pixels (default 0).", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(
        help: ArgumentHelp(
            "A pair passes with at most this fraction, 0 to 1, of its pixels differing.", valueName: "ratio"))
    var maxDiffRatio: Double?

    @Option(
        help: ArgumentHelp(
            "Tolerances and ignored regions per scene, animation or still (YAML; see the README). Default: .cardrender-check.yaml in the golden (EXPECTED) folder, when there is one.",
            valueName: "file"), completion: .file(extensions: ["yaml", "yml"]))
    var checkConfig: String?

    /// True when any comparison option was given.
    var isSet: Bool {
        threshold != nil || noAntialiasingDetection || maxDiffPixels != nil || maxDiffRatio != nil || checkConfig != nil
    }

    /// The rules of --check-config, or of the golden folder's own config; nil when there is none.
    /// `scale`: pixels per point of the frames, for the ignored regions. Each rule must name one
    /// of cardrender's scenes, animations or stills, or a file of `golden` or of `compared` (the
    /// other side of a diff).
    func rules(golden: String, scale: Double, compared: [String] = []) throws -> DiffRules? {
        let path = checkConfig ?? (golden as NSString).appendingPathComponent(CheckConfigFile.fileName)
        guard checkConfig != nil || FileManager.default.fileExists(atPath: path) else { return nil }
        var targets = RuleTargets.catalogue()
        for folder in [golden] + compared { targets.insert(compared: folder) }
        var rules = try CheckConfigFile.load(path, targets: targets)
        rules.scale = scale
        return rules
    }

    /// The options with a config's defaults under those given on the command line.
    func diffOptions(jobs: Int?, rules: DiffRules?) -> DiffOptions {
        let options = diffOptions(jobs: jobs)
        guard let rules else { return options }
        let given = Set(
            [
                (threshold != nil, "threshold"), (maxDiffPixels != nil, "max-diff-pixels"),
                (maxDiffRatio != nil, "max-diff-ratio"),
                (noAntialiasingDetection, "antialiasing")
            ].filter(\.0).map(\.1))
        return rules.baseOptions(options, given: given)
    }

    func validate() throws {
        if let threshold, !(threshold.isFinite && SettingLimits.fraction.contains(threshold)) {
            throw ValidationError("--threshold \(threshold): \(InvalidSetting.requirement(SettingLimits.fraction))")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw ValidationError("--max-diff-pixels \(maxDiffPixels): must be 0 or more")
        }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && SettingLimits.fraction.contains(maxDiffRatio)) {
            throw ValidationError(
                "--max-diff-ratio \(maxDiffRatio): \(InvalidSetting.requirement(SettingLimits.fraction))")
        }
    }

    /// `jobs`: pairs compared at once, from the shared `--jobs` (nil: one per core).
    func diffOptions(jobs: Int?) -> DiffOptions {
        var options = DiffOptions()
        if let threshold { options.threshold = threshold }
        options.detectAntialiasing = !noAntialiasingDetection
        options.maxDiffPixels = maxDiffPixels
        options.maxDiffRatio = maxDiffRatio
        if let jobs { options.workers = jobs }
        return options
    }
}
