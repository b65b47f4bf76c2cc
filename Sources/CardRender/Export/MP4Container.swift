import CardFoundation
import Foundation

/// An MP4 written by ffmpeg, edited in place. ffmpeg names its encoder ("Lavc libx264") in the
/// H.264 sample description's compressor name whatever it is told, and ffprobe reports that as
/// the stream's `encoder` tag, while cardrender's exports carry no metadata: the name is blanked
/// here. Only the bytes of that field change, so every box keeps its size and place.
enum MP4Container {
    struct EditError: Error {
        var reason: String
    }

    /// The boxes from the top of the file down to the sample descriptions.
    private static let route = ["moov", "trak", "mdia", "minf", "stbl", "stsd"]
    /// In a visual sample entry (ISO/IEC 14496-12), the 32 bytes of the compressor name begin
    /// 42 bytes after the entry's header.
    private static let compressorName = (offset: UInt64(42), length: 32)

    private struct Box {
        var type: String
        var contentStart: UInt64
        var end: UInt64
    }

    /// Blanks the H.264 compressor names of the file open for reading and writing as
    /// `descriptor`. What cannot be walked as MP4 boxes is left as it is.
    static func blankCompressorNames(in descriptor: Int32) throws {
        var size = stat()
        guard fstat(descriptor, &size) == 0 else { throw EditError(reason: SystemReason.current) }
        var level = [Box(type: "", contentStart: 0, end: UInt64(size.st_size))]
        for type in route {
            level = try level.flatMap { try boxes(in: descriptor, from: $0.contentStart, to: $0.end) }.filter {
                $0.type == type
            }
        }
        // A sample description box: version and flags, the number of entries, then the entries.
        let entries = try level.flatMap { try boxes(in: descriptor, from: $0.contentStart + 8, to: $0.end) }
        let blank = [UInt8](repeating: 0, count: compressorName.length)
        for entry in entries
        where entry.type == "avc1" && entry.contentStart + compressorName.offset + UInt64(blank.count) <= entry.end {
            let written = pwrite(descriptor, blank, blank.count, off_t(entry.contentStart + compressorName.offset))
            guard written == blank.count else {
                throw EditError(reason: written < 0 ? SystemReason.current : "short write")
            }
        }
    }

    /// The boxes that lie one after another from `start` to `end`, up to the first whose header
    /// cannot be read or whose size does not fit.
    private static func boxes(in descriptor: Int32, from start: UInt64, to end: UInt64) throws -> [Box] {
        var found: [Box] = []
        var offset = start
        var header = [UInt8](repeating: 0, count: 16)
        while offset < end, end - offset >= 8 {
            let read = pread(descriptor, &header, header.count, off_t(offset))
            guard read >= 0 else { throw EditError(reason: SystemReason.current) }
            guard read >= 8 else { break }
            var size = bigEndian(header[0..<4]), headerSize: UInt64 = 8
            if size == 1 {
                // A 64-bit size follows the type.
                guard read >= 16 else { break }
                size = bigEndian(header[8..<16])
                headerSize = 16
            } else if size == 0 {
                // The box runs to the end of what holds it.
                size = end - offset
            }
            guard size >= headerSize, size <= end - offset else { break }
            found.append(
                Box(
                    type: String(decoding: header[4..<8], as: UTF8.self), contentStart: offset + headerSize,
                    end: offset + size))
            offset += size
        }
        return found
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}
