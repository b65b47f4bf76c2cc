/// PNG chunks as the specification frames them (the data's length, the type, the data, a CRC of
/// type and data), for tests that take PNG and APNG files apart and put them back together.
package enum PNGChunks {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk, with its true length and CRC.
    package static func framed(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return BadInputs.bigEndian(UInt32(data.count)) + body + BadInputs.bigEndian(BadInputs.crc32(body))
    }

    /// A PNG file of `chunks`, in order, after the signature.
    package static func file(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
        chunks.reduce(signature) { $0 + framed($1.type, $1.data) }
    }

    /// The chunks of a PNG file after its signature, in order; nil when the bytes do not split
    /// into chunks (shorter than a signature, or a chunk longer than what is left).
    package static func read(_ png: [UInt8]) -> [(type: String, data: [UInt8])]? {
        guard png.count >= 8 else { return nil }
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= png.count - offset - 12 else { return nil }
            chunks.append(
                (
                    String(decoding: png[offset + 4..<offset + 8], as: UTF8.self),
                    Array(png[offset + 8..<offset + 8 + length])
                ))
            offset += 12 + length
        }
        return chunks
    }
}
