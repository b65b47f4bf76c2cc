import ArgumentParser
import CardRender
import Foundation

/// `cardrender diff EXPECTED ACTUAL`: compares two PNG files, or two folders of PNGs matched by
/// relative path.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files, or two folders of PNG frames matched by relative path.",
        discussion: """
            Folders are searched recursively for .png files (hidden files and folders are left out). \
            A pixel differs when its colour distance in YIQ space, as pixelmatch measures it, is above \
            --threshold; differences that look like anti-aliasing (an edge moved by a pixel) are not \
            counted unless --no-antialiasing-detection is given. A pair passes when its differing pixels \
            are within --max-diff-pixels and --max-diff-ratio (by default none may differ). Byte-identical \
            files and files with identical pixels are recognised without comparing pixel by pixel.

            A file only in EXPECTED is reported as missing, one only in ACTUAL as extra, and frames of \
            different sizes as a size mismatch; all three count as differences.

            With --out DIR, each differing pair gets a diff image DIR/<path>.diff.png (changed pixels red, \
            anti-aliasing yellow, over a faded grey copy of the expected frame), DIR/contact-sheet.png \
            shows every differing pair as expected | actual | diff, and the reports are written as \
            DIR/report.json and DIR/report.junit.xml. DIR/report.html is a page for reviewing the \
            differences in a browser, offline: frames grouped by animation, each with a timeline, five \
            views and, where both folders hold motion.json files, the motion curves compared. It \
            references the frames where they are, so keep it with both folders. Without --out no image \
            is written.

            EXIT STATUS
              0  no differences
              1  differences (pixels over the budget, size mismatches, missing or extra files)
              2  usage error, or a file could not be read, decoded or written
            """)

    @Argument(help: ArgumentHelp("The reference: a PNG file, or a folder of PNG files.", valueName: "expected"))
    var expected: String

    @Argument(help: ArgumentHelp("What to check: a PNG file, or a folder of PNG files.", valueName: "actual"))
    var actual: String

    @OptionGroup var comparison: ComparisonOptions

    @Option(help: ArgumentHelp("Folder for the diff images, contact-sheet.png and both reports; created if missing. Default: no images are written.", valueName: "dir"))
    var out: String?

    /// argument-parser lets the root command take its own options from the whole command line, so
    /// the root's `-o, --out` receives diff's `--out`: read it from there.
    @ParentCommand var root: CardRenderCommand

    private var outputFolder: String? { out ?? root.options.out }

    func validate() throws {
        if root.options.input != nil { throw ValidationError("--input does not apply to `cardrender diff`") }
        if root.golden.check != nil || root.golden.record { throw ValidationError("--check and --record do not apply to `cardrender diff`") }
    }

    @Option(help: ArgumentHelp("Write the JSON report to this file.", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Write the JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    func run() throws {
        let run = DiffRun(expected: expected, actual: actual, options: comparison.diffOptions(jobs: root.options.jobs), out: outputFolder,
                          jsonReport: json, junitReport: junit)
        let outcome: DiffRun.Outcome
        do {
            outcome = try run.run { progress in
                Terminal.progress("[\(progress.done)/\(progress.total)] \(progress.path)")
            }
        } catch {
            Terminal.clearProgress()
            Terminal.writeError("cardrender diff: \(error)")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        Terminal.clearProgress()
        let status = DiffPrinter.print(outcome, artefacts: outputFolder)
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
