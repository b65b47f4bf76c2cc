import Foundation
import Testing
@testable import CardRender

/// Key frames of the deck compared with the golden PNGs under fixtures/golden/.
/// Re-record them with `make golden` (CARDRENDER_RECORD_GOLDEN=1) after a deliberate visual change,
/// look at them, and commit them.
@Suite struct GoldenFrameTests {
    static let keyFrames = [
        "deck/still.png",
        "deck/swipe-right/frame-0015.png",  // mid-drag, tilted
        "deck/swipe-right/frame-0032.png",  // released: exiting and fading while the stack moves up
        "deck/swipe-left/frame-0033.png",
        "deck/snap-back/frame-0030.png",    // on its way back
        "deck/swipe-right/contact-sheet.png",
    ]

    @Test func deckKeyFramesMatchTheGoldens() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        var settings = RenderSettings()
        settings.scale = 1
        let job = RenderJob(input: Fixtures.photos, output: folder.path, settings: settings, requests: [SceneRequest(name: "deck")])
        _ = try job.run()

        let record = ProcessInfo.processInfo.environment["CARDRENDER_RECORD_GOLDEN"] == "1"
        for name in Self.keyFrames {
            let rendered = folder.file(name)
            let golden = (Fixtures.golden as NSString).appendingPathComponent(name)
            if record {
                try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = try? FileManager.default.removeItem(atPath: golden)
                try FileManager.default.copyItem(atPath: rendered, toPath: golden)
                continue
            }
            guard FileManager.default.fileExists(atPath: golden) else {
                Issue.record("\(golden) is missing: run `make golden`")
                continue
            }
            let expected = try VImage.load(golden), actual = try VImage.load(rendered)
            try #require(expected.width == actual.width && expected.height == actual.height && expected.bands == actual.bands,
                         "\(name): size \(actual.width)×\(actual.height)×\(actual.bands), golden \(expected.width)×\(expected.height)×\(expected.bands)")
            // Small tolerance: another libvips, cairo or zlib build may round a few edge pixels differently.
            let difference = try PixelDifference(expected, actual, threshold: 16)
            #expect(Double(difference.differing) / Double(difference.total) <= 0.001,
                    "\(name): \(difference.differing) pixels differ by more than 16 levels")
            #expect(difference.mean < 0.5, "\(name): mean difference \(difference.mean)")
        }
    }
}
