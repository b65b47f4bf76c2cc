import Testing
@testable import CardRender

/// Spliced shapes are the shapes themselves: a mask or shadow of a new width, cut and joined from
/// one made for another width, matches one made directly, pixel for pixel.
@Suite struct ShapeCacheTests {
    @Test(arguments: [600, 561, 580, 599, 420])
    func splicedMaskEqualsADirectOne(width: Int) throws {
        try VipsRuntime.start()
        let cache = ShapeCache()
        _ = try cache.mask(width: 520, height: 800, radius: 30)  // the reference
        let spliced = try cache.mask(width: width, height: 800, radius: 30)
        let direct = try RoundedRect.mask(width: width, height: 800, radius: 30)
        #expect(spliced.width == width && spliced.height == 800)
        #expect(try spliced.pixels() == direct.pixels())
    }

    @Test(arguments: [600, 561, 599])
    func splicedShadowEqualsADirectOne(width: Int) throws {
        try VipsRuntime.start()
        let cache = ShapeCache()
        _ = try cache.shadow(width: 520, height: 800, radius: 30, sigma: 8, padding: 26, dx: 0, dy: 2)
        let spliced = try cache.shadow(width: width, height: 800, radius: 30, sigma: 8, padding: 26, dx: 0, dy: 2)
        let silhouette = try RoundedRect.mask(width: width, height: 800, radius: 30)
            .embedded(x: 26, y: 28, width: width + 52, height: 852)
        let direct = try silhouette.blurred(sigma: 8)
        #expect(spliced.width == width + 52 && spliced.height == 852)
        #expect(try spliced.pixels() == direct.pixels())
    }
}
