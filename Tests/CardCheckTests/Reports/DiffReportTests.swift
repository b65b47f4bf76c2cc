import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
@testable import CardCheck
import TestSupport
#endif

@Suite struct DiffReportTests {
    private func sampleReport() -> DiffReport {
        var different = DiffPairResult(
            path: "deck/swipe-right/frame-0003.png", kind: .different, width: 10, height: 10, differentPixels: 7,
            antialiasedPixels: 2)
        different.diffImage = "deck/swipe-right/frame-0003.diff.png"
        var sized = DiffPairResult(path: "deck/still.png", kind: .sizeMismatch, width: 10, height: 10)
        sized.actualWidth = 12
        sized.actualHeight = 10
        var broken = DiffPairResult(path: "a&b <c>.png", kind: .error)
        broken.reason = .reported("a&b <c>.png: not a readable PNG (\"bad\")")
        return DiffReport(
            expected: "golden", actual: "out", options: DiffOptions(),
            pairs: [
                DiffPairResult(path: "a.png", kind: .identical, width: 10, height: 10),
                DiffPairResult(path: "b.png", kind: .samePixels, width: 10, height: 10),
                DiffPairResult(path: "c.png", kind: .match, width: 10, height: 10, antialiasedPixels: 4),
                DiffPairResult(path: "d.png", kind: .withinBudget, width: 10, height: 10, differentPixels: 1),
                different, sized,
                DiffPairResult(path: "gone.png", kind: .missing),
                DiffPairResult(path: "new.png", kind: .extra),
                broken
            ])
    }

    @Test func jsonParsesWithTheCounts() throws {
        let report = sampleReport()
        let data = try report.json()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let totals = try #require(object["totals"] as? [String: Int])
        #expect(totals["pairs"] == 9 && totals["passed"] == 4 && totals["differences"] == 4 && totals["errors"] == 1)
        #expect(
            totals["different"] == 1 && totals["sizeMismatch"] == 1 && totals["missing"] == 1 && totals["extra"] == 1)
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(
            pairs.map { $0["kind"] as? String } == [
                "identical", "same-pixels", "match", "within-budget", "different", "size-mismatch", "missing", "extra",
                "error"
            ])
        #expect(
            pairs[4]["differentPixels"] as? Int == 7
                && pairs[4]["diffImage"] as? String == "deck/swipe-right/frame-0003.diff.png")
        #expect(pairs[5]["actualWidth"] as? Int == 12)
        #expect(try JSONDecoder().decode(DiffReport.self, from: data) == report)
        // No clock, no randomness: the same report encodes to the same bytes.
        #expect(try sampleReport().json() == data)
    }

    @Test func junitParsesWithTheCounts() throws {
        let xml = Data(JUnitReport.xml(sampleReport(), timing: DiffTiming(started: Date(), pairSeconds: [])).utf8)
        let reader = JUnitReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        // One test case per animation, still, folder or file at the top level.
        #expect(reader.suites.first?["tests"] == "9")
        #expect(reader.suites.first?["failures"] == "4")
        #expect(reader.suites.first?["errors"] == "1")
        #expect(
            reader.testCases.map { $0["name"] } == [
                "a.png", "b.png", "c.png", "d.png", "deck/swipe-right", "deck/still.png", "gone.png", "new.png",
                "a&b <c>.png"
            ])
        #expect(reader.failures.map { $0["type"] } == ["changed", "size-changed", "missing", "new"])
        #expect(reader.errors.count == 1)
        #expect(reader.testCases.first { $0["name"] == "deck/still.png" }?["classname"] == "deck")
        // The frames that fail are the failure's details, one per line, names escaped.
        #expect(xml.count > 0 && String(decoding: xml, as: UTF8.self).contains("a&amp;b &lt;c&gt;.png"))
        #expect(
            String(decoding: xml, as: UTF8.self).contains("deck/swipe-right/frame-0003.png: different: 7 pixels differ")
        )
    }
}

/// Collects the JUnit elements and their attributes.
private final class JUnitReader: NSObject, XMLParserDelegate {
    var suites: [[String: String]] = []
    var testCases: [[String: String]] = []
    var failures: [[String: String]] = []
    var errors: [[String: String]] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testsuite": suites.append(attributes)
        case "testcase": testCases.append(attributes)
        case "failure": failures.append(attributes)
        case "error": errors.append(attributes)
        default: break
        }
    }
}
