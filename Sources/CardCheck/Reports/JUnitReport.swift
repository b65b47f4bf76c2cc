import CardFoundation
/// The diff report as JUnit XML, which CI systems show as a test run: one test suite holding a
/// test case per animation or still, and per file of a folder that holds no animation (see
/// `JUnitTestCase`). A case with differences fails with one line per pair that differs (an error
/// when a file could not be compared); what passed but changed is in its system-out. Every case
/// and the suite carry a `time`, the suite a `timestamp`; the counts and times of the suite and
/// of the root add up from the cases.
enum JUnitReport {
    static func xml(_ report: DiffReport, timing: DiffTiming) -> String {
        let cases = JUnitTestCase.cases(report, timing: timing)
        let failures = cases.filter { $0.outcome == .failure }.count
        let errors = cases.filter { $0.outcome == .error }.count
        let time = JUnitTime.seconds(milliseconds: cases.reduce(0) { $0 + $1.milliseconds })
        let counts = #"tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(time)""#
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="cardrender diff" \#(counts)>"#,
            #"  <testsuite name="\#(escape("\(report.expected) vs \(report.actual)"))" \#(counts) timestamp="\#(JUnitTime.timestamp(timing.started))">"#
        ]
        for testCase in cases { lines += element(testCase) }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func element(_ testCase: JUnitTestCase) -> [String] {
        let open =
            #"    <testcase classname="\#(escape(testCase.className))" name="\#(escape(testCase.name))" time="\#(JUnitTime.seconds(milliseconds: testCase.milliseconds))""#
        var children: [String] = []
        if testCase.outcome != .passed {
            let element = testCase.outcome == .error ? "error" : "failure"
            children.append(
                #"      <\#(element) type="\#(escape(testCase.type))" message="\#(escape(testCase.message))">\#(escape(testCase.details))</\#(element)>"#
            )
        }
        if !testCase.systemOut.isEmpty {
            children.append("      <system-out>\(escape(testCase.systemOut.joined(separator: "\n")))</system-out>")
        }
        guard !children.isEmpty else { return [open + "/>"] }
        return [open + ">"] + children + ["    </testcase>"]
    }

    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
