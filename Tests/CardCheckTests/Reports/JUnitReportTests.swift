import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
@testable import CardCheck
import TestSupport
#endif

/// The JUnit report's test cases and times: a case per animation or still and per file of a
/// folder without animation, named by the file and grouped by its folder, each with its time.
@Suite struct JUnitReportTests {
    private func pair(_ path: String, _ kind: DiffPairResult.Kind, pixels: Int = 0) -> DiffPairResult {
        DiffPairResult(path: path, kind: kind, width: 10, height: 10, differentPixels: pixels)
    }

    private func parse(_ xml: String) throws -> JUnitElements {
        let reader = JUnitElements()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? ""): \(xml)")
        return reader
    }

    @Test func filesOfAFolderWithoutAnimationAreCasesOfTheirOwn() throws {
        let report = DiffReport(
            expected: "e", actual: "a", options: DiffOptions(),
            pairs: [
                pair("a/b/c.png", .identical),
                pair("a/b/d.png", .different, pixels: 9),
                pair("a/b/e.png", .missing),
                pair("a/b/f.png", .withinBudget, pixels: 1),
                pair("deck/swipe/frame-0001.png", .withinBudget, pixels: 1),
                pair("deck/swipe/frame-0002.png", .different, pixels: 5)
            ])
        let junit = try parse(JUnitReport.xml(report, timing: DiffTiming(started: Date(), pairSeconds: [])))
        #expect(
            junit.cases.map { $0.attributes["name"] } == [
                "a/b/c.png", "a/b/d.png", "a/b/e.png", "a/b/f.png", "deck/swipe"
            ])
        #expect(junit.cases.map { $0.attributes["classname"] } == ["a/b", "a/b", "a/b", "a/b", "deck"])
        #expect(junit.cases.map(\.outcome) == [nil, "failure", "failure", nil, "failure"])
        #expect(junit.cases.map { $0.outcomeAttributes["type"] } == [nil, "changed", "missing", nil, "changed"])
        #expect(junit.suite["tests"] == "5" && junit.suite["failures"] == "3" && junit.suite["errors"] == "0")
        // A file changed within the budget says so in its own case; a frame in its animation's.
        #expect(junit.cases[3].systemOut.hasPrefix("a/b/f.png: within-budget: "), "\(junit.cases[3].systemOut)")
        #expect(
            junit.cases[4].systemOut.hasPrefix("deck/swipe/frame-0001.png: within-budget: "),
            "\(junit.cases[4].systemOut)")
        #expect(junit.cases[4].outcomeAttributes["message"]?.contains("1 more frame changed within the budget") == true)
        #expect(junit.cases[1].outcomeAttributes["message"] == "a/b/d.png: differs, 9.00 % of pixels")
    }

    @Test func everyCaseAndTheSuiteHaveTimesThatAddUp() throws {
        let report = DiffReport(
            expected: "e", actual: "a", options: DiffOptions(),
            pairs: [
                pair("a.png", .identical),
                pair("deck/swipe/frame-0001.png", .identical),
                pair("deck/swipe/frame-0002.png", .different, pixels: 3),
                pair("x/y/z.png", .missing)
            ])
        // 2026-11-25T10:00:00 UTC, and a little more: the suite starts at that second.
        let timing = DiffTiming(
            started: Date(timeIntervalSince1970: 1_795_600_800.75), pairSeconds: [0.0124, 1.2, 0.3006, 0])
        let junit = try parse(JUnitReport.xml(report, timing: timing))
        #expect(junit.cases.map { $0.attributes["time"] } == ["0.012", "1.501", "0.000"])
        #expect(junit.suite["time"] == "1.513" && junit.root["time"] == "1.513")
        #expect(junit.suite["timestamp"] == "2026-11-25T10:00:00")
        for key in ["tests", "failures", "errors"] { #expect(junit.root[key] == junit.suite[key], "\(key)") }
        #expect(junit.root["tests"] == "3" && junit.root["failures"] == "2")
    }

    @Test(arguments: [(0.0004, 0), (0.0006, 1), (-1, 0), (Double.nan, 0), (Double.infinity, 0), (61.5, 61_500)])
    func durationsAreWholeMillisecondsNeverNegative(seconds: Double, milliseconds: Int) {
        #expect(JUnitTime.milliseconds(seconds) == milliseconds)
    }

    @Test func secondsAreWrittenWithADotAndThreeDecimals() {
        #expect(
            [0, 7, 12, 999, 1000, 61_500].map(JUnitTime.seconds(milliseconds:)) == [
                "0.000", "0.007", "0.012", "0.999", "1.000", "61.500"
            ])
    }
}

/// The JUnit root, its suite, and each test case with its outcome element and system-out text.
private final class JUnitElements: NSObject, XMLParserDelegate {
    struct Case {
        var attributes: [String: String]
        /// "failure", "error" or nil when it passed.
        var outcome: String?
        var outcomeAttributes: [String: String] = [:]
        var systemOut = ""
    }

    var root: [String: String] = [:]
    var suite: [String: String] = [:]
    var cases: [Case] = []
    private var element = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        element = name
        switch name {
        case "testsuites": root = attributes
        case "testsuite": suite = attributes
        case "testcase": cases.append(Case(attributes: attributes))
        case "failure", "error":
            cases[cases.count - 1].outcome = name
            cases[cases.count - 1].outcomeAttributes = attributes
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if element == "system-out", !cases.isEmpty { cases[cases.count - 1].systemOut += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        element = ""
    }
}
