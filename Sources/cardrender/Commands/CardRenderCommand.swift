import ArgumentParser
import CardGeometry
import CardRender
import Foundation

/// `cardrender --input DIR --out DIR`: renders stills, animation frames and contact sheets.
/// Other commands (`plan`, `diff`…) are its subcommands.
struct CardRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardrender",
        abstract: "Render iOS card interfaces (swipe decks, photo stacks, sheets) from a folder of photos as PNG stills, animation frames and contact sheets.",
        usage: """
            cardrender -i <dir> -o <dir> [<options>]
            cardrender <subcommand> [<options>]   (plan, diff, merge, init, mockup)
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
                  Render every scene and animation of photos/ into frames/.
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
            """,
        version: CardRenderVersion.string,
        subcommands: [Plan.self, Diff.self, Merge.self, Init.self, Mockup.self]
    )

    @OptionGroup var options: RenderOptions
    @OptionGroup(title: "Animated exports") var exportOptions: ExportOptions
    @OptionGroup(title: "Scene options") var sceneOptions: SceneOptions
    @OptionGroup(title: "Card text") var captionOptions: CaptionOptions
    @OptionGroup(title: "Photos") var photoOptions: PhotoOptions
    @OptionGroup(title: "Tracing") var tracing: TraceOptions

    @OptionGroup(title: "Golden frames") var golden: GoldenOptions

    func run() throws {
        let (input, out) = try options.required()
        if options.shard != nil && !exportOptions.exports.isEmpty {
            throw ValidationError("--export needs every frame: render the shards without it, then run `cardrender merge OUT --export …`")
        }
        try golden.validate(output: out, inputs: [input])
        try ReportDestinations.check(
            [("--trace", tracing.trace), ("--summary", golden.summary)],
            folders: [("the input folder", input), ("the output folder", out), ("the golden folder", golden.check)],
            files: [("the scene file", sceneOptions.sceneFile), ("the captions file", captionOptions.captions),
                    ("the check config", golden.comparison.checkConfig)])
        let started = Date()
        var settings = options.settings()
        settings.shard = try options.shard?.resolved()
        try exportOptions.apply(to: &settings)
        settings.sceneParameters = try sceneOptions.parameters(scale: options.size == nil ? options.scale : nil)
        settings.stampsOnEveryDeck = sceneOptions.stamps
        settings.captions = try captionOptions.load()
        try photoOptions.apply(to: &settings)
        try CanvasSizeRefusal.check(try options.sceneRequests().map(\.name), size: options.size, parameters: settings.sceneParameters)
        try golden.checkSettings(try GoldenSettings(settings))
        let job = RenderJob(input: input, output: out, settings: settings, requests: try options.sceneRequests(),
                            protectedFolders: golden.check.map { [$0] } ?? [])
        Interruption.cancelFirst { job.cancel() }
        let summary: RenderJob.Summary
        let reporter = ProgressReporter(mode: options.progress, label: "files")
        do {
            summary = try tracing.recording {
                try job.run { progress in
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
            Terminal.writeError("cardrender: \(failure.description)")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        Terminal.clearProgress()
        summary.issues.forEach { Terminal.writeError($0.description) }
        summary.notices.forEach { Terminal.writeError("cardrender: \($0)") }

        let seconds = Date().timeIntervalSince(started)
        let failed = summary.issues.filter { $0.severity == .failed }.count
        Terminal.output(
            "cardrender: \(summary.photos) photo\(summary.photos == 1 ? "" : "s") → \(summary.scenes) scene\(summary.scenes == 1 ? "" : "s"), "
                + "\(summary.animations) animation\(summary.animations == 1 ? "" : "s"), \(summary.frames) frames, "
                + "\(summary.files) files in \(out) (\(String(format: "%.1f", seconds)) s)"
                + (failed > 0 ? "; \(failed) input\(failed == 1 ? "" : "s") failed" : ""))
        let goldenStatus = golden.run(manifest: summary.manifest, output: out, inputs: [input], jobs: options.jobs, maxInputPixels: options.maxInputPixels, progress: options.progress)
        Interruption.exitIfInterrupted()
        if goldenStatus != ExitStatus.success {
            throw ExitCode(summary.hadFailures ? max(goldenStatus, ExitStatus.someInputsFailed) : goldenStatus)
        }
        if summary.hadFailures { throw ExitCode(ExitStatus.someInputsFailed) }
    }

    /// A `--size` too small for a scene file's own sizes cuts the cards off: said once per scene
    /// (for a mockup; a render refuses such a size).
    static func warnAboutClipping(_ scenes: [String], canvas: Size?, parameters: SceneParameters) {
        guard let canvas else { return }
        for name in scenes {
            let context = SceneCatalog.Context(photoCount: 3, canvas: canvas, parameters: parameters)
            if let problem = SceneCatalog.clipping(named: name, context) { Terminal.writeError("cardrender: warning: \(problem)") }
        }
    }
}
