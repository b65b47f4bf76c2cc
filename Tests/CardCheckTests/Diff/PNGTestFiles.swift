import CFrameKernels
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// PNG files for the decoder tests: written by libvips with chosen options, taken apart into
/// chunks and put back together, and decoded both ways.
enum PNGTestFiles {
    /// A PNG chunk: its type and data (length and CRC are computed when written).
    struct Chunk: Equatable {
        var type: String
        var data: [UInt8]
    }

    /// An image with gradients and noise, so that every filter and many palette entries are used.
    static func busyImage(width: Int = 29, height: Int = 17, bands: Int) throws -> VImage {
        let noise = BadInputs.noise(width * height * bands, seed: UInt64(bands))
        var pixels = [UInt8](repeating: 0, count: width * height * bands)
        for y in 0..<height {
            for x in 0..<width {
                for band in 0..<bands {
                    let i = (y * width + x) * bands + band
                    let gradient = (x * 9 + y * 5 + band * 60) & 0xFF
                    pixels[i] = x % 7 == 3 ? noise[i] : UInt8(gradient)
                }
            }
        }
        return try VImage.fromPixels(pixels, width: width, height: height, bands: bands)
    }

    /// The bytes libvips's PNG writer gives for `image` with save `options` ("[bitdepth=4]").
    static func saved(_ image: VImage, options: String = "") throws -> [UInt8] {
        let folder = try TestFolder(); defer { folder.remove() }
        try image.save(to: folder.file("x.png") + options)
        return Array(try Data(contentsOf: URL(fileURLWithPath: folder.file("x.png"))))
    }

    /// IHDR's bit depth, colour type and interlace method.
    static func header(_ png: [UInt8]) -> (depth: UInt8, colourType: UInt8, interlaced: Bool) {
        (png[24], png[25], png[28] != 0)
    }

    /// The chunks of a whole PNG, in order; nil when the bytes do not split into chunks.
    static func chunks(_ png: [UInt8]) -> [Chunk]? {
        PNGChunks.read(png)?.map { Chunk(type: $0.type, data: $0.data) }
    }

    /// A PNG of `chunks`, each with its true length and CRC.
    static func png(_ chunks: [Chunk]) -> [UInt8] {
        PNGChunks.file(chunks.map { ($0.type, $0.data) })
    }

    /// `fk_png_decode`'s status for `png`.
    static func status(_ png: [UInt8]) -> Int32 {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        let status = png.withUnsafeBufferPointer {
            fk_png_decode($0.baseAddress, $0.count, &pixels, &width, &height, nil)
        }
        fk_frame_free(pixels)
        return status
    }

    /// The RGBA bytes and size of a frame.
    static func rgba(_ frame: RGBAFrame) -> (width: Int, height: Int, bytes: [UInt8]) {
        frame.withView {
            (frame.width, frame.height, Array(UnsafeBufferPointer(start: $0.bytes, count: frame.byteCount)))
        }
    }

    /// The frame the C decoder gives, nil when it does not take the file.
    static func decodedInC(_ png: [UInt8]) -> RGBAFrame? {
        png.withUnsafeBytes { RGBAFrame.decodePlainPNG($0) }
    }

    /// The frame libvips gives, nil when it refuses the file.
    static func decodedByLibvips(_ png: [UInt8]) -> RGBAFrame? {
        png.withUnsafeBytes { try? RGBAFrame.decodePNGWithLibvips($0) }
    }

    /// Requires the C decoder to take `png` and give exactly libvips's pixels.
    static func expectLibvipsPixels(
        _ png: [UInt8], _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let ours = try #require(decodedInC(png), comment, sourceLocation: sourceLocation)
        let theirs = try #require(decodedByLibvips(png), comment, sourceLocation: sourceLocation)
        let (a, b) = (rgba(ours), rgba(theirs))
        #expect(a.width == b.width && a.height == b.height, comment, sourceLocation: sourceLocation)
        #expect(a.bytes == b.bytes, comment, sourceLocation: sourceLocation)
    }
}
