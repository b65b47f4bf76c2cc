import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// The names a diff's reports give people: every group has one, and links in the Markdown
/// summary stay links whatever the folder is called.
@Suite struct DiffNamesTests {
    private func differing(_ path: String, image: String? = nil) -> DiffPairResult {
        var pair = DiffPairResult(path: path, kind: .different, width: 10, height: 10, differentPixels: 5)
        pair.diffImage = image
        return pair
    }

    @Test func twoFilesAreOneGroupNamedByTheFile() throws {
        let root = try TestFolder(); defer { root.remove() }
        try DiffTestImages.writePNG(DiffTestImages.solid(5, 5, [255, 255, 255]), to: root.file("a.png"))
        try DiffTestImages.writePNG(DiffTestImages.solid(5, 5, [0, 0, 0]), to: root.file("b.png"))
        let report = try DiffRun(expected: root.file("a.png"), actual: root.file("b.png")).run().report
        #expect(report.groups.map(\.name) == ["a.png"])
        #expect(
            report.groups.first?.summary == "a.png: differs, 100.00 % of pixels",
            "\(report.groups.first?.summary ?? "")")
    }

    @Test func filesAtTheTopOfTheFoldersAreGroupsOfTheirOwn() throws {
        let pairs = [
            differing("a.png"), DiffPairResult(path: "b.png", kind: .identical, width: 10, height: 10),
            differing("deck/still.png")
        ]
        let report = DiffReport(expected: "e", actual: "a", options: DiffOptions(), pairs: pairs)
        #expect(report.groups.map(\.name) == ["a.png", "b.png", "deck/still.png"])
        #expect(report.groups.allSatisfy { !$0.name.isEmpty })
        #expect(report.groups[0].summary == "a.png: differs, 5.00 % of pixels")
        #expect(report.groups[1].summary == "b.png: passed")
        let junit = JUnitReport.xml(report, timing: DiffTiming(started: Date(), pairSeconds: []))
        #expect(!junit.contains(#"name="""#) && !junit.contains(#"name=".""#), "\(junit)")
        #expect(junit.contains(#"<testcase classname="cardrender.diff" name="a.png" time="0.000">"#), "\(junit)")
        let markdown = DiffSummary.markdown(report, artefacts: nil)
        #expect(markdown.contains("| `a.png` |") && !markdown.contains("| `` |"), "\(markdown)")
    }

    /// `[text](destination)`: the destination of every link in `markdown`.
    private func linkDestinations(_ markdown: String) throws -> [String] {
        let link = try Regex(#"\]\(([^)]*)\)"#)
        return markdown.matches(of: link).map { String($0.output[1].substring ?? "") }
    }

    @Test(arguments: ["/tmp/o (1)/diff", "/tmp/o (1) #2?/50%/épreuves", "relative folder/diff"])
    func summaryLinksToArtefactsAreValidMarkdownLinks(artefacts: String) throws {
        let report = DiffReport(
            expected: "e", actual: "a", options: DiffOptions(),
            pairs: [differing("deck/still (2).png", image: "deck/still (2).diff.png")])
        let links = DiffSummary.Artefacts(folder: artefacts, links: MarkdownLink.destination(artefacts) + "/")
        let markdown = DiffSummary.markdown(report, artefacts: links)
        let destinations = try linkDestinations(markdown)
        #expect(destinations.count == 1, "\(markdown)")
        for destination in destinations {
            // CommonMark: a destination without angle brackets has no spaces, controls or unbalanced parentheses.
            #expect(
                destination.allSatisfy { $0.isASCII && !$0.isWhitespace && !"()<>#?".contains($0) }, "\(destination)")
            #expect(destination.removingPercentEncoding == artefacts + "/deck/still (2).diff.png", "\(destination)")
        }
    }
}
