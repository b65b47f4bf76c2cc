import ArgumentParser
import CardRender
import Foundation

/// `cardrender merge OUT`: completes a run that was split with --shard.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Merge the shares of a run split with --shard i/n into the output of a single run.",
        discussion: """
            Copy (or write) every shard's output into one folder, then run `cardrender merge FOLDER`: it \
            checks that all n shards ran with the same inputs and options (naming the option that differs) \
            and finished, draws the contact sheets from the frames, writes manifest.json and removes the \
            shard manifests. The folder is then byte for byte what one `cardrender` run without --shard \
            writes. Merging a merged folder again changes nothing.

            With --check GOLDEN_DIR (and --record, --prune, --variant…), the merged run is then checked \
            against (or recorded into) the golden folder as a single run would be; with --export, its \
            animations are exported too.

            EXAMPLES
              cardrender merge frames --check golden --summary "$GITHUB_STEP_SUMMARY"
                  Merge the shards gathered in frames/, then compare the
                  whole run with golden/.

            EXIT STATUS
              0  merged (and, with --check, no frame differs)
              1  with --check, frames differ
              2  a shard is missing, unfinished or disagrees, or a golden
                 folder cannot be used
              130, 143  interrupted by Ctrl-C or SIGTERM: the contact sheets
                 and exports it drew are removed; run merge again

            \(OptionScope.sharedOptionsHelp(OptionScope.merge))
            """
    )

    @Argument(help: ArgumentHelp("The folder holding every shard's output.", valueName: "folder"))
    var folder: String

    @ParentCommand var root: CardRenderCommand

    func validate() throws {
        try OptionScope.refuseUnused(by: "merge", takes: OptionScope.merge)
    }

    func run() throws {
        try root.golden.validate(output: folder, inputs: [])
        try ReportDestinations.check([("--summary", root.golden.summary)],
                                     folders: [("the merged folder", folder), ("the golden folder", root.golden.check)],
                                     files: [("the check config", root.golden.comparison.checkConfig)])
        let result: ShardMerge.Result
        let cancellation = ExportCancellation()
        Interruption.cancelFirst { cancellation.cancel() }
        do {
            result = try ShardMerge.run(output: folder, jobs: root.options.jobs, exports: try root.exportOptions.formats(),
                                        loop: root.exportOptions.loop, cancellation: cancellation)
        } catch is RenderJob.Interrupted {
            Terminal.writeError("cardrender merge: interrupted; the contact sheets and exports it drew were removed and the shard manifests kept: run merge again")
            Interruption.exitInterrupted()
        } catch let error as ValidationError {
            throw error
        } catch {
            Terminal.writeError("cardrender merge: \(error)")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        if result.alreadyMerged {
            Terminal.output("cardrender merge: \(folder) is already merged (manifest.json lists \(result.files - 1) files); nothing to do")
        } else {
            Terminal.output("cardrender merge: \(result.shards) shards → \(result.files) files (\(result.sheets) contact sheets drawn) in \(folder)")
        }
        try root.golden.checkSettings(GoldenSettings(result.manifest))
        let status = root.golden.run(manifest: result.manifest, output: folder, inputs: [], jobs: root.options.jobs, maxInputPixels: root.options.maxInputPixels,
                                     progress: root.options.progress)
        Interruption.exitIfInterrupted()
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
