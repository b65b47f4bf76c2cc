@testable import CardImaging
import Testing
@testable import CardRender
import TestSupport

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

/// The same in two dimensions: a photo flying into a grid changes its width and height together.
@Suite struct ShapeCacheSizeTests {
    static let sizes = [(600, 500), (333, 401), (520, 800), (300, 260), (900, 1000)]

    @Test(arguments: sizes)
    func splicedMaskEqualsADirectOne(width: Int, height: Int) throws {
        try VipsRuntime.start()
        let cache = ShapeCache()
        _ = try cache.mask(width: 520, height: 640, radius: 30)
        let spliced = try cache.mask(width: width, height: height, radius: 30)
        #expect(spliced.width == width && spliced.height == height)
        #expect(try spliced.pixels() == RoundedRect.mask(width: width, height: height, radius: 30).pixels())
    }

    @Test(arguments: sizes)
    func splicedBorderEqualsADirectOne(width: Int, height: Int) throws {
        try VipsRuntime.start()
        let cache = ShapeCache()
        _ = try cache.stroke(width: 520, height: 640, radius: 12, lineWidth: 15)
        let spliced = try cache.stroke(width: width, height: height, radius: 12, lineWidth: 15)
        #expect(spliced.width == width && spliced.height == height)
        #expect(
            try spliced.pixels()
                == RoundedRect.strokeMask(width: width, height: height, radius: 12, lineWidth: 15).pixels())
    }

    @Test(arguments: sizes)
    func splicedShadowEqualsADirectOne(width: Int, height: Int) throws {
        try VipsRuntime.start()
        let cache = ShapeCache()
        _ = try cache.shadow(width: 520, height: 640, radius: 30, sigma: 8, padding: 26, dx: 3, dy: 2)
        let spliced = try cache.shadow(width: width, height: height, radius: 30, sigma: 8, padding: 26, dx: 3, dy: 2)
        let direct = try RoundedRect.mask(width: width, height: height, radius: 30)
            .embedded(x: 29, y: 28, width: width + 52, height: height + 52).blurred(sigma: 8)
        #expect(spliced.width == width + 52 && spliced.height == height + 52)
        #expect(try spliced.pixels() == direct.pixels())
    }

    @Test func aShapeTooSmallToSpliceIsMadeDirectly() throws {
        try VipsRuntime.start()
        let cache = ShapeCache()
        _ = try cache.stroke(width: 520, height: 640, radius: 12, lineWidth: 15)
        let small = try cache.stroke(width: 40, height: 36, radius: 12, lineWidth: 15)
        #expect(try small.pixels() == RoundedRect.strokeMask(width: 40, height: 36, radius: 12, lineWidth: 15).pixels())
    }
}
