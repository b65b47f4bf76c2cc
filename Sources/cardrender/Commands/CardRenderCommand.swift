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
        discussion: """
            Photos are read from --input in natural file-name order (img2 before img10). Files that are \
            not images are skipped with a warning; a photo that cannot be decoded is named on stderr with \
            the reason and the others still render. Output goes to OUT/<scene>/still.png, \
            OUT/<scene>/<animation>/frame-NNNN.png and contact-sheet.png, and OUT/manifest.json lists \
            every file written. Files are written under a temporary name and renamed into place.

            Scenes and their animations: \(SceneCatalog.names.map { "\($0) (\(SceneCatalog.animationNames(of: $0).joined(separator: ", ")))" }.joined(separator: "; ")).

            With --check GOLDEN_DIR the render is then compared with the golden frames, as \
            `cardrender diff GOLDEN_DIR OUT` would (see `cardrender diff --help`), writing diff images \
            and reports under OUT/diff/; with --check GOLDEN_DIR --record the rendered PNGs are copied \
            into GOLDEN_DIR instead.

            EXIT STATUS
              0  everything rendered (and, with --check, no frame differs)
              1  rendered, but some input files could not be used (each is named on stderr), or with \
            --check some frames differ from GOLDEN_DIR
              2  usage error, or nothing could be rendered (no photos, output not writable; with \
            --strict, any bad input), or a golden frame could not be read
              130, 143  interrupted by Ctrl-C or SIGTERM: finished files are kept and listed in \
            manifest.json ("complete": false)
            """,
        version: CardRenderVersion.string,
        subcommands: [Plan.self, Diff.self, Merge.self, Init.self, Mockup.self]
    )

    @OptionGroup var options: RenderOptions
    @OptionGroup(title: "Animated exports") var exportOptions: ExportOptions
    @OptionGroup(title: "Scene options") var sceneOptions: SceneOptions
    @OptionGroup(title: "Card text") var captionOptions: CaptionOptions

    // --- golden frames (issue 4): --check GOLDEN_DIR / --record ---
    @OptionGroup(title: "Golden frames") var golden: GoldenOptions
    // ---

    func run() throws {
        let (input, out) = try options.required()
        try golden.validate(output: out)  // issue 4: golden frames
        let started = Date()
        var settings = options.settings()
        try exportOptions.apply(to: &settings)
        settings.sceneParameters = try sceneOptions.parameters(scale: options.size == nil ? options.scale : nil)
        settings.captions = try captionOptions.load()
        let job = RenderJob(input: input, output: out, settings: settings, requests: try options.sceneRequests())
        let signalSources = Interruption.install { job.cancel() }
        defer { signalSources.forEach { $0.cancel() } }
        let summary: RenderJob.Summary
        do {
            summary = try job.run { progress in
                Terminal.progress("[\(progress.done)/\(progress.total)] \(progress.path)")
            }
        } catch let interrupted as RenderJob.Interrupted {
            Terminal.clearProgress()
            Terminal.writeError("cardrender: \(interrupted.description)")
            // The shell's convention: 128 + the signal's number.
            throw ExitCode(128 + (Interruption.signal ?? SIGINT))
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
        print(
            "cardrender: \(summary.photos) photo\(summary.photos == 1 ? "" : "s") → \(summary.scenes) scene\(summary.scenes == 1 ? "" : "s"), "
                + "\(summary.animations) animation\(summary.animations == 1 ? "" : "s"), \(summary.frames) frames, "
                + "\(summary.files) files in \(out) (\(String(format: "%.1f", seconds)) s)"
                + (failed > 0 ? "; \(failed) input\(failed == 1 ? "" : "s") failed" : ""))
        // --- golden frames (issue 4): compare with or record GOLDEN_DIR ---
        let goldenStatus = golden.run(rendered: summary, output: out, jobs: options.jobs)
        if goldenStatus != ExitStatus.success {
            throw ExitCode(summary.hadFailures ? max(goldenStatus, ExitStatus.someInputsFailed) : goldenStatus)
        }
        // ---
        if summary.hadFailures { throw ExitCode(ExitStatus.someInputsFailed) }
    }
}
