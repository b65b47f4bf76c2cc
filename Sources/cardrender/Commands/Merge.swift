import ArgumentParser
import CardRender
import Foundation

/// `cardrender merge OUT`: completes a run that was split with --shard.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Merge the shares of a run split with --shard i/n into the output of a single run.",
        discussion: """
            Copy (or write) every shard's output into one folder, then run `cardrender merge FOLDER`: it \
            checks that all n shards ran with the same inputs and options and finished, draws the contact \
            sheets from the frames, writes manifest.json and removes the shard manifests. The folder is \
            then byte for byte what one `cardrender` run without --shard writes. Exit status 0, or 2 when \
            a shard is missing, unfinished or disagrees.
            """
    )

    @Argument(help: ArgumentHelp("The folder holding every shard's output.", valueName: "folder"))
    var folder: String

    @ParentCommand var root: CardRenderCommand

    func run() throws {
        do {
            let result = try ShardMerge.run(output: folder, jobs: root.options.jobs)
            Terminal.output("cardrender merge: \(result.shards) shards → \(result.files) files (\(result.sheets) contact sheets drawn) in \(folder)")
        } catch {
            Terminal.writeError("cardrender merge: \(error)")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
    }
}
