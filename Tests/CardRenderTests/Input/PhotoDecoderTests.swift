@testable import CardImaging
import Foundation
import CVipsShim
import CardSettings
import Testing
import TestSupport

/// Every kind of input comes out upright, 8-bit, three-band sRGB.
@Suite struct PhotoDecoderTests {
    private func decode(_ path: String, cover: (Int, Int) = (400, 400)) throws -> VImage {
        try PhotoDecoder.decode(PhotoFile(path: path), cover: (width: cover.0, height: cover.1))
    }

    private func expectSRGB8(_ image: VImage) {
        #expect(image.bands == 3)
        #expect(vips_image_get_format(image.pointer) == VIPS_FORMAT_UCHAR)
    }

    @Test func greyscaleBecomesRGB() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try TestImages.solid(width: 64, height: 48, [90]).save(to: folder.file("grey.png"))
        let image = try decode(folder.file("grey.png"))
        expectSRGB8(image)
        #expect(try TestImages.pixel(image, 10, 10) == [90, 90, 90])
    }

    @Test func sixteenBitBecomesEightBit() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let rgb16 = try TestImages.solid(width: 64, height: 48, [200, 100, 50]).colourspace(VIPS_INTERPRETATION_RGB16)
        try rgb16.save(to: folder.file("deep.png"))
        #expect(try VImage.load(folder.file("deep.png")).bands == 3)
        let image = try decode(folder.file("deep.png"))
        expectSRGB8(image)
        let pixel = try TestImages.pixel(image, 5, 5).map(Int.init)
        #expect(zip(pixel, [200, 100, 50]).allSatisfy { abs($0 - $1) <= 1 })
    }

    @Test func cmykIsConvertedToSRGB() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let cmyk = try TestImages.solid(width: 64, height: 48, [200, 40, 40]).colourspace(VIPS_INTERPRETATION_CMYK)
        #expect(cmyk.bands == 4)
        try cmyk.save(to: folder.file("print.jpg"))
        let image = try decode(folder.file("print.jpg"))
        expectSRGB8(image)
        let pixel = try TestImages.pixel(image, 30, 20).map(Int.init)
        // A CMYK round trip is not exact, but red must stay clearly red.
        #expect(pixel[0] > 150 && pixel[1] < 100 && pixel[2] < 100, "got \(pixel)")
    }

    @Test func alphaIsFlattenedOntoWhite() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try TestImages.solid(width: 64, height: 48, [0, 0, 0, 0]).save(to: folder.file("clear.png"))
        let image = try decode(folder.file("clear.png"))
        expectSRGB8(image)
        #expect(try TestImages.pixel(image, 3, 3) == [255, 255, 255])
    }

    /// Stored 200×100, left red and right blue, with EXIF orientation 6 ("turn 90° clockwise to
    /// view"): upright it is 100×200 with the stored left column on top, so red above blue.
    @Test func exifOrientationIsApplied() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let stored = try TestImages.halves(width: 200, height: 100, left: [255, 0, 0], right: [0, 0, 255])
        vips_image_set_int(stored.pointer, "orientation", 6)
        try stored.save(to: folder.file("turned.jpg"))
        let image = try decode(folder.file("turned.jpg"), cover: (100, 200))
        #expect(image.width == 100 && image.height == 200)
        let top = try TestImages.pixel(image, 50, 20), bottom = try TestImages.pixel(image, 50, 180)
        #expect(top[0] > 200 && top[2] < 60, "top \(top)")
        #expect(bottom[2] > 200 && bottom[0] < 60, "bottom \(bottom)")
    }

    @Test func decodesOnlyAsLargeAsTheCardsNeed() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try TestImages.solid(width: 1200, height: 800, [10, 20, 30]).save(to: folder.file("big.jpg"))
        // Covering 300×400 needs the height to be 400, so 600×400.
        let image = try decode(folder.file("big.jpg"), cover: (300, 400))
        #expect(image.height == 400)
        #expect(image.width == 600)
    }

    @Test func truncatedFileFailsWithItsName() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try TestImages.halves(width: 640, height: 480, left: [255, 0, 0], right: [0, 0, 255]).save(
            to: folder.file("whole.jpg"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.file("whole.jpg")))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: folder.file("cut.jpg")))
        #expect {
            try decode(folder.file("cut.jpg"))
        } throws: { error in
            guard let issue = error as? InputIssue else { return false }
            return issue.path.hasSuffix("cut.jpg") && issue.severity == .failed && !issue.reason.isEmpty
        }
    }

    @Test func pixelLimitIsCheckedBeforeDecoding() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try TestImages.solid(width: 300, height: 200, [1, 2, 3]).save(to: folder.file("wide.png"))
        #expect(throws: InputIssue.self) {
            try PhotoDecoder.decode(
                PhotoFile(path: folder.file("wide.png")), cover: (width: 10, height: 10),
                limit: PixelLimit(pixels: 300 * 200 - 1))
        }
    }
}
