import CardGeometry

extension Paint {
    /// Text in `color` (emoji in their own), cut to at most `maxWidth` × `maxHeight` pixels; its
    /// lines aligned to each paragraph's start edge or, with `alignment`, otherwise.
    package static func text(
        _ text: String, pixelSize: Double, color: Color, maxWidth: Int, maxHeight: Int? = nil,
        alignment: TextPainter.Alignment = .start
    ) throws -> VImage? {
        guard !text.isEmpty, maxWidth > 0, pixelSize > 0, (maxHeight ?? 1) > 0 else { return nil }
        let shown = TextFit.cut(
            text, pixelSize: pixelSize, maxWidth: maxWidth,
            maxHeight: maxHeight ?? WholeNumber.clamped(pixelSize * 4, .towardZero))
        guard TextFit.hasInk(shown) else { return nil }
        var image = try TextPainter.image(
            shown, pixelSize: pixelSize, color: color, maxWidth: maxWidth, alignment: alignment)
        let width = min(image.width, maxWidth), height = min(image.height, maxHeight ?? image.height)
        if width != image.width || height != image.height {
            image = try image.cropped(
                left: TextFit.isRightToLeft(shown) ? image.width - width : 0, top: 0, width: width, height: height)
        }
        return image
    }
}
