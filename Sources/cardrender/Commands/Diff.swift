import ArgumentParser
import CardCheck
import CardFormats
import CardGeometry
import CardSettings
import Foundation

/// `cardrender diff EXPECTED ACTUAL`: compares two PNG files, or two folders of PNGs matched by
/// relative path.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files, or two folders of PNG frames matched by relative path.",
        discussion: """
            Folders are searched recursively for .png files (hidden files and folders are left out). \
            Below the two folders nothing is followed: a file that is a symbolic link is an error for its \
            pair, a linked folder is not entered, and a PNG whose name is not UTF-8 is an error too (rename \
            it). Two files named on the command line may be links. \
            A pixel differs when its colour distance in YIQ space, as pixelmatch measures it, is above \
            --threshold; differences that look like anti-aliasing (an edge moved by a pixel) are not \
            counted unless --no-antialiasing-detection is given. A pair passes when its differing pixels \
            are within --max-diff-pixels and --max-diff-ratio (by default none may differ). Byte-identical \
            files and files with identical pixels are recognised without comparing pixel by pixel.

            Every file must be a whole PNG within --max-input-pixels, checked from its header before any \
            pixel is decoded, identical or not: anything else (a FIFO, another format, a truncated PNG) is \
            an error naming the file.

            A file only in EXPECTED is reported as missing, one only in ACTUAL as extra, and frames of \
            different sizes as a size mismatch; all three count as differences. When EXPECTED is a golden \
            folder with a golden.json, it decides what is compared, as --check does: ACTUAL's PNGs in the \
            scenes and animations it recorded (contact sheets only if it recorded them; others are not \
            extra), and only the variants it lists. A contact sheet is never counted as a frame.

            With --out DIR, each differing pair gets a diff image DIR/<path>.diff.png (changed pixels red, \
            anti-aliasing yellow, over a faded grey copy of the expected frame), DIR/contact-sheet.png \
            shows every differing pair as expected | actual | diff, and the reports are written as \
            DIR/report.json and DIR/report.junit.xml. DIR/report.html is a page for reviewing the \
            differences in a browser, offline: frames grouped by animation, each with a timeline, five \
            views and, where both folders hold motion.json files, the motion curves compared. It \
            references the frames where they are, so keep it with both folders. Without --out no image \
            is written. A diff into DIR replaces or removes only the diff images, sheet and reports that \
            its own earlier report.json records with their sizes and checksums, and that still hold \
            those bytes; any other file where it would write stops it before anything is written.

            EXAMPLES
              cardrender diff golden/ frames/ --out diff/ --junit report.xml
                  Compare two folders; diff images, a review page and reports
                  go to diff/.
              cardrender diff before.png after.png --max-diff-ratio 0.001
                  Two files, passing with at most 0.1 % of the pixels differing.

            EXIT STATUS
              0  no differences
              1  differences (pixels over the budget, size mismatches,
                 missing or extra files)
              2  usage error, or a file could not be read, decoded or written
            """)

    @Argument(
        help: ArgumentHelp("The reference: a PNG file, or a folder of PNG files.", valueName: "expected"),
        completion: .file(extensions: ["png"]))
    var expected: String

    @Argument(
        help: ArgumentHelp("What to check: a PNG file, or a folder of PNG files.", valueName: "actual"),
        completion: .file(extensions: ["png"]))
    var actual: String

    @OptionGroup var comparison: ComparisonOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Folder for the diff images, contact-sheet.png and both reports; created if missing. Default: no images are written.",
            valueName: "dir"),
        completion: .directory)
    var out: String?

    @OptionGroup var limit: PNGInputLimit
    @OptionGroup var job: JobOptions

    @Option(
        help: ArgumentHelp("Write the JSON report to this file.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var json: String?

    @Option(
        help: ArgumentHelp("Write the JUnit XML report to this file.", valueName: "file"),
        completion: .file(extensions: ["xml"]))
    var junit: String?

    /// Pixels per point of a rendered folder (its manifest's --scale), for ignored regions in points.
    static func scale(of folder: String) -> Double {
        guard let scale = Manifest.of(folder: folder)?.settings.scale, scale > 0, scale <= 8 else { return 1 }
        return scale
    }

    func run() throws {
        try ReportDestinations.check(
            [("--json", json), ("--junit", junit)],
            folders: [("EXPECTED", expected), ("ACTUAL", actual), ("the --out folder", out)],
            files: [("the check config", comparison.checkConfig)])
        let rules: DiffRules?
        do {
            rules = try comparison.rules(golden: expected, scale: Self.scale(of: actual), compared: [actual])
        } catch {
            Terminal.writeError("cardrender diff: \(error)")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        var options = comparison.diffOptions(jobs: job.jobs, rules: rules)
        options.maxInputPixels = limit.pixels
        options.maxInputPixelsName = PNGInputLimit.flag
        var run = DiffRun(
            expected: expected, actual: actual, options: options, out: out, jsonReport: json, junitReport: junit)
        run.rules = rules
        let reporter = ProgressReporter(mode: job.progress, label: "pairs")
        let outcome: DiffRun.Outcome
        do {
            outcome = try run.run { progress in
                reporter.update(done: progress.done, total: progress.total, path: progress.path)
            }
        } catch {
            Terminal.clearProgress()
            Terminal.writeError("cardrender diff: \(ErrorText.describe(error))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        Terminal.clearProgress()
        let status = DiffPrinter.print(outcome, artefacts: out)
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
