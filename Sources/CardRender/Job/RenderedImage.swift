import CardImaging
import CardSettings

/// A frame drawn in memory: 8-bit sRGB pixels, row by row from the top left, RGB when every
/// pixel is opaque and straight (not premultiplied) RGBA otherwise — the pixels its PNG holds.
public struct RenderedImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// 3 (RGB) or 4 (RGBA).
    public var channels: Int
    /// `width × height × channels` bytes.
    public var bytes: [UInt8]

    /// Pixels as `bytes` describes them.
    public init(width: Int, height: Int, channels: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.channels = channels
        self.bytes = bytes
    }

    /// The pixel at (x, y) as RGBA (alpha 255 for an RGB image).
    public func rgba(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * channels
        let pixel = Array(bytes[start..<start + channels])
        return channels == 4 ? pixel : pixel + [255]
    }
}

extension RenderedImage {
    /// The pixels as a PNG file's bytes, encoded as frames are.
    package static func png(_ image: RenderedImage, compression: PNGCompression) throws -> [UInt8] {
        try image.bytes.withUnsafeBytes {
            try PNGEncoder.encode(
                pixels: $0, width: image.width, height: image.height, bands: image.channels, compression: compression,
                { Array($0) })
        }
    }
}
