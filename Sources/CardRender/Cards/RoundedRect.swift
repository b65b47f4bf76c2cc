import CardImaging

/// Anti-aliased rounded-rectangle masks, rasterised by libvips's SVG loader.
package enum RoundedRect {
    /// A one-band mask, 255 inside a width × height rectangle with corners of `radius` pixels.
    package static func mask(width: Int, height: Int, radius: Double) throws -> VImage {
        let r = min(max(radius, 0), Double(min(width, height)) / 2)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
            <rect x="0" y="0" width="\(width)" height="\(height)" rx="\(r)" ry="\(r)" fill="#fff"/></svg>
            """
        return try VImage.svg(svg).bands(3)
    }

    /// A one-band mask of a stroke `lineWidth` pixels wide along the inside of the same shape.
    static func strokeMask(width: Int, height: Int, radius: Double, lineWidth: Double) throws -> VImage {
        let half = lineWidth / 2
        let r = max(0, min(radius, Double(min(width, height)) / 2) - half)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
            <rect x="\(half)" y="\(half)" width="\(Double(width) - lineWidth)" height="\(Double(height) - lineWidth)" \
            rx="\(r)" ry="\(r)" fill="none" stroke="#fff" stroke-width="\(lineWidth)"/></svg>
            """
        return try VImage.svg(svg).bands(3)
    }
}
