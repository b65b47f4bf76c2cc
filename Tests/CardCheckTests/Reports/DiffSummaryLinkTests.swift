import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// The Markdown summary's links are read where the summary is: relative to the summary file's
/// own folder, not to the working directory of the run that wrote it.
@Suite struct DiffSummaryLinkTests {
    static let white: [UInt8] = [255, 255, 255]

    /// The link destinations of a Markdown text, in order.
    static func destinations(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "](").dropFirst().compactMap {
            $0.split(separator: ")").first.map(String.init)
        }
    }

    @Test func linksLeadFromTheSummarysFolderToTheDiffImages() throws {
        let root = try TestFolder(); defer { root.remove() }
        let e = root.file("work/golden"), a = root.file("work/out")
        try DiffTestImages.writePNG(DiffTestImages.solid(10, 10, Self.white), to: "\(e)/deck/still.png")
        try DiffTestImages.writePNG(DiffTestImages.solid(10, 10, [0, 0, 0]), to: "\(a)/deck/still.png")
        try FileManager.default.createDirectory(atPath: root.file("reports"), withIntermediateDirectories: true)
        var run = DiffRun(expected: e, actual: a, out: root.file("work/diff"))
        run.summary = root.file("reports/summary.md")
        _ = try run.run()

        let summary = try String(contentsOfFile: root.file("reports/summary.md"), encoding: .utf8)
        let links = Self.destinations(summary)
        #expect(links.contains("../work/diff/deck/still.diff.png"), "\(summary)")
        for link in links {
            #expect(!link.hasPrefix("/"), "\(link): not relative to the summary")
            let target = (root.file("reports") as NSString).appendingPathComponent(link.removingPercentEncoding ?? link)
            #expect(FileManager.default.fileExists(atPath: target), "\(link) leads nowhere from the summary's folder")
        }
    }

    @Test func aBaseGivenIsKeptAsWrittenButCannotBreakTheLink() {
        #expect(
            SummaryLinkBase.base("https://ci.example/a?run=7#x", summary: "s.md", folder: "out/diff")
                == "https://ci.example/a?run=7#x/")
        #expect(
            SummaryLinkBase.base("https://ci.example/run (7)/", summary: "s.md", folder: "out/diff")
                == "https://ci.example/run%20%287%29/")
        #expect(
            SummaryLinkBase.base("../artefacts|diff", summary: "s.md", folder: "out/diff") == "../artefacts%7Cdiff/")
    }

    @Test func aSummaryStreamedToAFIFOLinksFromTheWorkingDirectory() throws {
        let root = try TestFolder(); defer { root.remove() }
        let fifo = root.file("summary.fifo")
        try #require(mkfifo(fifo, 0o600) == 0)
        let folder = FileManager.default.currentDirectoryPath + "/out (1)/diff"
        #expect(SummaryLinkBase.base(nil, summary: fifo, folder: folder) == "out%20%281%29/diff/")
        // A regular file in the same place: from its own folder.
        #expect(SummaryLinkBase.base(nil, summary: root.file("summary.md"), folder: root.file("x/diff")) == "x/diff/")
    }
}
