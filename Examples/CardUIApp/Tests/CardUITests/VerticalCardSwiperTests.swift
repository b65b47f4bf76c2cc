import CardGeometry
import CardRenderTesting
import CardUI
import XCTest

/// XCTest: the vertical swiper at rest, half-way through a swipe, and both of its animations.
final class VerticalCardSwiperTests: XCTestCase {
    func testSwiper() throws {
        let renderer = try Fixtures.renderer()
        let swiper = VerticalCardSwiper(
            photoCount: renderer.sceneContext.photoCount, caption: "First woman to pilot the Space Shuttle")
        assertCardSnapshot(of: swiper, renderer: renderer)
        assertCardSnapshot(of: swiper, .moment(animation: "swipe-right", time: 0.3), renderer: renderer)
        assertCardSnapshot(of: swiper, .animation("swipe-right", fps: 10), renderer: renderer)
        assertCardSnapshot(of: swiper, .animation("snap-back", fps: 10), renderer: renderer)
    }
}
