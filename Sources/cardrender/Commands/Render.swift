import ArgumentParser
import CardFormats
import CardGeometry
import CardRender
import CardSettings
import Foundation

/// `cardrender render --input DIR --out DIR`, or the same without `render`: renders stills,
/// animation frames and contact sheets.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the scenes of a folder of photos as PNG stills, animation frames and contact sheets.",
        usage: """
            cardrender -i <dir> -o <dir> [<options>]
            cardrender render -i <dir> -o <dir> [<options>]
            """,
        discussion: """
            Photos are read from --input in natural file-name order (img2 before img10). Files that are \
            not images are skipped with a warning; a photo that cannot be decoded is named on stderr with \
            the reason and the others still render. Output goes to OUT/<scene>/still.png, \
            OUT/<scene>/<animation>/frame-NNNN.png and contact-sheet.png, and OUT/manifest.json lists \
            every file written. Files are written under a temporary name and renamed into place.

            Scenes and their animations: \(SceneCatalog.names.map { "\($0) (\(SceneCatalog.animationNames(of: $0).joined(separator: ", ")))" }.joined(separator: "; ")).

            A run replaces or removes only files an earlier run's manifest lists; any other file where \
            it would write stops it before anything is touched.

            With --check GOLDEN_DIR the files this run rendered (its scenes, animations and stills) are \
            then compared with the golden frames (see `cardrender diff --help`), writing diff images \
            and reports under OUT/diff/; with --record they are copied into GOLDEN_DIR instead, \
            replacing only golden files listed in GOLDEN_DIR/golden.json.

            EXAMPLES
              cardrender -i photos/ -o frames/
                  Render every scene `all` covers, with its animations, of photos/ into frames/.
              cardrender -i photos/ -o frames/ --scene deck --animation swipe-right
                  One animation (and the deck's still).
              cardrender -i photos/ -o out/ --check golden/ --record
                  Record golden frames (once, then commit golden/).
              cardrender -i photos/ -o out/ --check golden/ --summary summary.md
                  Render and compare with golden/; exit status 1 when frames differ.

            EXIT STATUS
              0  everything rendered (and, with --check, no frame differs)
              1  rendered, but some inputs could not be used (each is named on
                 stderr), or with --check some frames differ from GOLDEN_DIR
              2  usage error, or nothing could be rendered (no photos, output
                 not writable; with --strict, any bad input), or a golden
                 frame could not be read
              130, 143  interrupted by Ctrl-C or SIGTERM: finished files are
                 kept and listed in manifest.json ("complete": false)
            """
    )

    @OptionGroup(title: "Input and output") var files: InputOutputOptions
    @OptionGroup(title: "Scenes") var scene: SceneOptions
    @OptionGroup(title: "Frames") var frames: FrameOptions
    @OptionGroup var job: JobOptions

    @Flag(help: "Treat any input that cannot be used as fatal: stop before writing anything (exit 2).")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Draw only the i-th of n shares of the stills and frames (e.g. 2/3; n at most \(Shard.maxCount)), for n machines; then run `cardrender merge OUT` once all shares are in OUT. `auto` reads i and n from CARDRENDER_SHARD (i/n), GitLab's CI_NODE_INDEX/CI_NODE_TOTAL, CircleCI's CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL or Buildkite's BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT; `auto/N` also takes a Kubernetes Indexed Job's JOB_COMPLETION_INDEX, N being the total.",
            valueName: "i/n|auto"), completion: .list(["auto"]))
    var shard: ShardArgument?

    @OptionGroup(title: "Animated exports") var exportOptions: ExportOptions
    @OptionGroup(title: "Card text") var captionOptions: CaptionOptions
    @OptionGroup(title: "Photos") var photoOptions: PhotoOptions
    @OptionGroup(title: "Photos") var backdropOption: BackdropOption
    @OptionGroup(title: "Tracing") var tracing: TraceOptions

    @OptionGroup(title: "Golden frames") var golden: GoldenOptions

    func validate() throws {
        try frames.validate(size: scene.size)
    }

    /// Everything but the shard, which `ShardArgument.resolved()` reads when the run starts.
    func settings() throws -> RenderSettings {
        var settings = RenderSettings()
        settings.scale = frames.scale
        settings.fps = frames.fps
        settings.canvas = scene.size?.size
        settings.seed = scene.seedValue
        settings.pngCompression = files.pngCompression.compression
        settings.jobs = job.jobs
        settings.maxInputPixels = files.maxInputPixels
        settings.maxInputPixelsName = PNGInputLimit.flag
        settings.strict = strict
        try exportOptions.apply(to: &settings)
        settings.sceneParameters = try scene.parameters(scale: scene.size == nil ? frames.scale : nil)
        settings.stampsOnEveryDeck = scene.stamps
        settings.captions = try captionOptions.load()
        try photoOptions.apply(to: &settings)
        settings.backdrop = backdropOption.backdrop
        return settings
    }

    func run() throws {
        let (input, out) = try files.required()
        if shard != nil && !exportOptions.exports.isEmpty {
            throw ValidationError(
                "--export needs every frame: render the shards without it, then run `cardrender merge OUT --export …`")
        }
        try golden.validate(output: out, inputs: [input])
        try ReportDestinations.check(
            [("--trace", tracing.trace), ("--summary", golden.summary)],
            folders: [("the input folder", input), ("the output folder", out), ("the golden folder", golden.check)],
            files: [
                ("the scene file", scene.sceneFile), ("the captions file", captionOptions.captions),
                ("the check config", golden.comparison.checkConfig)
            ])
        let started = Date()
        var settings = try settings()
        settings.shard = try shard?.resolved()
        try CanvasSizeRefusal.check(
            try scene.sceneRequests().map(\.name), size: scene.size, parameters: settings.sceneParameters)
        try golden.checkSettings(try GoldenSettings(settings))
        let render = RenderJob(
            input: input, output: out, settings: settings, requests: try scene.sceneRequests(),
            protectedFolders: golden.check.map { [$0] } ?? [])
        Interruption.cancelFirst { render.cancel() }
        let summary: RenderJob.Summary
        let reporter = ProgressReporter(mode: job.progress, label: "files")
        do {
            summary = try tracing.recording {
                try render.run { progress in
                    reporter.update(done: progress.done, total: progress.total, path: progress.path)
                }
            }
        } catch let interrupted as RenderJob.Interrupted {
            Terminal.clearProgress()
            Terminal.writeError("cardrender: \(interrupted.description)")
            // The shell's convention: 128 + the signal's number.
            Interruption.exitInterrupted()
        } catch let failure as RenderJob.Failure {
            Terminal.clearProgress()
            failure.issues.forEach { Terminal.writeError($0.description) }
            Terminal.writeError("cardrender: \(ErrorText.describe(failure))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        Terminal.clearProgress()
        summary.issues.forEach { Terminal.writeError($0.description) }
        summary.notices.forEach { Terminal.writeError("cardrender: \(ErrorText.notice($0))") }

        let seconds = Date().timeIntervalSince(started)
        let failed = summary.issues.filter { $0.severity == .failed }.count
        Terminal.output(
            "cardrender: \(summary.photos) photo\(summary.photos == 1 ? "" : "s") → \(summary.scenes) scene\(summary.scenes == 1 ? "" : "s"), "
                + "\(summary.animations) animation\(summary.animations == 1 ? "" : "s"), \(summary.frames) frames, "
                + "\(summary.files) files in \(out) (\(String(format: "%.1f", seconds)) s)"
                + (failed > 0 ? "; \(failed) input\(failed == 1 ? "" : "s") failed" : ""))
        let goldenStatus = golden.run(
            manifest: summary.manifest, output: out, inputs: [input], jobs: job.jobs,
            maxInputPixels: files.maxInputPixels,
            progress: job.progress, approval: approval)
        Interruption.exitIfInterrupted()
        if goldenStatus != ExitStatus.success {
            throw ExitCode(summary.hadFailures ? max(goldenStatus, ExitStatus.someInputsFailed) : goldenStatus)
        }
        if summary.hadFailures { throw ExitCode(ExitStatus.someInputsFailed) }
    }
}
