import CardFormats
import CardFoundation
import CardGeometry
import CardSettings
import Foundation

extension GoldenFolder {
    /// Compares the render in `output` (its files in `rendered`) with `golden` within `scope`;
    /// diff images, the contact sheet and the reports go to `output/diff/`, unless
    /// `writingReports` is false (a comparison made only to choose what to record).
    /// `summary`: a Markdown summary written there too, its links starting with `summaryBase`
    /// when given. `approval`: the command the review page shows. `againstBaseFiles`: see `pairs`.
    public static func check(
        rendered: [Manifest.Entry], output: String, golden: String, scope: GoldenScope, options: DiffOptions,
        protected: [String] = [], summary: String? = nil, summaryBase: String? = nil, rules: DiffRules? = nil,
        approval: ReviewApproval? = nil, againstBaseFiles: Bool = false, writingReports: Bool = true,
        progress: (@Sendable (DiffRun.Progress) -> Void)? = nil
    ) throws -> DiffRun.Outcome {
        guard GuardedFolder.followedKind(golden) == .folder else {
            throw DiffFailure(.goldenMissing(golden: golden))
        }
        let pairs = try self.pairs(
            rendered: rendered, output: output, golden: golden, scope: scope, againstBaseFiles: againstBaseFiles)
        let diffFolder = (output as NSString).appendingPathComponent(diffFolderName)
        var run = DiffRun(
            expected: golden, actual: output, options: options, out: writingReports ? diffFolder : nil, pairs: pairs)
        run.protected = protected + [golden]
        run.summary = summary
        run.summaryBase = summaryBase
        run.rules = rules
        run.approval = approval
        run.apngTimings = try apngLengthNotes(rendered: rendered, output: output, golden: golden, scope: scope)
        run.times = Dictionary(
            rendered.compactMap { entry in entry.time.map { (entry.path, $0) } }, uniquingKeysWith: { a, _ in a })
        return try run.run(progress: progress)
    }
}
