import CardSettings
import CardGeometry

/// Text that must fit a box on a card: one line shrunk to the width, or a paragraph wrapped at
/// the width and shrunk until it fits the height (then cut after its last whole line).
package enum TextFit {
    /// One line in `color`, at `pixelSize` or smaller (down to `minimumScale` of it) so that it fits
    /// `maxWidth`; cut at the width if even that is too wide.
    package static func line(
        _ text: String, pixelSize: Double, color: Color, maxWidth: Int, minimumScale: Double = 0.6
    ) throws -> VImage? {
        guard maxWidth > 0, pixelSize > 0 else { return nil }
        let text = cut(text, pixelSize: pixelSize, minimumScale: minimumScale, maxWidth: maxWidth, maxHeight: nil)
        guard hasInk(text) else { return nil }
        var size = pixelSize
        let width = try TextPainter.imageSize(text, pixelSize: size).width
        if width > maxWidth {
            size *= max(minimumScale, Double(maxWidth) / Double(width))
        }
        var image = try TextPainter.image(text, pixelSize: size, color: color)
        if image.width > maxWidth {
            image = try image.cropped(
                left: isRightToLeft(text) ? image.width - maxWidth : 0, top: 0, width: maxWidth, height: image.height)
        }
        return image
    }

    /// A paragraph wrapped at `maxWidth`, shrunk in 10 % steps (down to `minimumScale`) until it
    /// fits `maxHeight`, then cut after the last line that fits. `balanced`: a paragraph that fits
    /// is wrapped at the narrowest width that keeps its number of lines (`balancedWidth`). With
    /// `font`, each character it has is drawn from it, in front of Inter.
    package static func paragraph(
        _ text: String, pixelSize: Double, color: Color, maxWidth: Int, maxHeight: Int,
        minimumScale: Double = 0.7, alignment: TextPainter.Alignment = .start, balanced: Bool = false,
        font: FontFile? = nil
    ) throws -> VImage? {
        guard maxWidth > 0, maxHeight > 0, pixelSize > 0 else { return nil }
        let text = cut(
            text, pixelSize: pixelSize, minimumScale: minimumScale, maxWidth: maxWidth, maxHeight: maxHeight, font: font
        )
        guard hasInk(text) else { return nil }
        // Each size is tried by the size of what it would draw; only the one kept is drawn.
        var size = pixelSize
        func height() throws -> Int {
            try TextPainter.imageSize(text, pixelSize: size, maxWidth: maxWidth, alignment: alignment, font: font)
                .height
        }
        var drawnHeight = try height()
        while drawnHeight > maxHeight && size * 0.9 >= pixelSize * minimumScale - 1e-9 {
            size *= 0.9
            drawnHeight = try height()
        }
        var width = maxWidth
        if balanced, drawnHeight <= maxHeight {
            width = try balancedWidth(text, pixelSize: size, maxWidth: maxWidth, font: font)
        }
        var image = try TextPainter.image(
            text, pixelSize: size, color: color, maxWidth: width, alignment: alignment, font: font)
        if image.height > maxHeight {
            // Keep the whole lines that fit: with this text's fonts one line is `first` tall and each
            // line starts `spacing` below the one before, so line k + 1 starts at k · spacing.
            // Measured on a short sample of the text (drawn unwrapped, the whole text could be
            // wider than the rasteriser allows).
            let first = String(text.prefix { !$0.isNewline }.prefix(24))
            let sample = first.isEmpty ? "X" : first
            let line = try TextPainter.imageSize(sample, pixelSize: size, font: font).height
            let spacing = max(
                1, try TextPainter.imageSize(sample + "\n" + sample, pixelSize: size, font: font).height - line)
            let lines = max(1, (maxHeight - line) / spacing + 1)
            image = try image.cropped(
                left: 0, top: 0, width: image.width, height: min(lines * spacing, maxHeight, image.height))
        }
        if image.width > maxWidth {
            image = try image.cropped(
                left: isRightToLeft(text) ? image.width - maxWidth : 0, top: 0, width: maxWidth, height: image.height)
        }
        return image
    }

    /// The narrowest width, at most `maxWidth`, that wraps `text` on as many lines as `maxWidth`
    /// does with no line wider than itself: the lines come out about equally long, so a title
    /// does not end on a lone word where another break exists (as CSS's `text-wrap: balance`).
    /// Found by bisection over laid-out widths; text on one line keeps `maxWidth`.
    static func balancedWidth(_ text: String, pixelSize: Double, maxWidth: Int, font: FontFile? = nil) throws -> Int {
        let full = try GlyphText.size(text, pixelSize: pixelSize, maxWidth: maxWidth, font: font)
        // A line already wider than the box (a word longer than it): nothing to balance.
        guard full.layoutWidth <= maxWidth else { return maxWidth }
        func keepsLines(_ width: Int) throws -> Bool {
            let drawn = try GlyphText.size(text, pixelSize: pixelSize, maxWidth: width, font: font)
            return drawn.layoutHeight <= full.layoutHeight && drawn.layoutWidth <= width
        }
        // At the widest line's width the breaks are the same; narrower, they may move.
        var fits = full.layoutWidth, tooNarrow = 0
        while fits - tooNarrow > 1 {
            let middle = (fits + tooNarrow) / 2
            if try keepsLines(middle) { fits = middle } else { tooNarrow = middle }
        }
        return fits < full.layoutWidth ? fits : maxWidth
    }

    /// True when some character of `text` draws something: not only spaces, line breaks and
    /// invisible format characters (a zero-width space), which the rasteriser refuses to draw.
    package static func hasInk(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: false
            default: !scalar.properties.isWhitespace
            }
        }
    }

    /// True when the first letter with a direction is Arabic or Hebrew: such text is laid out
    /// from the right edge of its box.
    package static func isRightToLeft(_ text: String) -> Bool {
        TextDirection.leadsRightToLeft(text)
    }
}
