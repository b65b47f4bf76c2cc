import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport

/// The integer kernels behind `Canvas` against the same maths in floating point: every result
/// within one level, premultiplied colour never above alpha, and edges that keep their area.
@Suite struct CanvasTests {
    /// Random premultiplied RGBA pixels (each channel at most its alpha).
    private func premultiplied(_ count: Int, seed: UInt64) -> [UInt8] {
        let noise = BadInputs.noise(count * 5, seed: seed)
        return (0..<count).flatMap { i -> [UInt8] in
            // A third opaque, a third clear, a third in between: the kernels' three cases.
            let a: UInt8 =
                switch noise[5 * i] % 3 {
                case 0: 255;
                case 1: 0;
                default: noise[5 * i + 4]
                }
            let alpha = Int(a)
            let colour: [UInt8] = (1...3).map { (k: Int) -> UInt8 in UInt8(Int(noise[5 * i + k]) * alpha / 255) }
            return colour + [a]
        }
    }

    private func image(_ pixels: [UInt8], width: Int, height: Int, bands: Int = 4) throws -> VImage {
        try VipsRuntime.start()
        return try VImage.fromPixels(pixels, width: width, height: height, bands: bands)
    }

    @Test func overMatchesTheFormula() throws {
        let width = 64, height = 32
        let destination = premultiplied(width * height, seed: 1), source = premultiplied(width * height, seed: 2)
        let canvas = try Canvas.copying(image(destination, width: width, height: height))
        try canvas.over(image(source, width: width, height: height), x: 0, y: 0)
        let result = try canvas.intoImage().pixels()
        for i in 0..<(width * height) {
            let sa = Double(source[4 * i + 3]) / 255
            for c in 0..<4 {
                let expected = Double(source[4 * i + c]) + Double(destination[4 * i + c]) * (1 - sa)
                #expect(abs(Double(result[4 * i + c]) - expected) <= 1, "pixel \(i) channel \(c)")
            }
            #expect((0..<3).allSatisfy { result[4 * i + $0] <= result[4 * i + 3] })
        }
    }

    @Test func colourOverCoverageIsTheCoverageCanvasLaidOver() throws {
        let width = 48, height = 20
        let destination = premultiplied(width * height, seed: 3)
        let coverage = try image(BadInputs.noise(width * height, seed: 4), width: width, height: height, bands: 1)
        let colour = Color(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.7)
        let direct = try Canvas.copying(image(destination, width: width, height: height))
        try direct.over(colour, coverage: coverage)
        let layered = try Canvas.copying(image(destination, width: width, height: height))
        try layered.over(Canvas.coverage(coverage, color: colour).intoImage(), x: 0, y: 0)
        #expect(try direct.intoImage().pixels() == layered.intoImage().pixels())
    }

    @Test func colourUnderCoverageIsTheCanvasLaidOverTheCoverageCanvas() throws {
        let width = 40, height = 24
        // A layer painted in the middle of a clear canvas, as a shadowed card is.
        let layer = Canvas.filled(.clear, width: width, height: height)
        try layer.place(image(premultiplied(30 * 14, seed: 7), width: 30, height: 14), x: 5, y: 5)
        let painted = try Canvas.copying(layer.intoImage())
        let coverage = try image(BadInputs.noise(width * height, seed: 8), width: width, height: height, bands: 1)
        let colour = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8)
        let layered = try Canvas.coverage(coverage, color: colour, opacity: 0.35)
        try layered.over(painted.copy().intoImage(), x: 0, y: 0)
        try painted.under(colour, coverage: coverage, opacity: 0.35)
        #expect(try painted.intoImage().pixels() == layered.intoImage().pixels())
    }

    @Test func masksAndImagesApplyAtAnOffset() throws {
        let pixels = premultiplied(36 * 20, seed: 9), inner = premultiplied(10 * 6, seed: 10)
        let mask = try image(BadInputs.noise(10 * 6, seed: 11), width: 10, height: 6, bands: 1)
        let colour = Color(red: 1, green: 0.5, blue: 0, alpha: 0.6)
        // Cut out, drawn on alone, and put back: what drawing at the offset must give.
        let part = try Canvas.copying(image(inner, width: 10, height: 6))
        try part.over(colour, coverage: mask)
        try part.multiply(by: mask)
        let expected = try Canvas.copying(image(pixels, width: 36, height: 20))
        try expected.place(part.intoImage(), x: 7, y: 9)
        let canvas = try Canvas.copying(image(pixels, width: 36, height: 20))
        try canvas.place(image(inner, width: 10, height: 6), x: 7, y: 9)
        try canvas.over(colour, coverage: mask, x: 7, y: 9)
        try canvas.multiply(by: mask, x: 7, y: 9)
        let alpha = try canvas.alpha(x: 7, y: 9, width: 10, height: 6).pixels()
        let result = try canvas.intoImage().pixels()
        #expect(result == (try expected.intoImage().pixels()))
        let alphaInResult: [UInt8] = (0..<60).map { i in
            let x = 7 + i % 10, y = 9 + i / 10
            return result[(y * 36 + x) * 4 + 3]
        }
        #expect(alpha == alphaInResult)
    }

    @Test func opaqueRGBCopiedInIsTheImageItself() throws {
        let width = 30, height = 12
        let rgb = BadInputs.noise(width * height * 3, seed: 5)
        let canvas = try Canvas.copying(image(premultiplied(40 * 20, seed: 6), width: 40, height: 20))
        try canvas.over(image(rgb, width: width, height: height, bands: 3), x: 14, y: -3)
        let result = try canvas.intoImage().pixels()
        for y in 0..<20 {
            for x in 0..<40 where x >= 14 && y < 9 {
                let i = (y + 3) * width + (x - 14)
                #expect(
                    Array(result[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) == [
                        rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2], 255
                    ])
            }
        }
    }

    @Test func overIsCutAtTheEdgesAndPlacedByWholePixels() throws {
        let canvas = Canvas.filled(.white, width: 10, height: 8)
        try canvas.over(TestImages.solid(width: 4, height: 4, [255, 0, 0, 255]), x: 8, y: -2)
        let result = try canvas.intoFrame(opaque: true)
        #expect(try TestImages.pixel(result, 8, 0) == [255, 0, 0])
        #expect(try TestImages.pixel(result, 9, 1) == [255, 0, 0])
        #expect(try TestImages.pixel(result, 7, 0) == [255, 255, 255])
        #expect(try TestImages.pixel(result, 8, 2) == [255, 255, 255])
    }

    @Test func maskAndCoverageMatchTheFormula() throws {
        let width = 40, height = 20
        let pixels = premultiplied(width * height, seed: 3), mask = BadInputs.noise(width * height, seed: 4)
        let canvas = try Canvas.copying(image(pixels, width: width, height: height))
        try canvas.multiply(by: image(mask, width: width, height: height, bands: 1))
        let masked = try canvas.intoImage().pixels()
        let color = Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.8)
        let inked = try Canvas.coverage(image(mask, width: width, height: height, bands: 1), color: color, opacity: 0.5)
            .intoImage().pixels()
        let ink = [color.red, color.green, color.blue, 1].map { $0 * 0.4 * 255 }
        for i in 0..<(width * height) {
            let m = Double(mask[i]) / 255
            for c in 0..<4 {
                #expect(abs(Double(masked[4 * i + c]) - Double(pixels[4 * i + c]) * m) <= 1)
                #expect(abs(Double(inked[4 * i + c]) - ink[c] * m) <= 1)
            }
        }
    }

    @Test func opaqueFramesDropAlphaAndOthersAreUnpremultiplied() throws {
        let canvas = try Canvas.copying(image([100, 50, 0, 128, 0, 0, 0, 0, 10, 20, 30, 255], width: 3, height: 1))
        let opaque = canvas.copy()
        #expect(try canvas.intoFrame(opaque: false).pixels() == [199, 100, 0, 128, 0, 0, 0, 0, 10, 20, 30, 255])
        #expect(try opaque.intoFrame(opaque: true).pixels() == [100, 50, 0, 0, 0, 0, 10, 20, 30])
        // An RGB image comes in opaque.
        #expect(
            try Canvas.copying(image([1, 2, 3], width: 1, height: 1, bands: 3)).intoImage().pixels() == [1, 2, 3, 255])
    }

    /// A prepared layer of one flat colour with the transparent border every prepared layer has.
    private func flatLayer(width: Int, height: Int) throws -> PreparedLayer {
        let inner = try TestImages.solid(width: width, height: height, [255, 255, 255, 255])
        return try PreparedLayer(
            image: inner.embedded(x: 1, y: 1, width: width + 2, height: height + 2).materialized("test"),
            padding: 1, width: width, height: height)
    }

    @Test func wholePixelPlacementCopiesTheLayerExactly() throws {
        let layer = try flatLayer(width: 6, height: 4)
        let canvas = Canvas.filled(Color(red: 0, green: 0, blue: 0, alpha: 0), width: 20, height: 12)
        let shape = Layer(content: .fill(.white), size: Size(width: 6, height: 4), position: Point(x: 10, y: 6))
        canvas.draw(layer, placement: LayerPlacement(layer: shape, prepared: layer, scale: 1), alpha: 1)
        let alpha = try canvas.intoFrame(opaque: false).pixels().enumerated().filter { $0.offset % 4 == 3 }.map(
            \.element)
        // Exactly the 6 × 4 pixels from (7, 4): no soft edge at whole-pixel positions.
        for y in 0..<12 {
            for x in 0..<20 {
                #expect(alpha[y * 20 + x] == ((7..<13).contains(x) && (4..<8).contains(y) ? 255 : 0), "(\(x), \(y))")
            }
        }
    }

    /// A turned rectangle's edges are anti-aliased, not stepped: every column through its middle
    /// holds the rectangle's true height (h / cos θ) within a twentieth of a pixel.
    @Test func turnedEdgesKeepTheirArea() throws {
        let layer = try flatLayer(width: 60, height: 20)
        let theta = 0.07
        let canvas = Canvas.filled(Color(red: 0, green: 0, blue: 0, alpha: 0), width: 100, height: 60)
        let shape = Layer(
            content: .fill(.white), size: Size(width: 60, height: 20), position: Point(x: 50.3, y: 30.2),
            rotation: theta)
        canvas.draw(layer, placement: LayerPlacement(layer: shape, prepared: layer, scale: 1), alpha: 1)
        let pixels = try canvas.intoFrame(opaque: false).pixels()
        for x in 35..<65 {
            let column = (0..<60).reduce(0.0) { $0 + Double(pixels[($1 * 100 + x) * 4 + 3]) / 255 }
            #expect(abs(column - 20 / cos(theta)) < 0.05, "column \(x): \(column)")
        }
    }

    /// Any placement of any premultiplied layer keeps colour at or below alpha.
    @Test func placementsStayPremultiplied() throws {
        let width = 24, height = 18
        let layer = try PreparedLayer(
            image: image(premultiplied(width * height, seed: 7), width: width, height: height)
                .embedded(x: 1, y: 1, width: width + 2, height: height + 2).materialized("test"), padding: 1,
            width: width, height: height)
        let noise = BadInputs.noise(200, seed: 8).map { Double($0) / 255 }
        for trial in 0..<40 {
            let canvas = Canvas.filled(
                Color(red: 0.3, green: 0.3, blue: 0.3, alpha: noise[5 * trial]), width: 50, height: 40)
            let shape = Layer(
                content: .fill(.white), size: Size(width: Double(width), height: Double(height)),
                position: Point(x: 25 + noise[5 * trial + 1] * 5, y: 20 + noise[5 * trial + 2] * 5),
                rotation: noise[5 * trial + 3] * 6.3, scale: 0.5 + noise[5 * trial + 4], alpha: noise[5 * trial + 4])
            canvas.draw(layer, placement: LayerPlacement(layer: shape, prepared: layer, scale: 1), alpha: shape.alpha)
            let pixels = try canvas.intoImage().pixels()
            for i in stride(from: 0, to: pixels.count, by: 4) {
                #expect(
                    pixels[i] <= pixels[i + 3] && pixels[i + 1] <= pixels[i + 3] && pixels[i + 2] <= pixels[i + 3],
                    "trial \(trial)")
            }
        }
    }

    /// Contact-sheet thumbnails: each pixel the rounded mean of its box, partial boxes dropped.
    @Test func boxShrinkAveragesWholeBoxes() throws {
        // 5 × 3 RGB: values 10·x + y in every band; factor 2 keeps 2 × 1 pixels.
        let pixels: [UInt8] = (0..<3).flatMap { (y: Int) -> [UInt8] in
            (0..<5).flatMap { (x: Int) -> [UInt8] in [UInt8](repeating: UInt8(10 * x + y), count: 3) }
        }
        let small = try image(pixels, width: 5, height: 3, bands: 3).shrunkByBoxes(2)
        #expect(small.width == 2 && small.height == 1 && small.bands == 3)
        // Box (0…1, 0…1): 0, 10, 1, 11 → 5.5 → 6; box (2…3, 0…1): 20, 30, 21, 31 → 25.5 → 26.
        #expect(try small.pixels() == [6, 6, 6, 26, 26, 26])
    }

    @Test func boxShrinkAveragesLargeBoxesToo() throws {
        // Past 257 rows a box's sums need 32 bits: 260 × 259 RGB of 200 with one box of 258².
        let pixels = [UInt8](repeating: 200, count: 260 * 259 * 3)
        let small = try image(pixels, width: 260, height: 259, bands: 3).shrunkByBoxes(258)
        #expect(small.width == 1 && small.height == 1)
        #expect(try small.pixels() == [200, 200, 200])
    }

    /// Rows of every length around the eight- and four-pixel groups the conversion works in,
    /// converted in place.
    @Test(arguments: [1, 3, 4, 7, 8, 11, 12, 15, 16, 19, 27, 33])
    func opaqueFramesDropAlphaInGroupsOfPixels(width: Int) throws {
        let pixels = premultiplied(width * 3, seed: UInt64(width)).enumerated().map {
            $0.offset % 4 == 3 ? 255 : $0.element
        }
        let rgb = try Canvas.copying(image(pixels, width: width, height: 3)).intoFrame(opaque: true).pixels()
        #expect(rgb == pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element))
    }

    /// Extreme placements (shrunk to nothing, far away, stretched a million-fold) draw what they
    /// cover and never read outside the layer.
    @Test func extremePlacementsAreSafe() throws {
        let layer = try flatLayer(width: 6, height: 4)
        for (scale, position) in [
            (1e-9, Point(x: 10, y: 6)), (1, Point(x: 1e30, y: -1e30)), (1e6, Point(x: 10, y: 6)),
            (1, Point(x: -3, y: 2))
        ] {
            let canvas = Canvas.filled(Color(red: 0, green: 0, blue: 0, alpha: 0), width: 20, height: 12)
            let shape = Layer(
                content: .fill(.white), size: Size(width: 6, height: 4), position: position, rotation: 0.3, scale: scale
            )
            canvas.draw(layer, placement: LayerPlacement(layer: shape, prepared: layer, scale: 1), alpha: 1)
            let alpha = try canvas.intoFrame(opaque: false).pixels().enumerated().filter { $0.offset % 4 == 3 }.map(
                \.element)
            if scale > 1 { #expect(alpha.allSatisfy { $0 == 255 }, "a huge layer covers everything") }
            if scale < 1 || position.x > 100 { #expect(alpha.allSatisfy { $0 == 0 }) }
        }
    }

    /// A canvas filled around a hole: every pixel outside it is the colour, for holes at each
    /// edge, in the middle, covering everything, empty, and reaching past the canvas.
    @Test(arguments: [
        (0, 0, 3, 2), (4, 3, 3, 2), (2, 1, 3, 3), (0, 0, 7, 5), (3, 2, 0, 0), (5, 4, 9, 9), (-2, -1, 4, 3)
    ])
    func aFillAroundAHoleLeavesOnlyTheHole(x: Int, y: Int, width: Int, height: Int) throws {
        try VipsRuntime.start()
        let hole = PixelRect(x: x, y: y, width: width, height: height)
        let canvas = Canvas.filled(Color(rgb8: 10, 20, 30), width: 7, height: 5, except: hole)
        // The caller's part: the hole, clipped to the canvas, written black.
        let left = max(x, 0), top = max(y, 0), right = min(x + width, 7), bottom = min(y + height, 5)
        if left < right, top < bottom {
            canvas.fill(.black, x: left, y: top, width: right - left, height: bottom - top)
        }
        let pixels = try canvas.intoImage().pixels()
        for row in 0..<5 {
            for column in 0..<7 {
                let expected: [UInt8] = hole.contains(column, row) ? [0, 0, 0, 255] : [10, 20, 30, 255]
                #expect(
                    Array(pixels[((row * 7 + column) * 4)..<((row * 7 + column) * 4 + 4)]) == expected,
                    "pixel \(column), \(row) of hole \(hole)")
            }
        }
    }
}
