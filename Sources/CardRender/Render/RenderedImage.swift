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

    /// The pixel at (x, y) as RGBA (alpha 255 for an RGB image).
    public func rgba(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * channels
        let pixel = Array(bytes[start..<start + channels])
        return channels == 4 ? pixel : pixel + [255]
    }
}
