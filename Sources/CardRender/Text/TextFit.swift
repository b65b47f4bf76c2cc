import CardSettings
import CardGeometry

/// Text that must fit a box on a card: one line shrunk to the width, or a paragraph wrapped at
/// the width and shrunk until it fits the height (then cut after its last whole line).
package enum TextFit {
    /// One line in `color`, at `pixelSize` or smaller (down to `minimumScale` of it) so that it fits
    /// `maxWidth`; cut at the width if even that is too wide.
    static func line(
        _ text: String, pixelSize: Double, color: Color, maxWidth: Int, minimumScale: Double = 0.6
    ) throws -> VImage? {
        guard maxWidth > 0, pixelSize > 0 else { return nil }
        let text = cut(text, pixelSize: pixelSize, minimumScale: minimumScale, maxWidth: maxWidth, maxHeight: nil)
        guard hasInk(text) else { return nil }
        var image = try TextPainter.image(text, pixelSize: pixelSize, color: color)
        if image.width > maxWidth {
            let scale = max(minimumScale, Double(maxWidth) / Double(image.width))
            image = try TextPainter.image(text, pixelSize: pixelSize * scale, color: color)
        }
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
        let text = cut(text, pixelSize: pixelSize, minimumScale: minimumScale, maxWidth: maxWidth, maxHeight: maxHeight)
        guard hasInk(text) else { return nil }
        var size = pixelSize
        func draw() throws -> VImage {
            try TextPainter.image(
                text, pixelSize: size, color: color, maxWidth: maxWidth, alignment: alignment, font: font)
        }
        var image = try draw()
        while image.height > maxHeight && size * 0.9 >= pixelSize * minimumScale - 1e-9 {
            size *= 0.9
            image = try draw()
        }
        if balanced, image.height <= maxHeight {
            let width = try balancedWidth(text, pixelSize: size, maxWidth: maxWidth, font: font)
            if width < maxWidth {
                image = try TextPainter.image(
                    text, pixelSize: size, color: color, maxWidth: width, alignment: alignment, font: font)
            }
        }
        if image.height > maxHeight {
            // Keep the whole lines that fit: with this text's fonts one line is `first` tall and each
            // line starts `spacing` below the one before, so line k + 1 starts at k · spacing.
            // Measured on a short sample of the text (drawn unwrapped, the whole text could be
            // wider than the rasteriser allows).
            let first = String(text.prefix { !$0.isNewline }.prefix(24))
            let sample = first.isEmpty ? "X" : first
            let line = try TextPainter.mask(sample, pixelSize: size, font: font).height
            let spacing = max(
                1, try TextPainter.mask(sample + "\n" + sample, pixelSize: size, font: font).height - line)
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
        let full = try GlyphText.mask(text, pixelSize: pixelSize, maxWidth: maxWidth, font: font)
        // A line already wider than the box (a word longer than it): nothing to balance.
        guard full.layoutWidth <= maxWidth else { return maxWidth }
        func keepsLines(_ width: Int) throws -> Bool {
            let drawn = try GlyphText.mask(text, pixelSize: pixelSize, maxWidth: width, font: font)
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

    /// No glyph of the shipped fonts is narrower than this many ems (a space, an "i").
    static let narrowestGlyph = 0.12
    /// No glyph is wider than this many ems (a "W", an ideograph, with room to spare).
    static let widestGlyph = 1.6
    /// CCardText draws images at most 16,384 pixels wide or tall (`CT_MAX_SIDE`); text stays inside.
    static let maxTextPixels = 16_000.0
    /// Text is never drawn longer than this, whatever its box: the box shows far less.
    static let maxCharacters = 2_000

    /// The part of `text` that could show in a box `maxWidth` pixels wide and `maxHeight` tall (one
    /// line when nil), drawn at `pixelSize` and shrunk to at most `minimumScale` of it: as many
    /// characters as the narrowest glyphs would fit at the smallest size, and as many lines, but
    /// never more than fit the rasteriser's largest image on one line at full size. What is cut
    /// would not have shown; drawing it could make an image larger than the rasteriser allows
    /// (a whole paragraph on one line) and fail the run.
    static func cut(
        _ text: String, pixelSize: Double, minimumScale: Double = 1, maxWidth: Int, maxHeight: Int?
    ) -> String {
        let smallest = pixelSize * min(max(minimumScale, 0.01), 1)
        let perLine = Double(maxWidth) / (narrowestGlyph * smallest) + 1
        let lines = maxHeight.map { Double($0) / smallest + 1 } ?? 1
        let unwrapped = maxTextPixels / (widestGlyph * pixelSize)
        let limit = Int(max(1, min(perLine * lines, unwrapped, Double(maxCharacters))))
        var kept = ""
        var count = 0, breaks = 0
        for character in text {
            if character.isNewline {
                breaks += 1
                if Double(breaks) >= lines { break }
            }
            if count == limit { break }
            kept.append(character)
            count += 1
        }
        return kept
    }

    /// True when some character of `text` draws something: not only spaces, line breaks and
    /// invisible format characters (a zero-width space), which the rasteriser refuses to draw.
    static func hasInk(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: false
            default: !scalar.properties.isWhitespace
            }
        }
    }

    /// True when the first letter with a direction is Arabic or Hebrew: such text is laid out
    /// from the right edge of its box.
    static func isRightToLeft(_ text: String) -> Bool {
        TextDirection.leadsRightToLeft(text)
    }
}
