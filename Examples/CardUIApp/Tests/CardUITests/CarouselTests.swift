import CardGeometry
import CardRenderTesting
import CardUI
import Testing

/// Swift Testing: the carousel at rest and scrolling, against the snapshots beside this file.
@Suite struct CarouselTests {
    @Test func carousel() throws {
        let renderer = try Fixtures.renderer()
        let carousel = Carousel(photoCount: renderer.sceneContext.photoCount, titles: Fixtures.titles(renderer))
        assertCardSnapshot(of: carousel, renderer: renderer)
        assertCardSnapshot(of: carousel, .animation("scroll", fps: 10), renderer: renderer)
    }
}
