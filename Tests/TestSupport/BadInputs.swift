import CVipsShim
import Foundation

/// The corpus of broken and hostile inputs, made by code rather than committed as blobs.
package enum BadInputs {
    /// Unicode noncharacters of each kind: the BMP's last two, U+FDD0–U+FDEF, and those of other
    /// planes (libunibreak 1.1 read U+FFFF as the end of its text and aborted the process).
    package static let noncharacters = [0xFFFF, 0xFFFE, 0xFDD0, 0xFDEF, 0x1FFFE, 0x5FFFF, 0x10FFFF].compactMap(
        Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)

    /// Writes `bytes` to `path`.
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    package static func jpegBytes(width: Int = 64, height: Int = 48) throws -> [UInt8] {
        let folder = try TestFolder(); defer { folder.remove() }
        try TestImages.halves(width: width, height: height, left: [200, 30, 30], right: [30, 30, 200]).save(
            to: folder.file("x.jpg"))
        return Array(try Data(contentsOf: URL(fileURLWithPath: folder.file("x.jpg"))))
    }

    package static func pngBytes(width: Int = 64, height: Int = 48) throws -> [UInt8] {
        let folder = try TestFolder(); defer { folder.remove() }
        try TestImages.halves(width: width, height: height, left: [200, 30, 30], right: [30, 30, 200]).save(
            to: folder.file("x.png"))
        return Array(try Data(contentsOf: URL(fileURLWithPath: folder.file("x.png"))))
    }

    /// A PNG whose header claims width × height (a decompression bomb) but whose data is tiny.
    package static func pngBomb(width: UInt32 = 60000, height: UInt32 = 60000) -> [UInt8] {
        var bytes = PNGChunks.signature
        func chunk(_ type: String, _ data: [UInt8]) { bytes += PNGChunks.framed(type, data) }
        // 8-bit RGB, no interlace.
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
        // A valid zlib stream of a few zero bytes: far too little for the size claimed.
        chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])
        chunk("IEND", [])
        return bytes
    }

    /// A small valid PNG with an iTXt chunk that claims 1.7 GB right after the header: the shape
    /// of the file the fuzzer found, which made libpng allocate the claimed size.
    package static func pngWithGiantChunk() throws -> [UInt8] {
        let png = try pngBytes(width: 16, height: 16)
        // Signature (8) + IHDR chunk (4 + 4 + 13 + 4).
        let afterHeader = 8 + 25
        let giant = bigEndian(1_761_608_685) + Array("iTXt".utf8) + Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0]
        return Array(png.prefix(afterHeader)) + giant + Array(png.dropFirst(afterHeader))
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    /// Deterministic noise.
    package static func noise(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }
}

extension BadInputs {
    /// A PNG with the given IHDR (bit depth, colour type, interlace) and a valid but tiny IDAT.
    package static func pngHeaderOnly(
        width: UInt32, height: UInt32, depth: UInt8 = 8, colourType: UInt8 = 2, interlaced: Bool = false
    ) -> [UInt8] {
        var bytes = PNGChunks.signature
        func chunk(_ type: String, _ data: [UInt8]) { bytes += PNGChunks.framed(type, data) }
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colourType, 0, 0, interlaced ? 1 : 0])
        chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])
        chunk("IEND", [])
        return bytes
    }

    /// Creates a file whose name is `name` as raw bytes (which need not be UTF-8) in `folder`.
    package static func write(_ bytes: [UInt8], toRawName name: [UInt8], in folder: String) throws {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    package static func makeFIFO(_ path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
