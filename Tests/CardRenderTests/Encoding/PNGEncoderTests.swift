import CVipsShim
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardFoundation
@testable import CardSettings

/// The PNG writer (libdeflate, or ISA-L for `fast`): what it writes decodes (with libpng, through
/// libvips) to exactly the pixels given, for every band count and compression, with no metadata
/// unless asked for an sRGB tag, and the same bytes every time.
@Suite struct PNGEncoderTests {
    private func encoded(_ image: VImage, compression: Int) throws -> [UInt8] {
        try PNGEncoder.encode(image, compression: compression) { Array($0) }
    }

    private func encoded(_ image: VImage, compression: PNGCompression) throws -> [UInt8] {
        try PNGEncoder.encode(image, compression: compression) { Array($0) }
    }

    private func decoded(_ bytes: [UInt8]) throws -> VImage {
        try VipsRuntime.start()
        return try bytes.withUnsafeBytes { raw in
            // The loader reads the buffer lazily: decode before it goes away.
            try VImage.make("decoding") { cr_pngload_buffer(raw.baseAddress, raw.count, $0) }.materialized("decoding")
        }
    }

    /// Noise over a smooth gradient: rows that the Up filter helps and rows it does not.
    private func pixels(width: Int, height: Int, bands: Int, seed: UInt64) -> [UInt8] {
        let noise = BadInputs.noise(width * height * bands, seed: seed)
        return (0..<(width * height * bands)).map { i in
            let y = i / (width * bands)
            return y % 3 == 0 ? noise[i] : UInt8(truncatingIfNeeded: y * 7 + (i % (width * bands)) / bands)
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func roundTripsEveryBandCountAndLevel(bands: Int) throws {
        try VipsRuntime.start()
        let width = 37, height = 23
        let source = pixels(width: width, height: height, bands: bands, seed: UInt64(bands))
        let image = try VImage.fromPixels(source, width: width, height: height, bands: bands)
        for compression in PNGCompression.all {
            let back = try decoded(try encoded(image, compression: compression))
            #expect(back.width == width && back.height == height && back.bands == bands, "\(compression)")
            #expect(try back.pixels() == source, "\(compression), \(bands) bands")
        }
    }

    @Test(arguments: [PNGCompression.default, .fast])
    func writesOnlyTheCriticalChunks(compression: PNGCompression) throws {
        try VipsRuntime.start()
        let image = try VImage.fromPixels(
            pixels(width: 16, height: 9, bands: 3, seed: 9), width: 16, height: 9, bands: 3)
        let bytes = try encoded(image, compression: compression)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var types: [String] = [], offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let crc = bytes[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == BadInputs.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)])), "CRC of \(type)")
            types.append(type)
            offset += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(offset == bytes.count)
    }

    @Test(arguments: [PNGCompression.default, .fast])
    func anSRGBTagIsTheSpecificationsColourChunksBetweenIHDRAndTheSamePixels(compression: PNGCompression) throws {
        try VipsRuntime.start()
        let source = pixels(width: 21, height: 13, bands: 3, seed: 21)
        let image = try VImage.fromPixels(source, width: 21, height: 13, bands: 3)
        let plain = try encoded(image, compression: compression)
        let tagged = try PNGEncoder.encode(image, compression: compression, colour: .sRGB) { Array($0) }
        // Perceptual intent; gamma 1/2.2 and the sRGB primaries and D65 white, times 100000.
        let values: [UInt32] = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]
        let colour =
            PNGChunks.framed("sRGB", [0]) + PNGChunks.framed("gAMA", [0x00, 0x00, 0xB1, 0x8F])
            + PNGChunks.framed(
                "cHRM",
                values.flatMap { (value: UInt32) -> [UInt8] in
                    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
                })
        let ihdrEnd = 8 + 12 + 13
        #expect(tagged == Array(plain[..<ihdrEnd]) + colour + Array(plain[ihdrEnd...]))
        #expect(try decoded(tagged).pixels() == source)
        // Untagged stays what it was: no colour chunk.
        #expect(try PNGEncoder.encode(image, compression: compression, colour: .untagged) { Array($0) } == plain)
    }

    @Test func sameBytesEveryTimeAndHigherLevelsAreSmaller() throws {
        try VipsRuntime.start()
        let image = try VImage.fromPixels(
            pixels(width: 300, height: 200, bands: 4, seed: 4), width: 300, height: 200, bands: 4)
        #expect(try encoded(image, compression: 6) == encoded(image, compression: 6))
        #expect(try encoded(image, compression: .fast) == encoded(image, compression: .fast))
        let stored = try encoded(image, compression: 0).count, fast = try encoded(image, compression: 1).count
        let best = try encoded(image, compression: 9).count, isal = try encoded(image, compression: .fast).count
        #expect(stored > fast && fast >= best, "\(stored) \(fast) \(best)")
        #expect(stored > isal && isal > best, "\(stored) \(isal) \(best)")
    }

    @Test func compressionsReadAndWriteAsTheOptionAndTheManifestSayThem() throws {
        #expect(
            PNGCompression("fast") == .fast && PNGCompression("0") == .libdeflate(level: 0)
                && PNGCompression("9") == .libdeflate(level: 9))
        for bad in ["10", "-1", "", "Fast", "３", "isal"] { #expect(PNGCompression(bad) == nil, "\(bad)") }
        for compression in PNGCompression.all {
            #expect(PNGCompression(compression.description) == compression)
            #expect(PNGCompression(code: compression.code) == compression)
        }
        #expect(PNGCompression.fast.code == -1 && PNGCompression.default.code == 6)
        let image = try VImage.fromPixels(pixels(width: 8, height: 8, bands: 3, seed: 6), width: 8, height: 8, bands: 3)
        #expect(throws: PNGEncoder.Failure.unknownCompression(10)) { try encoded(image, compression: 10) }
    }

    @Test func eightBitIsRequiredAndFloatIsCast() throws {
        try VipsRuntime.start()
        let float = try VImage.black(width: 4, height: 4, bands: 3).linear([0, 0, 0], [10.4, 200.6, 30])
        #expect(!float.isEightBit)
        let back = try decoded(try encoded(float, compression: 6))
        #expect(back.bands == 3)
        #expect(try TestImages.pixel(back, 1, 1) == (try TestImages.pixel(float.castUChar(), 1, 1)))
    }

    @Test func aFailedWriteNamesTheFileAndLeavesNothing() throws {
        try VipsRuntime.start()
        let folder = try TestFolder(); defer { folder.remove() }
        let image = try VImage.fromPixels(pixels(width: 8, height: 8, bands: 3, seed: 5), width: 8, height: 8, bands: 3)
        let missing = folder.file("no-such-folder/frame.png")
        #expect {
            try image.savePNG(to: missing, compression: 6)
        } throws: { error in
            "\(error)".hasPrefix(missing) && (error as? AtomicFile.WriteError) != nil
        }
        let written = folder.file("frame.png")
        try image.savePNG(to: written, compression: 6)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame.png"],
            "no temporary file is left")
    }
}
