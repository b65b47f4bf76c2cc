import Foundation
import Testing
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
@testable import CardCheck
#endif

/// Pairs whose pixels changed but stayed within the budget pass, and every report still says so:
/// the summary, report.json and JUnit name them instead of reading like an unchanged run.
@Suite struct WithinBudgetReportTests {
    static let white: [UInt8] = [255, 255, 255]

    /// An animation of three 10×10 frames whose second frame has one pixel changed (1 %), and an
    /// unchanged still, compared with a 5 % budget.
    private func run(_ root: TestFolder) throws -> DiffRun.Outcome {
        let e = root.file("expected"), a = root.file("actual")
        let plain = DiffTestImages.solid(10, 10, Self.white)
        let dotted = DiffTestImages.frame(10, 10) { x, y in x == 4 && y == 4 ? [0, 0, 0] : Self.white }
        for folder in [e, a] {
            try DiffTestImages.writePNG(plain, to: "\(folder)/deck/swipe/frame-0001.png")
            try DiffTestImages.writePNG(plain, to: "\(folder)/deck/swipe/frame-0003.png")
            try DiffTestImages.writePNG(plain, to: "\(folder)/deck/still.png")
        }
        try DiffTestImages.writePNG(plain, to: "\(e)/deck/swipe/frame-0002.png")
        try DiffTestImages.writePNG(dotted, to: "\(a)/deck/swipe/frame-0002.png")
        var options = DiffOptions()
        options.maxDiffRatio = 0.05
        var run = DiffRun(
            expected: e, actual: a, options: options, out: root.file("diff"), junitReport: root.file("report.xml"))
        run.summary = root.file("summary.md")
        return try run.run()
    }

    @Test func theSummarySaysWhatChangedWithinTheBudget() throws {
        let root = try TestFolder(); defer { root.remove() }
        let outcome = try run(root)
        #expect(outcome.status == .noDifferences)
        let summary = try String(contentsOfFile: root.file("summary.md"), encoding: .utf8)
        #expect(!summary.contains("no visual changes"), "\(summary)")
        #expect(summary.contains("1 frame changed within the budget"), "\(summary)")
        #expect(summary.contains("`deck/swipe`"), "\(summary)")
    }

    @Test func reportJSONCountsAndNamesThem() throws {
        let root = try TestFolder(); defer { root.remove() }
        _ = try run(root)
        let data = try Data(contentsOf: URL(fileURLWithPath: root.file("diff/report.json")))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["totals"] as? [String: Int])?["withinBudget"] == 1)
        let changes = try #require(object["withinBudget"] as? [[String: Any]], "\(object.keys.sorted())")
        #expect(changes.map { $0["name"] as? String } == ["deck/swipe"])
        #expect(changes.first?["paths"] as? [String] == ["deck/swipe/frame-0002.png"])
        #expect(changes.first?["worstPath"] as? String == "deck/swipe/frame-0002.png")
    }

    @Test func junitPassesTheAnimationAndSaysSo() throws {
        let root = try TestFolder(); defer { root.remove() }
        _ = try run(root)
        let xml = try Data(contentsOf: URL(fileURLWithPath: root.file("report.xml")))
        let reader = JUnitCases()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.failures == 0)
        let swipe = try #require(reader.cases.first { $0.name == "deck/swipe" })
        #expect(swipe.systemOut.contains("deck/swipe/frame-0002.png"), "\(swipe.systemOut)")
        #expect(swipe.systemOut.contains("within the budget"), "\(swipe.systemOut)")
        #expect(reader.cases.first { $0.name == "deck/still.png" }?.systemOut == "")
    }
}

/// JUnit test cases with their failures and system-out text.
final class JUnitCases: NSObject, XMLParserDelegate {
    struct Case { var name: String; var failure: String?; var message: String?; var systemOut = "" }
    var cases: [Case] = []
    var failures = 0
    private var element = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        element = name
        switch name {
        case "testcase": cases.append(Case(name: attributes["name"] ?? ""))
        case "failure":
            failures += 1
            cases[cases.count - 1].message = attributes["message"]
            cases[cases.count - 1].failure = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !cases.isEmpty else { return }
        if element == "system-out" { cases[cases.count - 1].systemOut += string }
        if element == "failure" { cases[cases.count - 1].failure? += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        element = ""
    }
}
