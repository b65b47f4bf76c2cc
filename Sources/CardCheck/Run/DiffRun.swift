import CardFoundation
import CardGeometry
import CardImaging
import CardSettings
import Foundation
import Synchronization

/// `cardrender diff`: compares EXPECTED with ACTUAL (two PNG files or two folders of them) on
/// every core, and writes the diff images, the contact sheet of differing pairs and the reports.
public struct DiffRun: Sendable {
    /// EXPECTED: a PNG file or a folder of them.
    public var expected: String
    /// ACTUAL: a PNG file or a folder of them, compared with EXPECTED.
    public var actual: String
    /// The threshold, anti-aliasing detection, budget and worker count.
    public var options: DiffOptions
    /// Folder for diff images, `contact-sheet.png`, `report.json` and `report.junit.xml`; nil: none.
    public var out: String?
    /// Extra places for the JSON and JUnit reports.
    public var jsonReport: String?
    /// An extra place for the JUnit report; nil: none.
    public var junitReport: String?
    /// Folders left out of the comparison (the output folder always is).
    public var excluding: [String]
    /// The pairs to compare, when the caller chose them (a golden check); nil: every PNG of the
    /// two folders, matched by path.
    public var pairs: [DiffPair]?
    /// Folders the diff never writes into (besides EXPECTED and ACTUAL).
    public var protected: [String] = []
    /// Frame times by path, for the report's wording; nil: from ACTUAL/manifest.json if it has one.
    public var times: [String: Double]?
    /// A Markdown summary written here too (for `$GITHUB_STEP_SUMMARY` or a pull-request comment).
    public var summary: String?
    /// Where the summary's links to the output folder's files start: the URL or path where that
    /// folder is published. nil: a path relative to the summary file's own folder.
    public var summaryBase: String?
    /// Per-path tolerances and ignored regions (`.cardrender-check.yaml`).
    public var rules: DiffRules?
    /// The command the review page shows for approving a changed item; nil: none.
    public var approval: ReviewApproval?
    /// APNGs whose frame rate or length differs from what they are compared with, known before
    /// the run (a golden APNG against a render); the run adds those of two APNGs it compares.
    public var apngTimings: [APNGTimingNote] = []

    /// A diff of `expected` with `actual`; nothing is read or written until `run`.
    public init(
        expected: String, actual: String, options: DiffOptions = DiffOptions(), out: String? = nil,
        jsonReport: String? = nil, junitReport: String? = nil, excluding: [String] = [], pairs: [DiffPair]? = nil
    ) {
        self.expected = expected
        self.actual = actual
        self.options = options
        self.out = out
        self.jsonReport = jsonReport
        self.junitReport = junitReport
        self.excluding = excluding
        self.pairs = pairs
    }

    /// The output folder may not be EXPECTED or ACTUAL, lie inside either, or hold either: the diff would
    /// compare its own images, or write among the frames it compares.
    public static func checkOutput(_ out: String, expected: String, actual: String) throws {
        for (side, path) in [("EXPECTED", expected), ("ACTUAL", actual)] {
            if OutputFolder.overlap(out, path) {
                throw DiffFailure(.outputOverlapsSide(output: out, side: side, path: path))
            }
        }
    }

    /// The contact sheet's file name in the output folder.
    public static let contactSheetName = DiffFileNames.contactSheet
    /// The JSON report's file name in the output folder.
    public static let jsonName = DiffFileNames.json
    /// The JUnit report's file name in the output folder.
    public static let junitName = DiffFileNames.junit
    /// The review page's file name in the output folder.
    public static let reviewPageName = DiffFileNames.reviewPage
    /// The Markdown summary's file name in the output folder, when it is written there.
    public static let summaryName = DiffFileNames.summary

    /// Reported after each pair is compared.
    public struct Progress: Sendable {
        /// Pairs compared so far, this one included.
        public var done: Int
        /// Pairs to compare in all.
        public var total: Int
        /// The relative path of the pair just compared.
        public var path: String
    }

    /// How a run ended (`cardrender diff` exits with 0, 1 and 2 for these).
    public enum Status: Sendable, Equatable {
        /// Every pair passes.
        case noDifferences
        /// Some pairs differ (or are missing, extra, or of another size).
        case differences
        /// Some file could not be read or decoded, or an output could not be written.
        case failed
    }

    /// What a finished run found and wrote.
    public struct Outcome: Sendable {
        /// The report, as report.json holds it.
        public var report: DiffReport
        /// Outputs that could not be written, as `path: reason`.
        public var writeFailures: [String]
        /// The contact sheet, when one was written.
        public var contactSheet: String?

        /// Failed when any pair could not be compared or any output not written; otherwise differences
        /// when any pair is a difference.
        public var status: Status {
            if report.totals.errors > 0 || !writeFailures.isEmpty { return .failed }
            return report.totals.differences > 0 ? .differences : .noDifferences
        }
    }

    /// Throws `DiffFailure` when the inputs cannot be listed or the output folder cannot be made;
    /// problems with single files end up in the report instead.
    public func run(progress: (@Sendable (Progress) -> Void)? = nil) throws -> Outcome {
        do { try options.validate() } catch let invalid as InvalidSetting {
            throw DiffFailure(.invalidSetting(invalid))
        }
        // libvips draws the contact sheet in the output folder; without one, it is started only if a
        // PNG has to be decoded by it (starting it loads its modules: a third of a second).
        if out != nil {
            do { try VipsRuntime.start() } catch let failure as VipsFailure {
                throw DiffFailure(.libvipsUnavailable(failure))
            }
        }
        if pairs == nil, let out { try Self.checkOutput(out, expected: expected, actual: actual) }
        var planned =
            try self.pairs
            ?? DiffInputs.pairs(expected: expected, actual: actual, excluding: excluding + (out.map { [$0] } ?? []))
        let outputFolder = try out.map { try DiffOutputFolder(GuardedFolder(root: $0, protected: protected)) }
        // It holds the folder's lock until the last report is written.
        defer { withExtendedLifetime(outputFolder) {} }
        // summary.md only when the Markdown summary is asked for there.
        let fixedNames = DiffFileNames.fixed.filter { name in
            name != Self.summaryName || out.flatMap { out in summary.flatMap { Self.outputName($0, in: out) } } == name
        }
        let timings = apngTimings + APNGTimingNote.notes(planned)
        let frames = APNGFrameExpansion.plan(&planned)
        try outputFolder?.checkFree(
            planned.compactMap { PairComparer.writableDiffImageName($0.path) } + frames.map(\.name) + fixedNames)
        // APNG frames go into the output folder (the review page shows them), or a scratch folder.
        let scratch: String?
        do {
            scratch = frames.isEmpty || outputFolder != nil ? nil : try ScratchFolders.make(prefix: "cardrender-diff-")
        } catch { throw DiffFailure(.outputFolderUnusable(output: NSTemporaryDirectory(), FailureCause(error))) }
        defer { scratch.map(ScratchFolders.remove) }
        var expanded: [DiffOutputFile] = []
        if let folder = outputFolder?.folder ?? scratch.map({ GuardedFolder(root: $0) }) {
            expanded = APNGFrameExpansion.write(
                frames, pairs: &planned, into: folder, workers: options.workers, reported: outputFolder != nil)
        }
        let pairs = planned

        // Fewer pairs than workers (one large pair): each pair gets the workers left over.
        let comparer = PairComparer(
            options: options, rules: rules, imageFolder: outputFolder?.folder,
            threads: max(1, options.workers / max(1, pairs.count)))
        let counter = ProgressCounter(total: pairs.count, report: progress)
        let started = Date()
        let timed = ParallelMap.run(count: pairs.count, jobs: options.workers) { index in
            let clock = ContinuousClock(), start = clock.now
            let outcome = comparer.compare(pairs[index])
            let seconds = DiffTiming.seconds(from: start, to: clock.now)
            counter.finished(pairs[index].path)
            return (outcome, seconds)
        }
        let outcomes = zip(timed, pairs).map { timed, pair in
            var outcome = timed.0
            outcome.result.expectedImage = pair.expandedExpected
            outcome.result.actualImage = pair.expandedActual
            return outcome
        }
        let timing = DiffTiming(started: started, pairSeconds: timed.map(\.1))

        var report = DiffReport(
            expected: expected, actual: actual, options: options, pairs: outcomes.map(\.result),
            times: times ?? Self.frameTimes(in: actual))
        report.motion = DiffMotionNote.notes(report)
        report.apngTimings = timings.isEmpty ? nil : timings
        var failures = outcomes.compactMap(\.writeFailure)
        var written = (outputFolder == nil ? [] : expanded) + outcomes.compactMap(\.written)
        var sheetPath: String?
        if let out {
            do {
                if let sheet = try writeSheet(into: out, pairs: pairs, results: report.pairs) {
                    written.append(sheet)
                    sheetPath = ComparedFile.join(out, sheet.path)
                }
            } catch {
                failures.append("\(ComparedFile.join(out, Self.contactSheetName)): \(error)")
            }
        }

        failures += writeReports(&report, timing: timing, outputFolder: outputFolder, written: written)
        return Outcome(report: report, writeFailures: failures, contactSheet: sheetPath)
    }

    /// Writes the JUnit report, the Markdown summary and the review page, removes what an earlier
    /// diff wrote and this one did not, then writes report.json last: it records what the other
    /// files written into the output folder hold (`written` and these). Returns what failed.
    private func writeReports(
        _ report: inout DiffReport, timing: DiffTiming, outputFolder: DiffOutputFolder?,
        written: [DiffOutputFile]
    ) -> [String] {
        var failures: [String] = [], written = written
        let junit = Data(JUnitReport.xml(report, timing: timing).utf8)
        // Into the output folder, through its held descriptors; recorded in report.json.
        var owned: [(name: String, data: Data)] = []
        if let out {
            owned.append((Self.junitName, junit))
            do {
                owned.append(
                    (Self.reviewPageName, try ReviewPage(report: report, folder: out, approval: approval).html()))
            } catch {
                failures.append("\(ComparedFile.join(out, Self.reviewPageName)): \(error)")
            }
        }
        // Where the user named them (a summary is appended to, as $GITHUB_STEP_SUMMARY expects).
        var named: [(path: String, data: Data, appending: Bool)] = []
        if let summary {
            let artefacts = out.map { out in
                DiffSummary.Artefacts(
                    folder: out, links: SummaryLinkBase.base(summaryBase, summary: summary, folder: out),
                    contactSheet: written.contains { $0.path == Self.contactSheetName } ? Self.contactSheetName : nil,
                    reviewPage: owned.contains { $0.name == Self.reviewPageName } ? Self.reviewPageName : nil)
            }
            named.append((summary, Data(DiffSummary.markdown(report, artefacts: artefacts).utf8), true))
        }
        if let junitReport { named.append((junitReport, junit, false)) }
        if let outputFolder {
            for (name, data) in owned {
                do {
                    try outputFolder.folder.file(name).write(data)
                    written.append(DiffOutputFile(path: name, data: Array(data)))
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        for (path, data, appending) in named {
            do { try ReportPath.write(data, to: path, appending: appending) } catch { failures.append("\(error)") }
        }
        if let outputFolder {
            outputFolder.removeStale(keeping: Set(written.map(\.path)))
            report.outputs = Dictionary(written.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last }).values
                .sorted { $0.path < $1.path }
        }
        do {
            let json = try report.json()
            if let outputFolder {
                do { try outputFolder.folder.file(Self.jsonName).write(json) } catch { failures.append("\(error)") }
            }
            if let jsonReport {
                do { try ReportPath.write(json, to: jsonReport) } catch { failures.append("\(error)") }
            }
        } catch {
            failures.append("encoding the report: \(error)")
        }
        return failures
    }

    /// The contact sheet of the differing pairs, when any has a diff image: the worst change
    /// first (see `DiffSheet.bySeverity`), so the row limit never hides it.
    private func writeSheet(into out: String, pairs: [DiffPair], results: [DiffPairResult]) throws -> DiffOutputFile? {
        let candidates = zip(pairs, results).compactMap { pair, result -> (DiffSheet.Row, DiffSheet.Ranked)? in
            guard let image = result.diffImage, let e = pair.expectedFile, let a = pair.actualFile else { return nil }
            let row = DiffSheet.Row(
                path: pair.path, expected: e, actual: a,
                diff: ComparedFile(path: ComparedFile.join(out, image), folder: out),
                note: result.explanation)
            return (row, DiffSheet.Ranked(path: pair.path, ratio: result.differentRatio, passes: result.kind.passes))
        }
        guard !candidates.isEmpty else { return nil }
        let shown = DiffSheet.bySeverity(candidates.map(\.1)).prefix(DiffSheet.maximumRows).map { candidates[$0].0 }
        let withinBudget = candidates.filter(\.1.passes).count
        var title = "cardrender diff · \(candidates.count) of \(pairs.count) pairs differ"
        if withinBudget > 0 { title += ", \(withinBudget) of them within the budget" }
        if shown.count < candidates.count { title += "; the \(shown.count) worst shown" }
        let sheet = try DiffSheet(title: title, rows: shown, workers: options.workers).image()
        return try DiffImageWriter.save(
            sheet, to: OutputFile(path: ComparedFile.join(out, Self.contactSheetName)), as: Self.contactSheetName)
    }

    /// The name of `path` in the output folder when it is one of the reports a diff writes there
    /// (a Markdown summary may be asked for there).
    private static func outputName(_ path: String, in out: String) -> String? {
        let canonicalPath = CanonicalPath.of(path)
        return [junitName, reviewPageName, summaryName].first {
            canonicalPath == CanonicalPath.of(ComparedFile.join(out, $0))
        }
    }

    /// Frame times from a render's manifest.json in `folder`, when it has a readable one.
    static func frameTimes(in folder: String) -> [String: Double] {
        ManifestTimes.read(folder)?.times ?? [:]
    }
}

/// Counts finished pairs for progress reports from any worker.
private final class ProgressCounter: Sendable {
    private let total: Int
    private let report: (@Sendable (DiffRun.Progress) -> Void)?
    private let done = Synchronization.Mutex(0)

    init(total: Int, report: (@Sendable (DiffRun.Progress) -> Void)?) {
        self.total = total
        self.report = report
    }

    func finished(_ path: String) {
        guard let report else { return }
        let count = done.withLock { value in
            value += 1
            return value
        }
        report(DiffRun.Progress(done: count, total: total, path: path))
    }
}
