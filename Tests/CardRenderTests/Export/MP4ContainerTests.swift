import Foundation
import Testing
import TestSupport
@testable import CardRender

/// The encoder's name blanked inside an MP4's H.264 sample description, in place; a file whose
/// boxes do not fit together is left as it is.
@Suite struct MP4ContainerTests {
    static func box(_ type: String, _ content: [UInt8]) -> [UInt8] {
        let size = UInt32(8 + content.count)
        return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)]
            + Array(type.utf8) + content
    }

    /// A box with a 64-bit size, as ffmpeg writes a large `mdat`.
    static func largeBox(_ type: String, _ content: [UInt8]) -> [UInt8] {
        let size = UInt64(16 + content.count)
        let sizeBytes: [UInt8] = (0..<8).map { (k: UInt64) -> UInt8 in UInt8((size >> (56 - 8 * k)) & 0xFF) }
        let header: [UInt8] = [0, 0, 0, 1] + Array(type.utf8)
        return header + sizeBytes + content
    }

    /// An H.264 sample entry: 42 bytes of numbers, the 32-byte compressor name, then its own boxes.
    static func avc1(named name: String) -> [UInt8] {
        let numbers = [UInt8](repeating: 7, count: 42)
        let compressorName =
            [UInt8(name.utf8.count)] + Array(name.utf8) + [UInt8](repeating: 0, count: 31 - name.utf8.count)
        return box("avc1", numbers + compressorName + [0, 0x18, 0xFF, 0xFF] + box("avcC", [1, 2, 3]))
    }

    static func mp4(_ entry: [UInt8], mdat: [UInt8] = largeBox("mdat", [9, 9, 9])) -> [UInt8] {
        let stsd = box("stsd", [0, 0, 0, 0, 0, 0, 0, 1] + entry)
        let moov = box(
            "moov",
            box("mvhd", [0])
                + box("trak", box("tkhd", [0]) + box("mdia", box("minf", box("stbl", stsd + box("stts", [0]))))))
        return box("ftyp", Array("isom".utf8)) + moov + mdat
    }

    static func blank(_ bytes: [UInt8]) throws -> [UInt8] {
        let folder = try TestFolder(); defer { folder.remove() }
        let path = folder.file("video.mp4")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let file = open(path, O_RDWR)
        try #require(file >= 0)
        defer { close(file) }
        try MP4Container.blankCompressorNames(in: file)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func theCompressorNameIsBlankedAndNothingElseChanges() throws {
        let named = Self.mp4(Self.avc1(named: "Lavc libx264"))
        let blanked = try Self.blank(named)
        #expect(blanked == Self.mp4(Self.avc1(named: "")))
        #expect(blanked.count == named.count)
    }

    @Test func boxesThatDoNotFitLeaveTheFileAsItIs() throws {
        let named = Self.mp4(Self.avc1(named: "Lavc libx264"))
        // The movie box (after the 12-byte ftyp) claims more than the file holds.
        var overlong = named
        overlong.replaceSubrange(12..<16, with: [0, 0xFF, 0xFF, 0xFF])
        #expect(try Self.blank(overlong) == overlong)
        // A sample entry too short to hold a compressor name.
        let short = Self.mp4(Self.box("avc1", [UInt8](repeating: 7, count: 60)))
        #expect(try Self.blank(short) == short)
        // A box whose size is smaller than its own header ends the walk.
        let tiny = Self.mp4([0, 0, 0, 4] + Array("avc1".utf8) + Self.avc1(named: "Lavc libx264"))
        #expect(try Self.blank(tiny) == tiny)
        // Not an MP4 at all.
        #expect(try Self.blank(Array("video\n".utf8)) == Array("video\n".utf8))
    }
}
