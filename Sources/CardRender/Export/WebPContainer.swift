import Foundation

/// An animated WebP's RIFF container, edited after libvips has written it. libvips 8.14 writes an
/// EXIF chunk into an animated WebP even when asked to strip metadata (a JPEG-style `Exif\0\0`
/// block sized for the whole page strip), while cardrender's exports carry no metadata (a
/// mockup's only its ICC profile, which stays): the chunks are dropped here, and the VP8X
/// header's flags and the RIFF size follow.
enum WebPContainer {
    private static let vp8xEXIF: UInt8 = 0x08
    private static let vp8xXMP: UInt8 = 0x04

    /// `webp` without its EXIF and XMP chunks, or unchanged when it is not a RIFF WebP whose
    /// chunks fit in it (nothing is dropped from what cannot be read).
    static func withoutMetadata(_ webp: Data) -> Data {
        let bytes = [UInt8](webp)
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8)
        else { return webp }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var offset = 12
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return webp }
            let fourCC = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size =
                Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(
                    bytes[offset + 7]) << 24
            let end = offset + 8 + size + (size & 1)
            guard end <= bytes.count || (end == bytes.count + 1 && size & 1 == 1) else { return webp }
            var chunk = Array(bytes[offset..<min(end, bytes.count)])
            switch fourCC {
            case "EXIF", "XMP ":
                break
            case "VP8X" where chunk.count > 8:
                chunk[8] &= ~(vp8xEXIF | vp8xXMP)
                kept += chunk
            default:
                kept += chunk
            }
            offset = end
        }
        let riffSize = UInt32(4 + kept.count)
        var header = Array("RIFF".utf8)
        header += [
            UInt8(riffSize & 0xFF), UInt8(riffSize >> 8 & 0xFF), UInt8(riffSize >> 16 & 0xFF),
            UInt8(riffSize >> 24 & 0xFF)
        ]
        header += Array("WEBP".utf8)
        return Data(header + kept)
    }
}
