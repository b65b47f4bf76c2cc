import CardFoundation
import CardImaging
import CardSettings
import Foundation

/// A PNG file for `cardrender diff`, checked before any pixel is decoded: a regular file (opened
/// as `ComparedFile` does, so a FIFO never blocks and no link is followed below a compared
/// folder), the PNG signature and IHDR chunk and a size within the pixel limit, read from its
/// first bytes; then, read whole, chunks that fit in the file up to IEND. Opening reads only the
/// header, so what comparing the pair will hold in memory (`PairMemory`) is known, and reserved,
/// before the files are read whole.
enum PNGHeader {
    struct Opened {
        var path: String
        var width: Int
        var height: Int
        /// Bytes libpng's own image takes decoded (an interlaced PNG is decoded whole first).
        var decodeBytes: Int
        var interlaced: Bool
        /// The file's size when it was opened.
        var fileBytes: Int { file.size }
        fileprivate let file: InputFile

        /// The decoded frame as 8-bit RGBA.
        var rgbaBytes: Int { width * height * 4 }

        /// The whole file, its chunks checked up to IEND, in a pooled block.
        func readChecked() throws -> PooledFileBytes {
            let file: PooledFileBytes
            do { file = try PooledFileBytes(self.file) } catch {
                throw UnusableComparedFile(path: path, problem: .inaccessible(FailureCause(error)))
            }
            if let problem = PNGChunkCheck.problem(in: file.bytes, requireEnd: true) {
                throw UnusableComparedFile(path: path, problem: .damaged(problem))
            }
            return file
        }
    }

    /// Signature (8 bytes) and IHDR chunk (length, type, 13 bytes of data, CRC).
    static let headerBytes = 33

    static func open(_ compared: ComparedFile, limit: PixelLimit) throws -> Opened {
        let path = compared.path
        let file: InputFile, head: [UInt8]
        do {
            file = try compared.open()
            head = try file.read(at: 0, count: headerBytes)
        } catch {
            throw UnusableComparedFile(path: path, problem: .inaccessible(FailureCause(error)))
        }
        guard head.count >= 8, Array(head[0..<8]) == PNGChunkCheck.signature else {
            throw UnusableComparedFile(path: path, problem: .notPNG)
        }
        guard let size = PNGChunkCheck.declaredSize(head) else {
            throw UnusableComparedFile(path: path, problem: .noHeader)
        }
        if let problem = PNGChunkCheck.sizeProblem(width: size.width, height: size.height, limit: limit) {
            throw UnusableComparedFile(
                path: path, problem: .refusedSize(width: size.width, height: size.height, problem: problem))
        }
        // IHDR: bit depth at byte 24, colour type at 25 (0 grey, 2 RGB, 3 palette, 4 grey+alpha,
        // 6 RGBA), interlace method at 28. A file cut shorter fails its chunk check when read.
        func byte(_ offset: Int) -> UInt8 { offset < head.count ? head[offset] : 0 }
        let channels = [0: 1, 2: 3, 3: 4, 4: 2, 6: 4][Int(byte(25))] ?? 4
        let bytesPerSample = byte(24) == 16 ? 2 : 1
        return Opened(
            path: path, width: size.width, height: size.height,
            decodeBytes: size.width * size.height * channels * bytesPerSample, interlaced: byte(28) != 0, file: file)
    }
}
