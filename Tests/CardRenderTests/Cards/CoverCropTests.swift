@testable import CardImaging
import Testing
@testable import CardRender
import TestSupport

/// Photos cover-cropped to a layer: enlarged up to 2× with the compositor's bilinear kernel,
/// otherwise by libvips.
@Suite struct CoverCropTests {
    init() throws { try VipsRuntime.start() }

    /// `photo` cover-cropped to width × height, drawn on a canvas of its own.
    static func cover(_ photo: VImage, width: Int, height: Int) throws -> VImage {
        let canvas = Canvas.unfilled(width: width, height: height)
        try CoverCrop().draw(photo: 0, source: photo, width: width, height: height, on: canvas)
        return try canvas.intoImage()
    }

    /// A one-band ramp, `step` levels a pixel across (or down), as RGB.
    static func ramp(width: Int, height: Int, step: Double, across: Bool) throws -> VImage {
        var values: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { values += Array(repeating: UInt8(Double(across ? x : y) * step), count: 3) }
        }
        return try VImage.fromPixels(values, width: width, height: height, bands: 3)
    }

    @Test func aSolidPhotoEnlargedCoversEveryPixelWithItsColour() throws {
        let photo = try TestImages.solid(width: 40, height: 30, [200, 100, 50])
        let cover = try Self.cover(photo, width: 70, height: 60)
        #expect(cover.width == 70 && cover.height == 60 && cover.bands == 4)
        let pixels = try cover.pixels()
        // Edges included: samples past the outermost pixel centres repeat them, as a GPU clamps.
        #expect(
            stride(from: 0, to: pixels.count, by: 4).allSatisfy { Array(pixels[$0..<$0 + 4]) == [200, 100, 50, 255] })
    }

    @Test func anEnlargedRampKeepsItsPixelCentres() throws {
        // Across, no crop: box pixel x shows the photo at (x + 0.5) / 1.2, whose centres are at i + 0.5.
        let across = try Self.ramp(width: 50, height: 20, step: 5, across: true)
        let wide = try Self.cover(across, width: 60, height: 20)
        for x in 0..<60 {
            let u = min(max((Double(x) + 0.5) / 1.2 - 0.5, 0), 49)
            let value = Double(try TestImages.pixel(wide, x, 10)[0])
            #expect(abs(value - 5 * u) <= 1, "column \(x): \(value), expected \(5 * u)")
        }
        // Down, cropped: 20×50 to 30×40 is a 1.5× enlargement, 75 tall, centred: 17.5 cut off the top.
        let down = try Self.ramp(width: 20, height: 50, step: 5, across: false)
        let tall = try Self.cover(down, width: 30, height: 40)
        for y in 0..<40 {
            let v = min(max((Double(y) + 0.5 + 17.5) / 1.5 - 0.5, 0), 49)
            let value = Double(try TestImages.pixel(tall, 15, y)[0])
            #expect(abs(value - 5 * v) <= 1, "row \(y): \(value), expected \(5 * v)")
        }
    }

    @Test func enlargingLooksLikeLibvipsBicubic() throws {
        let photo = try TestImages.halves(width: 40, height: 40, left: [30, 160, 220], right: [240, 200, 20])
        let ours = try Self.cover(photo, width: 70, height: 60).bands(0, count: 3)
        let libvips = try photo.resized(by: 1.75).castUChar().cropped(left: 0, top: 5, width: 70, height: 60)
        let difference = try PixelDifference(ours, libvips, threshold: 40)
        // The same picture; only the few columns of the soft edge between the halves may differ much.
        #expect(difference.mean < 3, "mean \(difference.mean)")
        #expect(difference.differing <= 2 * 60, "\(difference.differing) pixels differ by more than 40")
    }

    @Test func pastTwiceTheSizeLibvipsEnlargesAndShrinks() throws {
        let photo = try TestImages.halves(width: 20, height: 20, left: [30, 160, 220], right: [240, 200, 20])
        // 2.5×: libvips's bicubic, centred, to the byte.
        let enlarged = try Self.cover(photo, width: 50, height: 44).bands(0, count: 3)
        #expect(
            try enlarged.pixels()
                == photo.resized(by: 2.5).castUChar().cropped(left: 0, top: 3, width: 50, height: 44).pixels())
        // 0.5×: libvips's Lanczos, centred, to the byte.
        let shrunk = try Self.cover(photo, width: 10, height: 8).bands(0, count: 3)
        #expect(shrunk.width == 10 && shrunk.height == 8)
        #expect(
            try shrunk.pixels()
                == photo.resized(by: 0.5).castUChar().cropped(left: 0, top: 1, width: 10, height: 8).pixels())
    }

    /// Drawn into the corner of a larger canvas, the cover is the same pixels as on a canvas of
    /// its own, and the rest is left as it was: enlarged bilinearly, past 2× and shrunk.
    @Test(arguments: [(70, 60), (120, 100), (17, 13)])
    func drawnInPlaceEqualsTheImage(width: Int, height: Int) throws {
        let photo = try Self.ramp(width: 40, height: 36, step: 6, across: true)
        let expected = try Self.cover(photo, width: width, height: height).pixels()
        let canvas = Canvas.filled(.white, width: width + 5, height: height + 9)
        try CoverCrop().draw(photo: 0, source: photo, width: width, height: height, on: canvas)
        let drawn = try canvas.intoImage().pixels()
        for y in 0..<(height + 9) {
            for x in 0..<(width + 5) {
                let pixel = Array(drawn[(y * (width + 5) + x) * 4..<(y * (width + 5) + x) * 4 + 4])
                if x < width && y < height {
                    #expect(pixel == Array(expected[(y * width + x) * 4..<(y * width + x) * 4 + 4]), "(\(x), \(y))")
                } else {
                    #expect(pixel == [255, 255, 255, 255], "(\(x), \(y)) outside the cover")
                }
            }
        }
    }
}
