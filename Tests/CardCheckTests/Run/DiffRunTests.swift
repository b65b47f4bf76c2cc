@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// The engine on files: pairing, kinds, fast paths, artefacts and ordering.
@Suite struct DiffRunTests {
    static let white: [UInt8] = [255, 255, 255]

    /// expected/ and actual/ with one pair of each kind.
    private func makeFolders(_ root: TestFolder) throws -> (expected: String, actual: String) {
        let e = root.file("expected"), a = root.file("actual")
        let base = DiffTestImages.edge(24, 16, at: 10)
        let changed = DiffTestImages.frame(24, 16) { x, y in
            (2..<6).contains(x) && (3..<6).contains(y)
                ? [0, 200, 0] : x < 10 ? [0, 0, 0] : x == 10 ? [128, 128, 128] : Self.white
        }
        for folder in [e, a] { try DiffTestImages.writePNG(base, to: "\(folder)/same-bytes.png") }
        try DiffTestImages.writePNG(base, to: "\(e)/anim/same-pixels.png", compression: 9)
        try DiffTestImages.writePNG(base, to: "\(a)/anim/same-pixels.png", compression: 1)
        try DiffTestImages.writePNG(base, to: "\(e)/anim/changed.png")
        try DiffTestImages.writePNG(changed, to: "\(a)/anim/changed.png")
        try DiffTestImages.writePNG(DiffTestImages.edge(24, 16, at: 10), to: "\(e)/anim/shifted.png")
        try DiffTestImages.writePNG(DiffTestImages.edge(24, 16, at: 11), to: "\(a)/anim/shifted.png")
        try DiffTestImages.writePNG(base, to: "\(e)/sized.png")
        try DiffTestImages.writePNG(DiffTestImages.edge(20, 16, at: 10), to: "\(a)/sized.png")
        try DiffTestImages.writePNG(base, to: "\(e)/gone.png")
        try DiffTestImages.writePNG(base, to: "\(a)/new/extra.png")
        try DiffTestImages.writePNG(base, to: "\(e)/broken.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: "\(a)/broken.png"))
        // Left out: hidden files, other extensions.
        try DiffTestImages.writePNG(base, to: "\(e)/.hidden/x.png")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(a)/notes.txt"))
        return (e, a)
    }

    @Test func everyKindIsReported() throws {
        let root = try TestFolder(); defer { root.remove() }
        let (e, a) = try makeFolders(root)
        let outcome = try DiffRun(expected: e, actual: a).run()
        let kinds = Dictionary(uniqueKeysWithValues: outcome.report.pairs.map { ($0.path, $0.kind) })
        #expect(
            kinds == [
                "same-bytes.png": .identical, "anim/same-pixels.png": .samePixels, "anim/changed.png": .different,
                "anim/shifted.png": .match, "sized.png": .sizeMismatch, "gone.png": .missing, "new/extra.png": .extra,
                "broken.png": .error
            ])
        let byPath = Dictionary(uniqueKeysWithValues: outcome.report.pairs.map { ($0.path, $0) })
        #expect(byPath["anim/changed.png"]?.differentPixels == 12)
        #expect(byPath["anim/shifted.png"]?.antialiasedPixels == 32)
        #expect(
            byPath["sized.png"].map { ($0.width, $0.height, $0.actualWidth, $0.actualHeight) } ?? (nil, nil, nil, nil)
                == (24, 16, 20, 16))
        #expect(byPath["same-bytes.png"]?.width == 24 && byPath["same-bytes.png"]?.height == 16)
        #expect(byPath["broken.png"]?.reason?.description.contains("broken.png: not a PNG file") == true)
        // An unreadable file outranks the differences.
        #expect(outcome.status == .failed)
        let totals = outcome.report.totals
        #expect((totals.pairs, totals.passed, totals.differences, totals.errors) == (8, 3, 4, 1))
    }

    @Test func pairsComeInNaturalPathOrder() throws {
        let root = try TestFolder(); defer { root.remove() }
        let frame = DiffTestImages.solid(4, 4, Self.white)
        for name in ["b/frame-10.png", "b/frame-2.png", "a.png", "B2.png"] {
            try DiffTestImages.writePNG(frame, to: root.file("e/\(name)"))
            try DiffTestImages.writePNG(frame, to: root.file("a/\(name)"))
        }
        let pairs = try DiffInputs.pairs(expected: root.file("e"), actual: root.file("a"))
        #expect(pairs.map(\.path) == ["a.png", "b/frame-2.png", "b/frame-10.png", "B2.png"])
    }

    @Test func twoFilesOrAFileAndAFolder() throws {
        let root = try TestFolder(); defer { root.remove() }
        try DiffTestImages.writePNG(DiffTestImages.solid(5, 5, Self.white), to: root.file("one.png"))
        try DiffTestImages.writePNG(DiffTestImages.solid(5, 5, [0, 0, 0]), to: root.file("two.png"))
        let outcome = try DiffRun(expected: root.file("one.png"), actual: root.file("two.png")).run()
        #expect(outcome.report.pairs.map(\.path) == ["one.png"])
        #expect(outcome.report.pairs.first?.differentPixels == 25)
        #expect(outcome.status == .differences)
        #expect(throws: DiffFailure.self) { try DiffRun(expected: root.file("one.png"), actual: root.path).run() }
        #expect(throws: DiffFailure.self) { try DiffRun(expected: root.file("none"), actual: root.path).run() }
    }

    @Test func budgetLetsAPairPass() throws {
        let root = try TestFolder(); defer { root.remove() }
        let (e, a) = try makeFolders(root)
        var options = DiffOptions()
        options.maxDiffPixels = 12
        let outcome = try DiffRun(expected: e, actual: a, options: options).run()
        #expect(outcome.report.pairs.first { $0.path == "anim/changed.png" }?.kind == .withinBudget)
        options.maxDiffPixels = nil
        options.maxDiffRatio = 11.0 / 384
        #expect(
            try DiffRun(expected: e, actual: a, options: options).run().report.pairs.first {
                $0.path == "anim/changed.png"
            }?.kind == .different)
    }

    @Test func artefactsAndReports() throws {
        let root = try TestFolder(); defer { root.remove() }
        let (e, a) = try makeFolders(root)
        let out = root.file("out")
        // A diff image an earlier diff wrote (its report records its bytes) for a pair that no
        // longer differs goes away; one that no report records stops the run before anything is written.
        try DiffTestImages.writePNG(DiffTestImages.solid(2, 2, Self.white), to: "\(out)/anim/same-pixels.diff.png")
        #expect(throws: DiffFailure.self) { try DiffRun(expected: e, actual: a, out: out).run() }
        #expect(!FileManager.default.fileExists(atPath: "\(out)/report.json"))
        var earlier = DiffReport(
            expected: e, actual: a, options: DiffOptions(),
            pairs: [DiffPairResult(path: "anim/same-pixels.png", kind: .different)])
        earlier.pairs[0].diffImage = "anim/same-pixels.diff.png"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(out)/anim/same-pixels.diff.png")))
        earlier.outputs = [DiffOutputFile(path: "anim/same-pixels.diff.png", data: bytes)]
        try earlier.json().write(to: URL(fileURLWithPath: "\(out)/report.json"))
        let outcome = try DiffRun(
            expected: e, actual: a, out: out, jsonReport: root.file("r.json"), junitReport: root.file("r.xml")
        ).run()
        #expect(outcome.writeFailures.isEmpty)
        let written = Set(
            FileManager.default.enumerator(atPath: out)!.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".png") || $0.hasPrefix("report")
            })
        #expect(
            written == ["anim/changed.diff.png", "contact-sheet.png", "report.html", "report.json", "report.junit.xml"])
        #expect(outcome.report.pairs.first { $0.path == "anim/changed.png" }?.diffImage == "anim/changed.diff.png")

        let diff = try VImage.load("\(out)/anim/changed.diff.png").materialized("reading the diff image")
        #expect(diff.width == 24 && diff.height == 16 && diff.bands == 3)
        #expect(try TestImages.pixel(diff, 3, 4) == [255, 0, 0])
        #expect(try TestImages.pixel(diff, 20, 1) == [255, 255, 255])
        let sheet = try VImage.load("\(out)/contact-sheet.png")
        #expect(sheet.width == 3 * DiffSheet.thumbnailWidth + 2 * DiffSheet.gap + 2 * DiffSheet.padding)

        #expect(FileManager.default.contentsEqual(atPath: root.file("r.json"), andPath: "\(out)/report.json"))
        #expect(FileManager.default.contentsEqual(atPath: root.file("r.xml"), andPath: "\(out)/report.junit.xml"))
    }

    @Test func resultsDoNotDependOnTheNumberOfWorkers() throws {
        let root = try TestFolder(); defer { root.remove() }
        for i in 0..<12 {
            let e = DiffTestImages.frame(30, 20) { x, y in (x + y + i) % 7 == 0 ? [10, 20, 30] : Self.white }
            let a = DiffTestImages.frame(30, 20) { x, y in (x * y + i) % 5 == 0 ? [10, 20, 30] : Self.white }
            try DiffTestImages.writePNG(e, to: root.file("e/f\(i).png"))
            try DiffTestImages.writePNG(a, to: root.file("a/f\(i).png"))
        }
        var reports: [Data] = []
        for workers in [1, 4] {
            var options = DiffOptions()
            options.workers = workers
            reports.append(
                try DiffRun(expected: root.file("e"), actual: root.file("a"), options: options).run().report.json())
        }
        #expect(reports[0] == reports[1])
    }
}
