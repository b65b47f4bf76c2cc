import CardGeometry

/// Text that must fit a box on a card: one line shrunk to the width, or a paragraph wrapped at
/// the width and shrunk until it fits the height (then cut after its last whole line).
enum TextFit {
    /// One line in `color`, at `pixelSize` or smaller (down to `minimumScale` of it) so that it fits
    /// `maxWidth`; cut at the width if even that is too wide.
    static func line(_ text: String, pixelSize: Double, color: Color, maxWidth: Int, minimumScale: Double = 0.6) throws -> VImage? {
        guard !text.isEmpty, maxWidth > 0 else { return nil }
        var mask = try TextPainter.mask(text, pixelSize: pixelSize)
        if mask.width > maxWidth {
            let scale = max(minimumScale, Double(maxWidth) / Double(mask.width))
            mask = try TextPainter.mask(text, pixelSize: pixelSize * scale)
        }
        if mask.width > maxWidth { mask = try mask.cropped(left: 0, top: 0, width: maxWidth, height: mask.height) }
        return try Paint.fill(color, coverage: mask)
    }

    /// A paragraph wrapped at `maxWidth`, shrunk in 10 % steps (down to `minimumScale`) until it
    /// fits `maxHeight`, then cut after the last line that fits.
    static func paragraph(_ text: String, pixelSize: Double, color: Color, maxWidth: Int, maxHeight: Int,
                          minimumScale: Double = 0.7, centred: Bool = false) throws -> VImage? {
        guard !text.isEmpty, maxWidth > 0, maxHeight > 0 else { return nil }
        var size = pixelSize
        var mask = try TextPainter.mask(text, pixelSize: size, maxWidth: maxWidth, centred: centred)
        while mask.height > maxHeight && size * 0.9 >= pixelSize * minimumScale - 1e-9 {
            size *= 0.9
            mask = try TextPainter.mask(text, pixelSize: size, maxWidth: maxWidth, centred: centred)
        }
        if mask.height > maxHeight {
            // Keep the whole lines that fit: with this text's fonts one line is `first` tall and each
            // line starts `spacing` below the one before, so line k + 1 starts at k · spacing.
            let line = try TextPainter.mask(text, pixelSize: size).height
            let spacing = max(1, try TextPainter.mask(text + "\n" + text, pixelSize: size).height - line)
            let lines = max(1, (maxHeight - line) / spacing + 1)
            mask = try mask.cropped(left: 0, top: 0, width: mask.width, height: min(lines * spacing, maxHeight, mask.height))
        }
        if mask.width > maxWidth { mask = try mask.cropped(left: 0, top: 0, width: maxWidth, height: mask.height) }
        return try Paint.fill(color, coverage: mask)
    }

    /// True when the first letter with a direction is Arabic or Hebrew: such text is laid out
    /// from the right edge of its box.
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
            default:
                if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }
}
