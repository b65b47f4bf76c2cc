import CFrameKernels
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// Damaged and hostile PNGs: `fk_png_decode` refuses them or leaves them to libvips, and never
/// reads outside the file or gives pixels libvips would not.
@Suite struct PNGDecoderDamageTests {
    private func base() throws -> [UInt8] {
        try VipsRuntime.start()
        return try PNGTestFiles.saved(try PNGTestFiles.busyImage(width: 13, height: 9, bands: 3))
    }

    @Test func refusesEveryTruncation() throws {
        let png = try base()
        #expect(PNGTestFiles.status(png) == Int32(FK_OK))
        for length in 0..<png.count {
            #expect(PNGTestFiles.status(Array(png.prefix(length))) == Int32(FK_INVALID), "cut at \(length)")
        }
    }

    @Test func refusesImageDataThatDoesNotInflateToTheRows() throws {
        var chunks = try #require(PNGTestFiles.chunks(try base()))
        let idat = try #require(chunks.firstIndex { $0.type == "IDAT" })
        var corrupt = chunks
        corrupt[idat].data[corrupt[idat].data.count / 2] ^= 0x5A
        #expect(PNGTestFiles.status(PNGTestFiles.png(corrupt)) != Int32(FK_OK), "a changed byte (CRC made right)")
        chunks[0].data[7] -= 1  // one row fewer than the data holds
        #expect(PNGTestFiles.status(PNGTestFiles.png(chunks)) == Int32(FK_INVALID), "more data than rows")
        let bomb = BadInputs.pngBomb(width: 60000, height: 60000)
        #expect(PNGTestFiles.status(bomb) == Int32(FK_INVALID), "far less data than rows")
    }

    /// libvips reads with libpng and fail-on-error: a bad CRC on a critical chunk is refused, and on
    /// an ancillary one the chunk is dropped with a warning. The decoder leaves both to its caller;
    /// `RGBAFrame.decodePNG` checks every CRC before it hands a file to libvips, and refuses both.
    @Test func leavesBadCRCsToLibvips() throws {
        var png = try base()
        let text = PNGTestFiles.png([PNGTestFiles.Chunk(type: "tEXt", data: Array("a\0b".utf8))]).dropFirst(8)
        png.insert(contentsOf: text, at: 33)
        #expect(PNGTestFiles.status(png) == Int32(FK_OK))
        var badText = png
        badText[33 + 12 + 2] ^= 1  // the tEXt chunk's CRC
        #expect(PNGTestFiles.status(badText) == Int32(FK_PNG_NOT_MINE))
        #expect(PNGTestFiles.decodedByLibvips(badText) != nil, "libvips drops a damaged ancillary chunk")
        #expect(throws: DamagedPNG.self) { try badText.withUnsafeBytes { try RGBAFrame.decodePNG($0) } }
        var badHeader = png
        badHeader[32] ^= 1  // IHDR's CRC
        #expect(PNGTestFiles.status(badHeader) == Int32(FK_PNG_NOT_MINE))
        #expect(PNGTestFiles.decodedByLibvips(badHeader) == nil, "libvips refuses a damaged critical chunk")
        #expect(throws: DamagedPNG.self) { try badHeader.withUnsafeBytes { try RGBAFrame.decodePNG($0) } }
        var badData = png
        badData[badData.count - 12 - 1] ^= 1  // the last IDAT chunk's CRC
        #expect(PNGTestFiles.status(badData) == Int32(FK_PNG_NOT_MINE))
    }

    /// Sides past PNG's 2^31 - 1 or of 0, and sizes the image data could never fill, are refused
    /// before anything is allocated. (Every size product is checked for overflow too, though with
    /// the sides libvips takes, up to 10 000 000, they fit in 64 bits.)
    @Test(arguments: [
        (UInt32(10_000_000), UInt32(10_000_000), UInt8(6)), (10_000_000, 10_000_000, 2), (0x8000_0000, 1, 2),
        (1, 0xFFFF_FFFF, 0), (0, 5, 2), (60000, 60000, 2), (60000, 60000, 3)
    ])
    func refusesImpossibleSizes(_ width: UInt32, _ height: UInt32, _ colourType: UInt8) throws {
        var chunks = try #require(PNGTestFiles.chunks(try base()))
        chunks[0].data = BadInputs.bigEndian(width) + BadInputs.bigEndian(height) + [8, colourType, 0, 0, 0]
        if colourType == 3 { chunks.insert(PNGTestFiles.Chunk(type: "PLTE", data: [1, 2, 3]), at: 1) }
        #expect(PNGTestFiles.status(PNGTestFiles.png(chunks)) == Int32(FK_INVALID), "\(width)×\(height)")
    }

    /// libvips cannot address a side longer than 10 000 000 pixels and refuses the file.
    @Test func leavesSidesLibvipsCannotAddressToIt() throws {
        var chunks = try #require(PNGTestFiles.chunks(try base()))
        chunks[0].data = BadInputs.bigEndian(10_000_001) + BadInputs.bigEndian(1) + [8, 2, 0, 0, 0]
        #expect(PNGTestFiles.status(PNGTestFiles.png(chunks)) == Int32(FK_PNG_NOT_MINE))
    }

    @Test func refusesUnknownCriticalChunksAndSkipsAncillaryOnes() throws {
        let chunks = try #require(PNGTestFiles.chunks(try base()))
        var critical = chunks, ancillary = chunks
        critical.insert(PNGTestFiles.Chunk(type: "ABCD", data: [1, 2, 3]), at: 1)
        ancillary.insert(PNGTestFiles.Chunk(type: "abCD", data: [1, 2, 3]), at: 1)
        #expect(PNGTestFiles.status(PNGTestFiles.png(critical)) == Int32(FK_INVALID))
        try PNGTestFiles.expectLibvipsPixels(PNGTestFiles.png(ancillary), "an unknown ancillary chunk")
    }

    /// cardrender's encoder at level 0 stores the rows as they are, so a filter byte can be changed.
    @Test func refusesAnUnknownFilterType() throws {
        var chunks = try #require(PNGTestFiles.chunks(try storedPNG(width: 4, height: 3)))
        let idat = try #require(chunks.firstIndex { $0.type == "IDAT" })
        // zlib header (2 bytes), a stored block's header (5), then the first row's filter byte.
        #expect(chunks[idat].data[7] == 0)
        chunks[idat].data[7] = 5
        let stream = chunks[idat].data
        let adler = adler32(Array(stream[7..<stream.count - 4]))
        chunks[idat].data.replaceSubrange(stream.count - 4..<stream.count, with: BadInputs.bigEndian(adler))
        #expect(PNGTestFiles.status(PNGTestFiles.png(chunks)) == Int32(FK_INVALID))
    }

    /// An RGB PNG from cardrender's encoder at libdeflate's level 0: one stored block.
    private func storedPNG(width: Int, height: Int) throws -> [UInt8] {
        let pixels = [UInt8](repeating: 90, count: width * height * 3)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = fk_png_encode(
            pixels, Int32(width), Int32(height), 3, width * 3, Int32(FK_PNG_LIBDEFLATE), 0, &out, &length)
        try #require(status == 0)
        defer { fk_pixels_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    private func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
