/// One test case of a diff's JUnit report: an animation (its frames together, with the frames
/// changed within the budget in its system-out), a still, or a file of a folder that holds no
/// animation, at the top of the compared folders or deeper, named by its path.
struct JUnitTestCase: Equatable {
    enum Outcome: Equatable {
        case passed
        /// Differences: a `failure` element.
        case failure
        /// A file that could not be compared: an `error` element.
        case error
    }

    /// The folder that holds the item, so CI tools group a scene's animations and stills;
    /// `cardrender.diff` for files at the top of the compared folders.
    var className: String
    var name: String
    /// The time spent on the item's pairs.
    var milliseconds: Int
    var outcome: Outcome
    /// The failure's or error's type, message and details (one line per failing pair).
    var type = ""
    var message = ""
    var details = ""
    /// What passed but changed: frames within the budget, motion that parts.
    var systemOut: [String] = []

    static let topLevelClassName = "cardrender.diff"

    /// The report's test cases, in pair order.
    static func cases(_ report: DiffReport, timing: DiffTiming) -> [JUnitTestCase] {
        let motion = Dictionary(
            (report.motion ?? []).map { ($0.animation, $0.sentences) }, uniquingKeysWith: { first, _ in first })
        let items = report.groups.flatMap { group in
            group.kind == .files ? group.members.map { DiffGroup.file($0, of: report.pairs) } : [group]
        }
        return items.map { item in
            let pairs = item.members.map { report.pairs[$0] }
            let seconds = item.members.reduce(0.0) { sum, index in
                sum + (index < timing.pairSeconds.count ? timing.pairSeconds[index] : 0)
            }
            var testCase = JUnitTestCase(
                className: className(item.name), name: item.name,
                milliseconds: JUnitTime.milliseconds(seconds), outcome: .passed)
            let motionLines = (motion[item.name] ?? []).map { "motion: \($0)" }
            let budgetLines = pairs.filter { $0.kind == .withinBudget }.map(line)
            guard item.failing > 0 else {
                testCase.systemOut = budgetLines + motionLines
                return testCase
            }
            testCase.outcome = item.status == .error ? .error : .failure
            testCase.type = item.status.rawValue
            var summary = item.summary
            if let change = WithinBudgetChange.list([item], pairs: report.pairs).first {
                summary += "; \(change.addendum)"
            }
            testCase.message = ([summary] + motionLines).joined(separator: "\n")
            testCase.details = (pairs.filter { !$0.kind.passes }.map(line) + motionLines).joined(separator: "\n")
            testCase.systemOut = budgetLines
            return testCase
        }
    }

    /// `deck/swipe-right` and `deck/still.png` → `deck`; `a/b/c.png` → `a/b`; `a.png` →
    /// `cardrender.diff`.
    static func className(_ name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return topLevelClassName }
        let folder = String(name[..<slash])
        return folder.isEmpty ? topLevelClassName : folder
    }

    /// "deck/swipe-right/frame-0003.png: different: 7 pixels differ (0.07 %) (diff image: …)".
    private static func line(_ pair: DiffPairResult) -> String {
        "\(pair.path): \(pair.kind.rawValue): \(pair.explanation)"
            + (pair.diffImage.map { " (diff image: \($0))" } ?? "")
    }
}
