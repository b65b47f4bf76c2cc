/// The diff report as JUnit XML, which CI systems show as a test run: one test case per
/// animation, still or folder, failing with one line per frame that differs (an error when a
/// file could not be compared). What passed but changed is said in the test case's system-out:
/// frames changed within the budget, and motion that parts; the motion sentences of a failing
/// animation are also in its failure message.
enum JUnitReport {
    static func xml(_ report: DiffReport) -> String {
        let groups = report.groups
        let failures = groups.filter { $0.failing > 0 && $0.status != .error }.count
        let errors = groups.filter { $0.status == .error }.count
        let withinBudget = Dictionary((report.withinBudget ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let motion = Dictionary((report.motion ?? []).map { ($0.animation, $0.sentences) }, uniquingKeysWith: { first, _ in first })
        let pairsByPath = Dictionary(report.pairs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="cardrender diff" tests="\#(groups.count)" failures="\#(failures)" errors="\#(errors)">"#,
            #"  <testsuite name="\#(escape("\(report.expected) vs \(report.actual)"))" tests="\#(groups.count)" failures="\#(failures)" errors="\#(errors)" skipped="0">"#,
        ]
        for group in groups {
            let open = #"    <testcase classname="\#(escape(className(group)))" name="\#(escape(group.name))""#
            let motionLines = (motion[group.name] ?? []).map { "motion: \($0)" }
            let budgetLines = withinBudget[group.name].map { change in
                change.paths.compactMap { pairsByPath[$0] }.map(line)
            } ?? []
            var children: [String] = []
            if group.failing > 0 {
                let details = group.members.map { report.pairs[$0] }.filter { !$0.kind.passes }.map(line) + motionLines
                var message = group.summary
                if let change = withinBudget[group.name] { message += "; \(change.addendum)" }
                message = ([message] + motionLines).joined(separator: "\n")
                let element = group.status == .error ? "error" : "failure"
                children.append(#"      <\#(element) type="\#(group.status.rawValue)" message="\#(escape(message))">\#(escape(details.joined(separator: "\n")))</\#(element)>"#)
                if !budgetLines.isEmpty { children.append("      <system-out>\(escape(budgetLines.joined(separator: "\n")))</system-out>") }
            } else {
                let passedLines = budgetLines + motionLines
                if !passedLines.isEmpty { children.append("      <system-out>\(escape(passedLines.joined(separator: "\n")))</system-out>") }
            }
            if children.isEmpty {
                lines.append(open + "/>")
            } else {
                lines.append(open + ">")
                lines += children
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "deck/swipe-right/frame-0003.png: different: 7 pixels differ (0.07 %) (diff image: …)".
    private static func line(_ pair: DiffPairResult) -> String {
        "\(pair.path): \(pair.kind.rawValue): \(pair.explanation)" + (pair.diffImage.map { " (diff image: \($0))" } ?? "")
    }

    /// `deck/swipe-right` → `deck`, so CI tools group a scene's animations and stills.
    static func className(_ group: DiffGroup) -> String {
        let scene = group.name.split(separator: "/").first.map(String.init)
        return group.kind == .files || group.kind == .file || scene == nil ? "cardrender.diff" : scene!
    }

    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
