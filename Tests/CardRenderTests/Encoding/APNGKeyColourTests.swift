@testable import CardImaging
import CardSettings
import Testing
import TestSupport

/// An RGB APNG may name a key colour in a `tRNS` chunk, shown transparent: apngasm and apngopt
/// write opaque animations so, drawing a frame's unchanged pixels in the key with blend OVER. The
/// reader composes such a file as the APNG specification says, so `diff` and `--check` read the
/// frames those tools' files show.
@Suite struct APNGKeyColourTests {
    static let red: [UInt8] = [200, 30, 30], green: [UInt8] = [20, 220, 40], key: [UInt8] = [0, 0, 16]

    /// A 4×4 red frame, then one whose second row is key, green, green, key (cardrender writes
    /// that row as the second frame's rectangle, blend SOURCE).
    static let frames: [[UInt8]] = {
        let first = [[UInt8]](repeating: red, count: 16).flatMap { $0 }
        var second = first
        for (x, colour) in [key, green, green, key].enumerated() {
            second.replaceSubrange((4 + x) * 3..<(5 + x) * 3, with: colour)
        }
        return [first, second]
    }()

    /// The file with `chunk` after acTL (before the first frame) and the second frame's blend set.
    static func keyed(_ chunk: [UInt8]?, blend: UInt8) throws -> [UInt8] {
        let encoder = try APNGEncoder(width: 4, height: 4, bands: 3, fps: 10, compression: .default)
        for frame in frames { try frame.withUnsafeBytes { try encoder.add($0, stride: 12) } }
        return keyed(try encoder.finish { Array($0) }, chunk, blend: blend)
    }

    /// `plain` (an RGB APNG) with `chunk` as its tRNS and every frame after the first drawn with `blend`.
    static func keyed(_ plain: [UInt8], _ chunk: [UInt8]?, blend: UInt8) -> [UInt8] {
        var out = Array(plain.prefix(8))
        var controls = 0
        for (type, data) in APNGTests.chunks(plain) {
            var data = data
            if type == "fcTL" {
                if controls >= 1 { data[25] = blend }
                controls += 1
            }
            out += PNGChunks.framed(type, data)
            if type == "acTL", let chunk { out += PNGChunks.framed("tRNS", chunk) }
        }
        return out
    }

    /// The second frame's second row as the reader shows it, RGBA.
    static func secondRow(_ bytes: [UInt8]) throws -> [[UInt8]] {
        var shown: [[UInt8]] = []
        try APNGFrames(bytes, maxFrames: 10, maxCanvasBytes: 1 << 16).forEachFrame { index, canvas, _ in
            guard index == 1 else { return }
            shown = (0..<4).map { x in Array(canvas[(4 + x) * 4..<(5 + x) * 4]) }
        }
        return shown
    }

    @Test func keyPixelsOfAnOverFrameLeaveWhatWasThere() throws {
        let bytes = try Self.keyed([0, 0, 0, 0, 0, 16], blend: 1)
        let opaque = { (colour: [UInt8]) in colour + [255] }
        #expect(
            try Self.secondRow(bytes) == [opaque(Self.red), opaque(Self.green), opaque(Self.green), opaque(Self.red)])
        // Without the chunk the same frame draws the key colour itself.
        #expect(
            try Self.secondRow(Self.keyed(nil, blend: 1))
                == [opaque(Self.key), opaque(Self.green), opaque(Self.green), opaque(Self.key)])
    }

    @Test func keyPixelsOfASourceFrameBecomeTransparent() throws {
        let row = try Self.secondRow(Self.keyed([0, 0, 0, 0, 0, 16], blend: 0))
        #expect(row.map { $0[3] } == [0, 255, 255, 0])
    }

    /// A 16-bit sample above 255 names a colour no 8-bit pixel has: every pixel stays opaque.
    @Test func aKeyNoEightBitPixelHasChangesNothing() throws {
        let row = try Self.secondRow(Self.keyed([0, 0, 0, 0, 1, 16], blend: 0))
        #expect(row.map { $0[3] } == [255, 255, 255, 255])
    }

    @Test func aMalformedOrMisplacedKeyIsRefused() throws {
        let short = try Self.keyed([0, 0, 0, 0], blend: 1)
        #expect(APNGReaderBoundsTests.refusal(short)?.contains("malformed tRNS") == true)
        // After the image data: every chunk once more, tRNS moved behind the first IDAT.
        let good = try Self.keyed([0, 0, 0, 0, 0, 16], blend: 1)
        var late = Array(good.prefix(8))
        let chunks = APNGTests.chunks(good)
        for (type, data) in chunks where type != "tRNS" {
            late += PNGChunks.framed(type, data)
            if type == "IDAT" { late += PNGChunks.framed("tRNS", [0, 0, 0, 0, 0, 16]) }
        }
        #expect(APNGReaderBoundsTests.refusal(late)?.contains("misplaced or malformed tRNS") == true)
        // Twice, the first naming a colour no 8-bit pixel has.
        var twice = Array(good.prefix(8))
        for (type, data) in chunks {
            if type == "tRNS" { twice += PNGChunks.framed("tRNS", [0, 0, 1, 0, 0, 16]) }
            twice += PNGChunks.framed(type, data)
        }
        #expect(APNGReaderBoundsTests.refusal(twice)?.contains("misplaced or malformed tRNS") == true)
    }
}
