import Testing
@testable import CardCheck
import TestSupport

@Suite struct PixelComparatorTests {
    @Test func identicalFramesHaveNoDifference() {
        let a = DiffTestImages.edge(16, 9, at: 7), b = DiffTestImages.edge(16, 9, at: 7)
        #expect(DiffTestImages.compare(a, b) == .init(different: 0, antialiased: 0))
    }

    @Test func changedPixelsAreCountedExactly() {
        let white: [UInt8] = [255, 255, 255]
        let expected = DiffTestImages.solid(20, 20, white)
        // A 3×4 red block at (5, 6) and one more red pixel on its own at (15, 2).
        let actual = DiffTestImages.frame(20, 20) { x, y in
            ((5..<8).contains(x) && (6..<10).contains(y)) || (x == 15 && y == 2) ? [255, 0, 0] : white
        }
        #expect(DiffTestImages.compare(expected, actual) == .init(different: 13, antialiased: 0))
        var options = DiffOptions()
        options.detectAntialiasing = false
        #expect(DiffTestImages.compare(expected, actual, options) == .init(different: 13, antialiased: 0))
    }

    /// Black against grey g: ΔY = g·(0.29889531 + 0.58662247 + 0.11448223) ≈ g, ΔI ≈ ΔQ ≈ 0, so the
    /// distance is 0.5053·g². The default threshold 0.1 allows 35215·0.01 = 352.15:
    /// g = 26 gives 341.58 (same), g = 27 gives 368.36 (different).
    @Test func defaultThresholdOnGreys() {
        let black = DiffTestImages.solid(6, 5, [0, 0, 0])
        #expect(DiffTestImages.compare(black, DiffTestImages.solid(6, 5, [26, 26, 26])).different == 0)
        #expect(DiffTestImages.compare(black, DiffTestImages.solid(6, 5, [27, 27, 27])).different == 30)
    }

    /// (100, 100, 100) against (100, 100, 130): ΔY = 30·0.11448223 = 3.43447, ΔI = −30·0.32180189 =
    /// −9.65406, ΔQ = 30·0.31114694 = 9.33441, so the distance is 0.5053·11.7956 + 0.299·93.2008 +
    /// 0.1957·87.1312 = 50.879. Threshold 0.03 allows 31.69 (different); 0.04 allows 56.34 (same);
    /// 0.0380 allows 50.85 and 0.0381 allows 51.12, which pins the distance between the two.
    @Test func thresholdOnABlueShift() {
        let a = DiffTestImages.solid(4, 4, [100, 100, 100]), b = DiffTestImages.solid(4, 4, [100, 100, 130])
        var options = DiffOptions()
        options.threshold = 0.0380
        #expect(DiffTestImages.compare(a, b, options).different == 16)
        options.threshold = 0.0381
        #expect(DiffTestImages.compare(a, b, options).different == 0)
        options.threshold = 0.03
        #expect(DiffTestImages.compare(a, b, options).different == 16)
        options.threshold = 0.04
        #expect(DiffTestImages.compare(a, b, options).different == 0)
        options.threshold = 0
        #expect(DiffTestImages.compare(a, DiffTestImages.solid(4, 4, [100, 100, 101]), options).different == 16)
    }

    /// Transparent pixels are laid over white first: any colour at alpha 0 is white.
    @Test func transparentPixelsCompareAsWhite() {
        let a = DiffTestImages.solid(3, 3, [0, 0, 0, 0]), b = DiffTestImages.solid(3, 3, [255, 0, 0, 0])
        #expect(
            DiffTestImages.compare(
                a, b,
                {
                    var o = DiffOptions(); o.threshold = 0; return o
                }()
            ).different == 0)
    }

    /// The same anti-aliased edge drawn one pixel to the right: both changed columns are
    /// in-between pixels next to flat areas, so they are anti-aliasing, not a change.
    @Test func edgeShiftedByOnePixelIsAntialiasing() {
        let expected = DiffTestImages.edge(10, 8, at: 4), actual = DiffTestImages.edge(10, 8, at: 5)
        #expect(DiffTestImages.compare(expected, actual) == .init(different: 0, antialiased: 16))
        var options = DiffOptions()
        options.detectAntialiasing = false
        #expect(DiffTestImages.compare(expected, actual, options) == .init(different: 16, antialiased: 0))
    }

    /// A solid square drawn into the flat part of the same picture is a real change.
    @Test func solidSquareNextToAnEdgeIsARealChange() {
        let expected = DiffTestImages.edge(12, 10, at: 3)
        let actual = DiffTestImages.frame(12, 10) { x, y in
            (7..<10).contains(x) && (4..<7).contains(y)
                ? [200, 30, 30] : x < 3 ? [0, 0, 0] : x == 3 ? [128, 128, 128] : [255, 255, 255]
        }
        #expect(DiffTestImages.compare(expected, actual) == .init(different: 9, antialiased: 0))
    }

    @Test func diffImageColours() {
        let expected = DiffTestImages.frame(10, 8) { x, y in
            x == 0 && y == 0 ? [0, 0, 0] : x < 4 ? [0, 0, 0] : x == 4 ? [128, 128, 128] : [255, 255, 255]
        }
        let actual = DiffTestImages.frame(10, 8) { x, y in
            x == 8 && y == 4 ? [0, 0, 255] : x < 5 ? [0, 0, 0] : x == 5 ? [128, 128, 128] : [255, 255, 255]
        }
        var diff = [UInt8](repeating: 7, count: 10 * 8 * 3)
        let counts = DiffTestImages.compare(expected, actual, diff: &diff)
        #expect(counts == .init(different: 1, antialiased: 16))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(diff[(y * 10 + x) * 3..<(y * 10 + x) * 3 + 3]) }
        #expect(pixel(8, 4) == [255, 0, 0])  // changed: red
        #expect(pixel(4, 2) == [255, 255, 0])  // anti-aliasing: yellow
        #expect(pixel(9, 0) == [255, 255, 255])  // white stays white
        // Black at 10 %: 255 + (0 − 255)·0.1 = 229.5, rounded to 230.
        #expect(pixel(0, 0) == [230, 230, 230])
    }

    @Test func budgetByCountAndRatio() {
        var options = DiffOptions()
        #expect(options.allows(0, of: 400))
        #expect(!options.allows(1, of: 400))
        options.maxDiffPixels = 12
        #expect(options.allows(12, of: 400) && !options.allows(13, of: 400))
        options.maxDiffPixels = nil
        options.maxDiffRatio = 0.03
        #expect(options.allows(12, of: 400) && !options.allows(13, of: 400))
        // Both given: both must hold.
        options.maxDiffPixels = 10
        #expect(!options.allows(12, of: 400) && options.allows(10, of: 400))
    }
}
