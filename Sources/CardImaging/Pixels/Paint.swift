import CardGeometry

/// Small drawing helpers shared by the content painters. Every image here is premultiplied
/// 8-bit RGBA in memory, the form the compositor expects, drawn with `Canvas`'s integer kernels.
package enum Paint {
    /// A width × height rectangle of one colour.
    package static func solid(_ color: Color, width: Int, height: Int) throws -> VImage {
        try Canvas.filled(color, width: width, height: height).intoImage()
    }

    /// `color` wherever the one-band `coverage` (0–255) says, scaled by `opacity`.
    package static func fill(_ color: Color, coverage: VImage, opacity: Double = 1) throws -> VImage {
        try Canvas.coverage(coverage, color: color, opacity: opacity).intoImage()
    }

    /// An opaque RGB photo as premultiplied RGBA (one that is RGBA already, as it is).
    package static func opaque(_ rgb: VImage) throws -> VImage {
        rgb.bands == 4 && rgb.isEightBit ? rgb : try Canvas.copying(rgb).intoImage()
    }

    /// `image` (premultiplied RGBA) clipped to a one-band coverage `mask` of its size: rounded
    /// corners of cards, thumbnails and device screens.
    package static func clipped(_ image: VImage, to mask: VImage) throws -> VImage {
        let canvas = try Canvas.copying(image)
        try canvas.multiply(by: mask)
        return try canvas.intoImage()
    }

    /// `overlays` composited over `base` at their offsets, as 8-bit.
    package static func over(_ base: VImage, _ overlays: [(image: VImage, x: Int, y: Int)]) throws -> VImage {
        guard !overlays.isEmpty else { return base }
        let canvas = try Canvas.copying(base)
        for overlay in overlays { try canvas.over(overlay.image, x: overlay.x, y: overlay.y) }
        return try canvas.intoImage()
    }

    /// An anti-aliased filled circle's coverage, `diameter` pixels across.
    package static func circle(diameter: Int, lineWidth: Double? = nil) throws -> VImage {
        let r = Double(diameter) / 2
        let shape =
            lineWidth.map { w in
                "<circle cx=\"\(r)\" cy=\"\(r)\" r=\"\(r - w / 2)\" fill=\"none\" stroke=\"#fff\" stroke-width=\"\(w)\"/>"
            } ?? "<circle cx=\"\(r)\" cy=\"\(r)\" r=\"\(r)\" fill=\"#fff\"/>"
        return try VImage.svg(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(diameter)\" height=\"\(diameter)\">\(shape)</svg>"
        ).bands(3)
    }
}
