/// The diff report as JUnit XML, which CI systems show as a test run: one test case per pair,
/// a failure for each difference, an error for each pair that could not be compared.
enum JUnitReport {
    static func xml(_ report: DiffReport) -> String {
        let totals = report.totals
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="cardrender diff" tests="\#(totals.pairs)" failures="\#(totals.differences)" errors="\#(totals.errors)">"#,
            #"  <testsuite name="\#(escape("\(report.expected) vs \(report.actual)"))" tests="\#(totals.pairs)" failures="\#(totals.differences)" errors="\#(totals.errors)" skipped="0">"#,
        ]
        for pair in report.pairs {
            let open = #"    <testcase classname="\#(escape(className(pair.path)))" name="\#(escape(pair.path))""#
            if pair.kind.isDifference {
                lines.append(open + ">")
                var body = pair.explanation
                if let image = pair.diffImage { body += "\ndiff image: \(image)" }
                lines.append(#"      <failure type="\#(pair.kind.rawValue)" message="\#(escape(pair.explanation))">\#(escape(body))</failure>"#)
                lines.append("    </testcase>")
            } else if pair.kind == .error {
                lines.append(open + ">")
                lines.append(#"      <error type="error" message="\#(escape(pair.explanation))"/>"#)
                lines.append("    </testcase>")
            } else {
                lines.append(open + "/>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The folder of a pair as a dotted class name (`deck/swipe-right/frame-0001.png` →
    /// `deck.swipe-right`), so CI tools group frames by animation.
    static func className(_ path: String) -> String {
        let folders = path.split(separator: "/").dropLast()
        return folders.isEmpty ? "cardrender.diff" : folders.joined(separator: ".")
    }

    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
