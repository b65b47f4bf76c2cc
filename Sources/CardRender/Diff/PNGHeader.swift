import Foundation

/// A PNG file read for `cardrender diff`, checked before any pixel is decoded: a regular file
/// (opened as `InputFile` does, so a FIFO never blocks), the PNG signature and IHDR chunk,
/// chunks that fit in the file up to IEND, and a size within the pixel limit.
enum PNGHeader {
    struct Checked {
        var path: String
        var bytes: [UInt8]
        var width: Int
        var height: Int
        /// Bytes libpng's own image takes decoded (an interlaced PNG is decoded whole).
        var decodeBytes: Int

        func hasSameBytes(as other: Checked) -> Bool {
            bytes.count == other.bytes.count && bytes.withUnsafeBytes { a in
                other.bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
        }
    }

    static func read(_ file: ComparedFile, maxPixels: Int) throws -> Checked {
        let path = file.path
        let bytes: [UInt8]
        do {
            bytes = try file.open().readAll()
        } catch {
            throw DiffFailure("\(path): \(error)")
        }
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkCheck.signature else {
            throw DiffFailure("\(path): not a PNG file")
        }
        guard let size = PNGChunkCheck.declaredSize(bytes) else {
            throw DiffFailure("\(path): not a readable PNG (no IHDR chunk where the PNG header must start)")
        }
        if let problem = PNGChunkCheck.sizeProblem(width: size.width, height: size.height, maxPixels: maxPixels) {
            throw DiffFailure("\(path): \(problem)")
        }
        if let problem = PNGChunkCheck.problem(in: bytes, requireEnd: true) {
            throw DiffFailure("\(path): \(problem)")
        }
        // IHDR: bit depth at byte 24, colour type at 25 (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
        let channels = [0: 1, 2: 3, 3: 4, 4: 2, 6: 4][Int(bytes[25])] ?? 4
        let bytesPerSample = bytes[24] == 16 ? 2 : 1
        return Checked(path: path, bytes: bytes, width: size.width, height: size.height,
                       decodeBytes: size.width * size.height * channels * bytesPerSample)
    }
}
