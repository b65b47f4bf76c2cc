import ArgumentParser
import CardFormats
import CardGeometry
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
            """
    )

    @Argument(
        help: ArgumentHelp("The folder holding every shard's output.", valueName: "folder"), completion: .directory)
    var folder: String

    @OptionGroup var job: JobOptions
    @OptionGroup(title: "Animated exports") var exportOptions: ExportOptions
    @OptionGroup(title: "Golden frames") var golden: GoldenOptions
    @OptionGroup(title: "Golden frames") var limit: PNGInputLimit

    func run() throws {
        try golden.validate(output: folder, inputs: [])
        try ReportDestinations.check(
            [("--summary", golden.summary)],
            folders: [("the merged folder", folder), ("the golden folder", golden.check)],
            files: [("the check config", golden.comparison.checkConfig)])
        let result: ShardMerge.Result
        let cancellation = ExportCancellation()
        Interruption.cancelFirst { cancellation.cancel() }
        do {
            result = try ShardMerge.run(
                output: folder, jobs: job.jobs, exports: try exportOptions.formats(),
                loop: exportOptions.loopCount, cancellation: cancellation)
        } catch is RenderJob.Interrupted {
            Terminal.writeError(
                "cardrender merge: interrupted; the contact sheets and exports it drew were removed and the shard manifests kept: run merge again"
            )
            Interruption.exitInterrupted()
        } catch let error as ValidationError {
            throw error
        } catch {
            Terminal.writeError("cardrender merge: \(ErrorText.describe(error))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        if result.alreadyMerged {
            Terminal.output(
                "cardrender merge: \(folder) is already merged (manifest.json lists \(result.files - 1) files); nothing to do"
            )
        } else {
            Terminal.output(
                "cardrender merge: \(result.shards) shards → \(result.files) files (\(result.sheets) contact sheets drawn) in \(folder)"
            )
        }
        try golden.checkSettings(GoldenSettings(result.manifest))
        let status = golden.run(
            manifest: result.manifest, output: folder, inputs: [], jobs: job.jobs, maxInputPixels: limit.pixels,
            progress: job.progress, approval: approval)
        Interruption.exitIfInterrupted()
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
