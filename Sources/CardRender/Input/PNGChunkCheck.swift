import Foundation

/// Walks a PNG's chunk headers (8 bytes each, skipping the data) and refuses a file whose chunks
/// claim more bytes than the file holds.
///
/// Why: libpng allocates a chunk's declared length before reading it, so a 1 KB file whose iTXt
/// chunk claims 1.7 GB made libvips's PNG loader take 1.7 GB of memory (found by
/// scripts/fuzz-load.sh). A chunk can never be longer than what is left of the file.
enum PNGChunkCheck {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// nil when every chunk fits in the file; otherwise the reason.
    static func problem(in path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let size = try? file.seekToEnd(), (try? file.seek(toOffset: 0)) != nil else { return nil }
        guard let head = try? file.read(upToCount: 8), Array(head) == signature else { return nil }

        var offset: UInt64 = 8
        while offset < size {
            guard offset + 8 <= size else { return "truncated PNG: a chunk header is cut off at byte \(offset)" }
            guard (try? file.seek(toOffset: offset)) != nil, let header = try? file.read(upToCount: 8), header.count == 8 else {
                return "unreadable PNG chunk at byte \(offset)"
            }
            let bytes = Array(header)
            let length = UInt64(bytes[0]) << 24 | UInt64(bytes[1]) << 16 | UInt64(bytes[2]) << 8 | UInt64(bytes[3])
            let type = String(decoding: bytes[4..<8].map { (32...126).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            // Length, type, data, CRC.
            let end = offset + 12 + length
            if length > 0x7FFF_FFFF || end > size {
                return "corrupt PNG: chunk \(type) at byte \(offset) claims \(length) bytes but only \(size - min(size, offset + 8)) remain"
            }
            if type == "IEND" { return nil }
            offset = end
        }
        return nil
    }
}
