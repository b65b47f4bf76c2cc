import CardSettings
import CardFoundation
/// Walks a PNG's chunk headers (8 bytes each, skipping the data) and refuses a file whose chunks
/// claim more bytes than the file holds.
///
/// Why: libpng allocates a chunk's declared length before reading it, so a 1 KB file whose iTXt
/// chunk claims 1.7 GB made libvips's PNG loader take 1.7 GB of memory (found by
/// scripts/fuzz-load.sh). A chunk can never be longer than what is left of the file.
package enum PNGChunkCheck {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// nil when every chunk fits in the file; otherwise the reason. A file that is not a PNG at
    /// all is left to the caller (nil). With `requireEnd`, a file that stops before its IEND
    /// chunk is truncated.
    static func problem(size: Int, requireEnd: Bool = false, read: (_ offset: Int, _ count: Int) -> [UInt8]?) -> String?
    {
        guard let head = read(0, 8), head == signature else { return nil }
        var offset = 8
        while offset < size {
            guard offset + 8 <= size else { return "truncated PNG: a chunk header is cut off at byte \(offset)" }
            guard let bytes = read(offset, 8), bytes.count == 8 else { return "unreadable PNG chunk at byte \(offset)" }
            let length = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
            let type = String(
                decoding: bytes[4..<8].map { (32...126).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            // Length, type, data, CRC.
            let end = offset + 12 + length
            if length > 0x7FFF_FFFF || end > size {
                return
                    "corrupt PNG: chunk \(type) at byte \(offset) claims \(length) bytes but only \(size - min(size, offset + 8)) remain"
            }
            if type == "IEND" { return nil }
            offset = end
        }
        return requireEnd ? "truncated PNG: the file ends before its IEND chunk" : nil
    }

    static func problem(in file: InputFile, requireEnd: Bool = false) -> String? {
        problem(size: file.size, requireEnd: requireEnd) { offset, count in try? file.read(at: offset, count: count) }
    }

    package static func problem(in bytes: [UInt8], requireEnd: Bool = false) -> String? {
        bytes.withUnsafeBytes { problem(in: $0, requireEnd: requireEnd) }
    }

    package static func problem(in bytes: UnsafeRawBufferPointer, requireEnd: Bool = false) -> String? {
        problem(size: bytes.count, requireEnd: requireEnd) { offset, count in
            Array(bytes[min(offset, bytes.count)..<min(offset + count, bytes.count)])
        }
    }

    static func problem(in path: String) -> String? {
        guard let file = try? InputFile.open(path) else { return nil }
        return problem(in: file)
    }

    /// The width and height in the IHDR chunk, which must come first; nil when the bytes do not
    /// start like a PNG.
    package static func declaredSize(_ head: [UInt8]) -> (width: Int, height: Int)? {
        guard head.count >= 24, Array(head[0..<8]) == signature, Array(head[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func number(_ offset: Int) -> Int { head[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// libvips refuses images with a side longer than this (VIPS_MAX_COORD) without a reason.
    static let maxSide = 10_000_000

    /// Why a declared size cannot be decoded, or nil: no pixels, a side libvips cannot address,
    /// or more pixels than `limit` allows (its name is said so the user knows what to change).
    package static func sizeProblem(width: Int, height: Int, limit: PixelLimit) -> String? {
        guard width > 0, height > 0 else { return "\(width)×\(height): an image without pixels" }
        if width > maxSide || height > maxSide {
            return "\(width)×\(height): a side longer than \(maxSide) pixels, which libvips cannot read"
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > limit.pixels {
            return "\(width)×\(height) is more than the limit of \(limit.pixels) pixels (\(limit.name))"
        }
        return nil
    }
}
