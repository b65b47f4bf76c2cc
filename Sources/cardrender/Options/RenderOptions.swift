import ArgumentParser
import CardGeometry
import CardRender
import Foundation

/// What to render, from where, to where and how: the options of `cardrender` itself.
struct RenderOptions: ParsableArguments {
    // Optional to the parser only so that subcommands (`cardrender plan`, `cardrender diff`)
    // parse without them: argument-parser decodes the root's options on the way to a subcommand.
    // Rendering requires both (see `required()`).
    @Option(name: .shortAndLong, help: ArgumentHelp("Folder of photos (JPEG, PNG, WebP, TIFF, GIF, HEIF). Required.", valueName: "dir"))
    var input: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder to write into; created if missing. Must not be --input or inside it. Required.", valueName: "dir"))
    var out: String?

    // Optional so that a scene file's canvases stand unless --size is given.
    // Unconditional: a value such as -5x10 is the option's (refused with a reason), not another option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas size in points, WIDTHxHEIGHT. Default: 390x844, or the --scene-file's.", valueName: "WxH"),
            transform: CanvasSize.parse)
    var size: CanvasSize?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point (2 for @2x). From 0.25 to 8.", valueName: "factor"))
    var scale = 2.0

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of the animations. From 1 to 240.", valueName: "n"))
    var fps = 60.0

    @Option(
        name: .customLong("scene"), parsing: .singleValue,
        help: ArgumentHelp("Scene to render, or `all`; repeat or separate with commas for several. Scenes: \(SceneCatalog.names.joined(separator: ", ")). Default: all.",
                           valueName: "name"))
    var scenes: [String] = []

    @Option(
        name: .customLong("animation"), parsing: .singleValue,
        help: ArgumentHelp("Animation to render; repeat or separate with commas for several. Default: all of the scene's.", valueName: "name"))
    var animations: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed for anything random (the same seed gives the same picture on every machine), 0 to 18446744073709551615.", valueName: "n"))
    var seed: UInt64 = 0

    @Option(help: ArgumentHelp(
        "PNG compression: a DEFLATE level (libdeflate) from 0 (stored) to 9 (smallest), or `fast` (ISA-L: encodes about 6x faster than 6 and 2x faster than 1; files about 16% larger than 6).",
        valueName: "level"))
    var pngCompression = PNGCompressionArgument(.default)

    @Option(help: ArgumentHelp("Refuse photos whose header says width × height is more than this, before decoding.", valueName: "pixels"))
    var maxInputPixels = RenderSettings.defaultMaxInputPixels

    @Flag(help: "Treat any input that cannot be used as fatal: stop before writing anything (exit 2).")
    var strict = false

    @Option(help: ArgumentHelp(
        "Draw only the i-th of n shares of the stills and frames (e.g. 2/3), for n machines; then run `cardrender merge OUT` once all shares are in OUT. `auto` reads i and n from CARDRENDER_SHARD (i/n), GitLab's CI_NODE_INDEX/CI_NODE_TOTAL, CircleCI's CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL or Buildkite's BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT; `auto/N` also takes a Kubernetes Indexed Job's JOB_COMPLETION_INDEX, N being the total.",
        valueName: "i/n|auto"))
    var shard: ShardArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames rendered at once, 1 to 256 (default: one per core). The files are the same for any value.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "Progress on stderr: `line` redraws one line (on a terminal), `plain` writes a line every few seconds (for logs), `none`; `auto` picks line on a terminal and plain otherwise.",
        valueName: "auto|line|plain|none"))
    var progress: ProgressReporter.Mode = .auto

    func validate() throws {
        guard maxInputPixels > 0 else {
            throw ValidationError("--max-input-pixels \(maxInputPixels): must be positive")
        }
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs \(jobs): must be from 1 to 256")
        }
        guard scale.isFinite, (0.25...8).contains(scale) else {
            throw ValidationError("--scale \(scale): must be from 0.25 to 8")
        }
        guard fps.isFinite, (1...240).contains(fps) else {
            throw ValidationError("--fps \(fps): must be from 1 to 240")
        }
        let canvas = size ?? CanvasSize(width: 390, height: 844)
        let pixels = (canvas.width * scale) * (canvas.height * scale)
        guard pixels <= 100_000_000 else {
            throw ValidationError("--size \(canvas) at --scale \(scale) is \(Int(pixels)) pixels a frame; the limit is 100000000")
        }
        _ = try sceneRequests()
    }

    /// --input and --out, which a render needs.
    func required() throws -> (input: String, out: String) {
        guard let input else { throw ValidationError("Missing expected argument '--input <dir>'") }
        guard let out else { throw ValidationError("Missing expected argument '--out <dir>'") }
        return (input, out)
    }

    var selection: SceneSelection { SceneSelection(scenes: scenes, animations: animations) }

    func sceneRequests() throws -> [SceneRequest] {
        try selection.requests()
    }

    /// Everything but the shard, which `ShardArgument.resolved()` reads when the run starts.
    func settings() -> RenderSettings {
        var settings = RenderSettings()
        settings.scale = scale
        settings.fps = fps
        settings.canvas = size?.size
        settings.seed = seed
        settings.pngCompression = pngCompression.compression.code
        settings.jobs = jobs
        settings.maxInputPixels = maxInputPixels
        settings.strict = strict
        return settings
    }
}
