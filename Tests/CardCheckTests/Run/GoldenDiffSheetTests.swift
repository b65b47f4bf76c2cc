import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardRender
@testable import CardCheck

/// The diff contact sheet the README shows, made from the fixtures: the swipe-right animation
/// rendered as is, and again with the top photo renamed (its card's label reads "astronaut 2").
/// The sheet is compared with fixtures/golden/diff/contact-sheet.png; `make golden`
/// (CARDRENDER_RECORD_GOLDEN=1) re-records it.
@Suite struct GoldenDiffSheetTests {
    @Test func diffContactSheetMatchesTheGolden() throws {
        let work = try TestFolder(); defer { work.remove() }
        let renamed = work.file("photos-renamed")
        try FileManager.default.createDirectory(atPath: renamed, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try FileManager.default.copyItem(
                atPath: (Repository.photos as NSString).appendingPathComponent(name),
                toPath: (renamed as NSString).appendingPathComponent(name == "astronaut.png" ? "astronaut_2.png" : name)
            )
        }
        var settings = RenderSettings()
        settings.scale = 0.5
        settings.fps = 5
        for (input, output) in [(Repository.photos, "expected"), (renamed, "actual")] {
            _ = try RenderJob(
                input: input, output: work.file(output), settings: settings,
                requests: [SceneRequest(name: "deck", animations: ["swipe-right"])]
            ).run()
        }

        let outcome = try DiffRun(expected: work.file("expected"), actual: work.file("actual"), out: work.file("diff"))
            .run()
        let kinds = Dictionary(uniqueKeysWithValues: outcome.report.pairs.map { ($0.path, $0.kind) })
        // The top card shows the label at rest; once it has flown out, the frames are the same.
        #expect(kinds["deck/still.png"] == .different)
        #expect(kinds["deck/swipe-right/frame-0004.png"] == .identical)
        #expect(outcome.status == .differences)
        let sheet = try #require(outcome.contactSheet)
        try GoldenImage.expectMatch(sheet, golden: "diff/contact-sheet.png", tolerance: .otherBuilds)
    }
}
