import CardFoundation
/// A composed still or frame on its way to a file. An opaque frame stays its canvas until it is
/// encoded, which converts and filters the pixels in the canvas's own memory (see
/// `PNGEncoder`, which takes the pixels with `Canvas.spending`); a frame with transparency is
/// already straight RGBA.
package enum ComposedFrame: @unchecked Sendable {
    /// Premultiplied RGBA whose every pixel is opaque.
    case opaque(Canvas)
    /// Straight RGBA (`Canvas.intoFrame(opaque: false)`).
    case image(VImage)

    /// The frame as 8-bit sRGB in memory (RGB when opaque): an opaque canvas is spent.
    package func image() throws -> VImage {
        switch self {
        case .opaque(let canvas): try canvas.intoFrame(opaque: true)
        case .image(let image): image
        }
    }
}
