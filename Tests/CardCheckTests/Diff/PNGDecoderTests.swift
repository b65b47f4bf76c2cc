import CFrameKernels
import CVipsShim
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// `fk_png_decode` gives exactly libvips's pixels for the PNGs it takes, and leaves every other PNG
/// to libvips, which `RGBAFrame.decodePNG` then uses.
@Suite struct PNGDecoderTests {
    /// Bands of the image libvips writes, its save options, and the colour type the file gets.
    static let taken: [(bands: Int, options: String, colourType: UInt8)] = [
        (1, "", 0), (2, "", 4), (3, "", 2), (4, "", 6), (3, "[palette]", 3), (4, "[palette]", 3)
    ]

    @Test(arguments: taken.indices)
    func takesEightBitColourTypesWithLibvipsPixels(_ index: Int) throws {
        let (bands, options, colourType) = Self.taken[index]
        try VipsRuntime.start()
        let png = try PNGTestFiles.saved(try PNGTestFiles.busyImage(bands: bands), options: options)
        let header = PNGTestFiles.header(png)
        #expect(header.depth == 8 && header.colourType == colourType && !header.interlaced)
        if bands == 4 && options == "[palette]" {
            #expect(PNGTestFiles.chunks(png)?.contains { $0.type == "tRNS" } == true, "a palette with alpha")
        }
        try PNGTestFiles.expectLibvipsPixels(png, "\(bands) bands \(options)")
    }

    /// libpng's filter choices for the save option `filter`: none, sub, up, average, Paeth.
    @Test(arguments: [8, 16, 32, 64, 128])
    func undoesEachFilter(_ filter: Int) throws {
        try VipsRuntime.start()
        for bands in 1...4 {
            let image = try PNGTestFiles.busyImage(bands: bands)
            let png = try PNGTestFiles.saved(image, options: "[filter=\(filter)]")
            #expect(png != (try PNGTestFiles.saved(image, options: filter == 8 ? "[filter=16]" : "[filter=8]")))
            try PNGTestFiles.expectLibvipsPixels(png, "filter \(filter), \(bands) bands")
        }
    }

    /// Bands and save options of PNGs the decoder hands back.
    static let handedBack: [(bands: Int, options: String)] = [
        (1, "[bitdepth=1]"), (1, "[bitdepth=2]"), (1, "[bitdepth=4]"), (3, "[interlace]"), (4, "[interlace]"),
        (3, "[palette,bitdepth=4]")
    ]

    @Test(arguments: handedBack.indices)
    func handsOtherPNGsToLibvips(_ index: Int) throws {
        let (bands, options) = Self.handedBack[index]
        try VipsRuntime.start()
        let png = try PNGTestFiles.saved(try PNGTestFiles.busyImage(bands: bands), options: options)
        #expect(PNGTestFiles.header(png).depth != 8 || PNGTestFiles.header(png).interlaced, "\(options)")
        try expectHandedBack(png, "\(bands) bands \(options)")
    }

    /// 16-bit PNGs from 16-bit images: libvips's writer given "[bitdepth=16]" for an 8-bit image
    /// reads past its rows (AddressSanitizer sees it).
    @Test(arguments: [1, 2, 3, 4])
    func handsSixteenBitPNGsToLibvips(_ bands: Int) throws {
        try VipsRuntime.start()
        let image = try PNGTestFiles.busyImage(bands: bands)
        let sixteen = try image.colourspace(bands < 3 ? VIPS_INTERPRETATION_GREY16 : VIPS_INTERPRETATION_RGB16)
        let png = try PNGTestFiles.saved(sixteen)
        #expect(PNGTestFiles.header(png).depth == 16)
        try expectHandedBack(png, "16-bit, \(bands) bands")
    }

    /// tRNS on grey or RGB names one transparent colour, which libvips applies and the decoder leaves.
    @Test(arguments: [(1, [0, 40]), (3, [0, 40, 0, 105, 0, 160])])
    func handsTransparentColourToLibvips(_ bands: Int, _ transparent: [UInt8]) throws {
        try VipsRuntime.start()
        let png = try PNGTestFiles.saved(try PNGTestFiles.busyImage(bands: bands))
        var chunks = try #require(PNGTestFiles.chunks(png))
        chunks.insert(PNGTestFiles.Chunk(type: "tRNS", data: transparent), at: 1)
        try expectHandedBack(PNGTestFiles.png(chunks), "tRNS on \(bands) bands")
    }

    /// The goldens and pixelmatch's pairs: PNGs written by libpng with its mixed filters, by
    /// cardrender's own encoder, and others' palette files.
    @Test func decodesEveryFixturePNGAsLibvipsDoes() throws {
        try VipsRuntime.start()
        let root = Repository.fixtures.path
        let files = try TestFolder.files(under: root).filter {
            $0.hasSuffix(".png") && ($0.contains("golden/") || $0.contains("peer/"))
        }
        #expect(files.count > 40)
        var taken = 0
        for file in files {
            let png = Array(try Data(contentsOf: URL(fileURLWithPath: (root as NSString).appendingPathComponent(file))))
            guard PNGTestFiles.decodedInC(png) != nil else { continue }
            taken += 1
            try PNGTestFiles.expectLibvipsPixels(png, "\(file)")
        }
        #expect(taken == files.count, "every fixture is a plain PNG")
    }

    private func expectHandedBack(_ png: [UInt8], _ comment: Comment) throws {
        #expect(PNGTestFiles.status(png) == Int32(FK_PNG_NOT_MINE), comment)
        let decoded = try png.withUnsafeBytes { try RGBAFrame.decodePNG($0) }
        let libvips = try #require(PNGTestFiles.decodedByLibvips(png), comment)
        #expect(PNGTestFiles.rgba(decoded).bytes == PNGTestFiles.rgba(libvips).bytes, comment)
    }
}
