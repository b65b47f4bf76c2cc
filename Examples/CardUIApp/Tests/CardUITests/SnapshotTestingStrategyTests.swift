import CardGeometry
import CardRenderSnapshotTesting
import CardUI
import Foundation
import SnapshotTesting
import XCTest

/// The same scenes with swift-snapshot-testing's own call, for teams already on it: cardrender
/// draws and compares, swift-snapshot-testing stores (`__Snapshots__/SnapshotTestingStrategyTests/`).
final class SnapshotTestingStrategyTests: XCTestCase {
    func testCarouselStill() throws {
        let renderer = try Fixtures.renderer()
        let carousel = Carousel(photoCount: renderer.sceneContext.photoCount, titles: Fixtures.titles(renderer))
        assertSnapshot(of: carousel.still(), as: .cardPNG(renderer: renderer))
    }

    func testSwiperSwipeRight() throws {
        let renderer = try Fixtures.renderer()
        let swiper = VerticalCardSwiper(
            photoCount: renderer.sceneContext.photoCount, caption: "First woman to pilot the Space Shuttle")
        assertSnapshot(of: swiper.animations[0], as: .cardFrames(renderer: renderer, fps: 10))
    }

    /// The same animation as one APNG (`testSwiperSwipeRightAsAPNG.1.png`), which a browser and a
    /// pull request's file view play; compared frame by frame all the same.
    func testSwiperSwipeRightAsAPNG() throws {
        let renderer = try Fixtures.renderer()
        let swiper = VerticalCardSwiper(
            photoCount: renderer.sceneContext.photoCount, caption: "First woman to pilot the Space Shuttle")
        assertSnapshot(of: swiper.animations[0], as: .cardAPNG(renderer: renderer, fps: 10))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotTestingStrategyTests")
        let apng = try Data(contentsOf: folder.appendingPathComponent("testSwiperSwipeRightAsAPNG.1.png"))
        let strip = try Data(contentsOf: folder.appendingPathComponent("testSwiperSwipeRight.1.png"))
        XCTAssertNotNil(apng.firstRange(of: Data("acTL".utf8)), "the reference is no animation")
        XCTAssertLessThan(apng.count, strip.count)
    }

    /// A tolerance, in swift-snapshot-testing's names: the carousel drawn with its cards two points
    /// further apart still matches the recorded one.
    func testCarouselStillWithinATolerance() throws {
        let renderer = try Fixtures.renderer()
        var carousel = Carousel(photoCount: renderer.sceneContext.photoCount, titles: Fixtures.titles(renderer))
        carousel.spacing += 2
        assertSnapshot(
            of: carousel.still(), as: .cardPNG(renderer: renderer, precision: 0.99, perceptualPrecision: 0.98),
            testName: "testCarouselStill")
    }

    /// A failure keeps its images where CI can upload them (XCTest's attachments are not saved on
    /// Linux): a swiper whose spring back is stiffer differs from 0.4 s on, and the message names
    /// that frame and the paths of its expected, actual and diff images. The comparison is called
    /// directly, with the artifacts in a scratch folder, so that this test passes.
    func testAFailureLeavesItsImagesAndNamesTheFirstFrame() throws {
        let scratch = NSTemporaryDirectory() + "cardui-strategy-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let renderer = try Fixtures.renderer()
        let swiper = VerticalCardSwiper(photoCount: renderer.sceneContext.photoCount)
        var stiffer = swiper
        stiffer.reset = .uikit(duration: 0.5, dampingRatio: 0.9)
        let strategy = Snapshotting<SceneAnimation, Data>.cardFrames(renderer: renderer, fps: 10, artifacts: scratch)
        let expected = try Self.draw(swiper.animations[1], as: strategy)
        let actual = try Self.draw(stiffer.animations[1], as: strategy)

        let (message, _) = try XCTUnwrap(strategy.diffing.diffV2(expected, actual))
        XCTAssertTrue(message.hasPrefix("cardrender: "), message)
        XCTAssertTrue(message.contains("first at 0.4 s (frame-0004.png)"), message)
        let folder = scratch + "/SnapshotTestingStrategyTests/testAFailureLeavesItsImagesAndNamesTheFirstFrame"
        for path in [
            "expected/frame-0004.png", "actual/frame-0004.png", "diff/frame-0004.diff.png", "diff/report.html"
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(path)"), path)
            XCTAssertTrue(message.contains("\(folder)/\(path)"), "\(path) not in: \(message)")
        }
        // Frames before the spring are the same, and have no diff image.
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/diff/frame-0003.diff.png"))
    }

    /// What the strategy's snapshot closure draws for `animation`.
    static func draw(_ animation: SceneAnimation, as strategy: Snapshotting<SceneAnimation, Data>) throws -> Data {
        var drawn: Data?
        strategy.snapshot(animation).run { drawn = $0 }
        return try XCTUnwrap(drawn)
    }
}
