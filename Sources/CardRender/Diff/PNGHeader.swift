import Foundation

/// The size a PNG file declares in its IHDR chunk, read without decoding (for byte-identical
/// pairs, which are never decoded).
enum PNGHeader {
    static func size(_ data: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, data.prefix(8).elementsEqual(signature),
              data[data.startIndex + 12..<data.startIndex + 16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func number(_ offset: Int) -> Int {
            data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (number(16), number(20))
    }
}
