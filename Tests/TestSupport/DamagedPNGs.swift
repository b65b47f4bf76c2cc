/// PNGs damaged inside their image data behind whole chunks (every length and CRC right), so
/// that only inflating the data finds what is wrong.
package enum DamagedPNGs {
    /// The image data cut `bytes` short: the zlib stream loses its Adler-32 and the end of its
    /// DEFLATE data, as a file whose writer stopped early would.
    package static func imageDataCut(_ png: [UInt8], by bytes: Int = 10) -> [UInt8] {
        editingImageData(png) { $0.removeLast(min(bytes, $0.count)) }
    }

    /// The zlib stream's Adler-32 (its last four bytes) changed: the rows inflate as before.
    package static func adler32Broken(_ png: [UInt8]) -> [UInt8] {
        editingImageData(png) { $0[$0.count - 1] ^= 0x01 }
    }

    /// `png` with its IDAT chunks joined into one, where the first was, whose data `change`
    /// edits; every chunk is written back with its true length and CRC.
    package static func editingImageData(_ png: [UInt8], _ change: (inout [UInt8]) -> Void) -> [UInt8] {
        var chunks: [(type: [UInt8], data: [UInt8])] = []
        var imageData: [UInt8] = [], imageDataAt: Int?
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= png.count else { break }
            let type = Array(png[offset + 4..<offset + 8]), data = Array(png[offset + 8..<offset + 8 + length])
            if type == Array("IDAT".utf8) {
                imageDataAt = imageDataAt ?? chunks.count
                imageData += data
            } else {
                chunks.append((type, data))
            }
            offset += 12 + length
        }
        change(&imageData)
        chunks.insert((Array("IDAT".utf8), imageData), at: imageDataAt ?? chunks.count)
        return chunks.reduce(Array(png.prefix(8))) {
            $0 + PNGChunks.framed(String(decoding: $1.type, as: UTF8.self), $1.data)
        }
    }
}
