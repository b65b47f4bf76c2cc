import Foundation
import Testing
import TestSupport
@testable import CardRender

/// The diff contact sheet the README shows, made from the fixtures: the swipe-right animation
/// rendered as is, and again with the top photo renamed (its card's label reads "astronaut 2").
/// The sheet is compared with fixtures/golden/diff/contact-sheet.png; `make golden`
/// (CARDRENDER_RECORD_GOLDEN=1) re-records it.
@Suite struct GoldenDiffSheetTests {
    static let golden = (Repository.golden as NSString).appendingPathComponent("diff/contact-sheet.png")

    @Test func diffContactSheetMatchesTheGolden() throws {
        let work = try TestFolder(); defer { work.remove() }
        let renamed = work.file("photos-renamed")
        try FileManager.default.createDirectory(atPath: renamed, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try FileManager.default.copyItem(atPath: (Repository.photos as NSString).appendingPathComponent(name),
                                             toPath: (renamed as NSString).appendingPathComponent(name == "astronaut.png" ? "astronaut_2.png" : name))
        }
        var settings = RenderSettings()
        settings.scale = 0.5
        settings.fps = 5
        for (input, output) in [(Repository.photos, "expected"), (renamed, "actual")] {
            _ = try RenderJob(input: input, output: work.file(output), settings: settings,
                              requests: [SceneRequest(name: "deck", animations: ["swipe-right"])]).run()
        }

        let outcome = try DiffRun(expected: work.file("expected"), actual: work.file("actual"), out: work.file("diff")).run()
        let kinds = Dictionary(uniqueKeysWithValues: outcome.report.pairs.map { ($0.path, $0.kind) })
        // The top card shows the label at rest; once it has flown out, the frames are the same.
        #expect(kinds["deck/still.png"] == .different)
        #expect(kinds["deck/swipe-right/frame-0004.png"] == .identical)
        #expect(outcome.status == .differences)
        let sheet = try #require(outcome.contactSheet)

        if ProcessInfo.processInfo.environment["CARDRENDER_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(atPath: (Self.golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = try? FileManager.default.removeItem(atPath: Self.golden)
            try FileManager.default.copyItem(atPath: sheet, toPath: Self.golden)
            return
        }
        guard FileManager.default.fileExists(atPath: Self.golden) else {
            Issue.record("\(Self.golden) is missing: run `make golden`")
            return
        }
        let expected = try VImage.load(Self.golden), actual = try VImage.load(sheet)
        try #require(expected.width == actual.width && expected.height == actual.height && expected.bands == actual.bands,
                     "sheet \(actual.width)×\(actual.height)×\(actual.bands), golden \(expected.width)×\(expected.height)×\(expected.bands)")
        // The same small tolerance as the golden frames: other libvips, cairo or zlib builds.
        let difference = try PixelDifference(expected, actual, threshold: 16)
        #expect(Double(difference.differing) / Double(difference.total) <= 0.001, "\(difference.differing) pixels differ by more than 16 levels")
        #expect(difference.mean < 0.5, "mean difference \(difference.mean)")
    }
}
