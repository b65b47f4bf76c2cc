import CardGeometry
import CardRenderSnapshotTesting
import CardUI
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

    /// A card one point off the recorded carousel fails with cardrender's explanation.
    func testAOnePointChangeFails() throws {
        let renderer = try Fixtures.renderer()
        var carousel = Carousel(photoCount: renderer.sceneContext.photoCount, titles: Fixtures.titles(renderer))
        carousel.spacing += 1
        let failure = verifySnapshot(
            of: carousel.still(), as: .cardPNG(renderer: renderer), record: .never, testName: "testCarouselStill")
        XCTAssertNotNil(failure)
        XCTAssertTrue(failure?.contains("cardrender: ") == true, failure ?? "")
    }
}
