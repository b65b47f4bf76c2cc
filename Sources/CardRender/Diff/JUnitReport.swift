/// The diff report as JUnit XML, which CI systems show as a test run: one test case per
/// animation, still or folder, failing with one line per frame that differs (an error when a
/// file could not be compared).
enum JUnitReport {
    static func xml(_ report: DiffReport) -> String {
        let groups = report.groups
        let failures = groups.filter { $0.failing > 0 && $0.status != .error }.count
        let errors = groups.filter { $0.status == .error }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="cardrender diff" tests="\#(groups.count)" failures="\#(failures)" errors="\#(errors)">"#,
            #"  <testsuite name="\#(escape("\(report.expected) vs \(report.actual)"))" tests="\#(groups.count)" failures="\#(failures)" errors="\#(errors)" skipped="0">"#,
        ]
        for group in groups {
            let open = #"    <testcase classname="\#(escape(className(group)))" name="\#(escape(group.name))""#
            guard group.failing > 0 else {
                lines.append(open + "/>")
                continue
            }
            let details = group.members.map { report.pairs[$0] }.filter { !$0.kind.passes }.map { pair in
                "\(pair.path): \(pair.kind.rawValue): \(pair.explanation)" + (pair.diffImage.map { " (diff image: \($0))" } ?? "")
            }.joined(separator: "\n")
            let element = group.status == .error ? "error" : "failure"
            lines.append(open + ">")
            lines.append(#"      <\#(element) type="\#(group.status.rawValue)" message="\#(escape(group.summary))">\#(escape(details))</\#(element)>"#)
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `deck/swipe-right` → `deck`, so CI tools group a scene's animations and stills.
    static func className(_ group: DiffGroup) -> String {
        let scene = group.name.split(separator: "/").first.map(String.init)
        return group.kind == .files || group.kind == .file || scene == nil ? "cardrender.diff" : scene!
    }

    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
