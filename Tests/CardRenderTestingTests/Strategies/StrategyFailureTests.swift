import CardCheck
import CardGeometry
import CardRender
import CardRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import TestSupport

/// The swift-snapshot-testing strategies on failure: XCTest's attachments are not saved on Linux,
/// so the expected, actual and diff images are written to an artifacts folder and the message
/// gives their paths; a film strip is cut back into frames, and the message names the first frame
/// that differs and its time. A comparison that passes writes nothing.
@Suite struct StrategyFailureTests {
    /// SlidingCards' slide-in, with the first card moved by `nudge` points from `from` seconds on.
    static func slideIn(nudgedBy nudge: Double, from: Double) -> SceneAnimation {
        let plain = SlidingCards(), nudged = SlidingCards(nudge: nudge)
        return SceneAnimation(name: "slide-in", summary: "", duration: 0.2) { time in
            (time < from ? plain : nudged).frame(slide: time / 0.2)
        }
    }

    static func draw<Value>(_ value: Value, as strategy: Snapshotting<Value, Data>) throws -> Data {
        var drawn: Data?
        strategy.snapshot(value).run { drawn = $0 }
        return try #require(drawn)
    }

    @Test func aFilmStripFailureNamesTheFirstFrameAndLeavesEachFramesImages() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let strategy = Snapshotting<SceneAnimation, Data>.cardFrames(
            renderer: try CardSnapshotTests.renderer(), fps: 20, artifacts: folder.path)
        let expected = try Self.draw(Self.slideIn(nudgedBy: 0, from: 0), as: strategy)
        let actual = try Self.draw(Self.slideIn(nudgedBy: 2, from: 0.1), as: strategy)

        let (message, attachments) = try #require(strategy.diffing.diffV2(expected, actual))
        let artifacts = folder.file("StrategyFailureTests/aFilmStripFailureNamesTheFirstFrameAndLeavesEachFramesImages")
        #expect(
            message.split(separator: "\n").first
                == "cardrender: 3 of 5 frames differ, first at 0.1 s (frame-0002.png).",
            "\(message)")
        #expect(message.contains("Expected: \(artifacts)/expected/frame-0002.png"), "\(message)")
        #expect(message.contains("Actual: \(artifacts)/actual/frame-0002.png"), "\(message)")
        #expect(message.contains("Difference: \(artifacts)/diff/frame-0002.diff.png"), "\(message)")
        #expect(message.contains("Review page: \(artifacts)/diff/\(DiffRun.reviewPageName)"), "\(message)")
        let files = try TestFolder.files(under: artifacts)
        for frame in 0..<5 {
            let name = String(format: "frame-%04d", frame)
            #expect(files.contains("expected/\(name).png") && files.contains("actual/\(name).png"), "\(files)")
            #expect(files.contains("diff/\(name).diff.png") == (frame >= 2), "\(name): \(files)")
        }
        #expect(attachments.count == 1)
    }

    @Test func anAPNGSnapshotIsComparedFrameByFrame() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let strategy = Snapshotting<SceneAnimation, Data>.cardAPNG(
            renderer: try CardSnapshotTests.renderer(), fps: 20, artifacts: folder.path)
        let expected = try Self.draw(Self.slideIn(nudgedBy: 0, from: 0), as: strategy)
        let actual = try Self.draw(Self.slideIn(nudgedBy: 2, from: 0.1), as: strategy)
        // One file that plays: a PNG signature and an animation control chunk for 5 frames.
        #expect(expected.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let control = try #require(expected.firstRange(of: Data("acTL".utf8)))
        #expect(expected[control.upperBound..<control.upperBound + 4] == Data([0, 0, 0, 5]))
        #expect(try Self.draw(Self.slideIn(nudgedBy: 0, from: 0), as: strategy) == expected)

        #expect(strategy.diffing.diffV2(expected, expected) == nil)
        let (message, attachments) = try #require(strategy.diffing.diffV2(expected, actual))
        let artifacts = folder.file("StrategyFailureTests/anAPNGSnapshotIsComparedFrameByFrame")
        #expect(
            message.split(separator: "\n").first
                == "cardrender: 3 of 5 frames differ, first at 0.1 s (frame-0002.png).",
            "\(message)")
        #expect(message.contains("Expected: \(artifacts)/expected/frame-0002.png"), "\(message)")
        let files = try TestFolder.files(under: artifacts)
        for frame in 0..<5 {
            let name = String(format: "frame-%04d", frame)
            #expect(files.contains("expected/\(name).png") && files.contains("actual/\(name).png"), "\(files)")
            #expect(files.contains("diff/\(name).diff.png") == (frame >= 2), "\(name): \(files)")
        }
        #expect(attachments.count == 1)

        // A snapshot that is no APNG (a film strip recorded before) is refused with the reason.
        let strip = try Self.draw(
            Self.slideIn(nudgedBy: 0, from: 0),
            as: .cardFrames(renderer: try CardSnapshotTests.renderer(), fps: 20, artifacts: folder.path))
        let (refusal, _) = try #require(strategy.diffing.diffV2(strip, actual))
        #expect(
            refusal.hasPrefix("cardrender could not compare the PNGs: the recorded snapshot is no APNG"), "\(refusal)")
    }

    @Test func aStillFailureLeavesItsImagesInAFolderOfItsOwn() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let renderer = try CardSnapshotTests.renderer()
        let strategy = Snapshotting<SceneFrame, Data>.cardPNG(renderer: renderer, artifacts: folder.path)
        let expected = try Self.draw(SlidingCards().still(), as: strategy)
        let actual = try Self.draw(SlidingCards(nudge: 2).still(), as: strategy)
        for attempt in ["", "~2"] {
            let (message, _) = try #require(strategy.diffing.diffV2(expected, actual))
            let artifacts = folder.file("StrategyFailureTests/aStillFailureLeavesItsImagesInAFolderOfItsOwn\(attempt)")
            #expect(message.hasPrefix("cardrender: 1 of 1 image differs"), "\(message)")
            #expect(message.contains("Difference: \(artifacts)/diff/snapshot.diff.png"), "\(message)")
            #expect(
                try TestFolder.files(under: artifacts) == [
                    "actual/snapshot.png", "diff/contact-sheet.png", "diff/report.html", "diff/report.json",
                    "diff/report.junit.xml", "diff/snapshot.diff.png", "expected/snapshot.png"
                ])
        }
    }

    @Test func aComparisonThatPassesWritesNothing() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let renderer = try CardSnapshotTests.renderer()
        let strategy = Snapshotting<SceneFrame, Data>.cardPNG(renderer: renderer, artifacts: folder.file("artifacts"))
        // The same pixels in other bytes (another compression): compared by pixels, and passing.
        var other = renderer.settings
        other.pngCompression = .fast
        let expected = Data(try FrameRenderer(input: Repository.photos, settings: other).png(SlidingCards().still()))
        let actual = try Self.draw(SlidingCards().still(), as: strategy)
        #expect(expected != actual)
        #expect(strategy.diffing.diffV2(expected, actual) == nil)
        // Within a tolerance: one pixel of 19,800 at precision 0.99.
        let tolerant = Snapshotting<SceneFrame, Data>.cardPNG(
            renderer: renderer, precision: 0.99, artifacts: folder.file("artifacts"))
        #expect(tolerant.diffing.diffV2(actual, try Self.draw(SlidingCards(dot: true).still(), as: tolerant)) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.file("artifacts")))
    }

    @Test func aToleranceOutOfRangeFailsWithItsName() throws {
        let strategy = Snapshotting<SceneFrame, Data>.cardPNG(
            renderer: try CardSnapshotTests.renderer(), perceptualPrecision: 2)
        let (message, _) = try #require(strategy.diffing.diffV2(Data([1]), Data([1])))
        #expect(message == "cardrender: perceptualPrecision 2.0: must be from 0 to 1")
    }
}
