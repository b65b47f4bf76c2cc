import CardImaging
import CardRender
import CardSettings

/// Frames of one size stacked top to bottom into one RGBA PNG.
enum FilmStrip {
    static func png(_ frames: [RenderedImage], compression: PNGCompression) throws -> [UInt8] {
        guard let first = frames.first else { return [] }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(first.width * first.height * 4 * frames.count)
        for frame in frames {
            guard frame.width == first.width else { throw FilmStripError.framesOfDifferentWidths }
            pixels += frame.channels == 4 ? frame.bytes : PixelBands.rgba(fromRGB: frame.bytes)
        }
        let height = frames.reduce(0) { $0 + $1.height }
        return try RenderedImage.png(
            RenderedImage(width: first.width, height: height, channels: 4, bytes: pixels), compression: compression)
    }
}

enum FilmStripError: Error, CustomStringConvertible {
    case framesOfDifferentWidths
    var description: String { "the animation's frames are not all of one width" }
}
