import CardFoundation

/// How a text is cut to what could show before it is drawn: counted first, then measured.
extension TextFit {
    /// No glyph of the shipped fonts is narrower than this many ems (a space, an "i").
    static let narrowestGlyph = 0.12
    /// CCardText draws images at most 16,384 pixels wide or tall (`CT_MAX_SIDE`); text stays inside.
    package static let maxTextPixels = 16_000.0
    /// Text is never drawn longer than this many characters (`TextCharacters`), whatever its box:
    /// the box shows far less.
    package static let maxCharacters = 2_000
    /// Nor more UTF-8 bytes than this: half of what CCardText takes (`CT_MAX_TEXT_BYTES`), which
    /// leaves room for the word joiners preparing Korean text adds.
    static let maxBytes = 32_768

    /// The part of `text` that could show in a box `maxWidth` pixels wide and `maxHeight` tall (one
    /// line when nil), drawn at `pixelSize` (with `font` in front of the shipped fonts) and shrunk
    /// to at most `minimumScale` of it. Counted: as many characters as the narrowest glyphs would
    /// fit at the smallest size, and as many lines, each character no larger than
    /// `TextCharacters` allows (a letter under thousands of accents keeps its first 31). Then
    /// measured: never more than the rasteriser's largest image holds on one line at full size,
    /// by the glyphs' advances and ink as shaped. What is cut would not have shown; drawing it
    /// could make an image larger than the rasteriser allows (a whole paragraph on one line, a
    /// row of glyphs eight ems wide) and fail the run.
    package static func cut(
        _ text: String, pixelSize: Double, minimumScale: Double = 1, maxWidth: Int, maxHeight: Int?,
        font: FontFile? = nil
    ) -> String {
        let smallest = pixelSize * min(max(minimumScale, 0.01), 1)
        let perLine = Double(maxWidth) / (narrowestGlyph * smallest) + 1
        let lines = maxHeight.map { Double($0) / smallest + 1 } ?? 1
        let limit = Int(max(1, min(perLine * lines, Double(maxCharacters))))
        var parts: [String] = []
        var breaks = 0, bytes = 0
        for character in text {
            if character.isNewline {
                breaks += 1
                if Double(breaks) >= lines { break }
            }
            let part = TextCharacters.firstPiece(character)
            guard parts.count < limit, bytes + part.utf8.count <= maxBytes else { break }
            parts.append(part)
            bytes += part.utf8.count
        }
        return drawable(parts, pixelSize: pixelSize, font: font).joined()
    }

    /// The first of `parts` that fit the rasteriser's largest image drawn one after another on one
    /// line at `pixelSize`, measured; the first part too large on its own keeps as many of its
    /// first scalars as fit (a pile of emoji joined by zero-width joiners, at a large size). All of
    /// them when they cannot be measured: drawing them then says why.
    static func drawable(_ parts: [String], pixelSize: Double, font: FontFile?) -> [String] {
        guard !parts.isEmpty, pixelSize >= TextPainter.smallestDrawnSize else { return parts }
        // Larger than CCardText draws, text is drawn at its largest size and enlarged.
        let size = min(pixelSize, TextPainter.largestDrawnSize)
        guard let extents = try? GlyphText.extents(of: parts, pixelSize: size, font: font) else { return parts }
        var room = Room(lineHeight: TextPreparation.lineHeight * size)
        for (index, extent) in extents.enumerated() {
            let isNewline = parts[index].first?.isNewline == true
            if room.fits(extent, isNewline: isNewline) {
                room.add(extent, isNewline: isNewline)
                continue
            }
            let scalars = Array(parts[index].unicodeScalars)
            var count = scalars.count / 2
            while count > 0 {
                let shorter = String(String.UnicodeScalarView(scalars[..<count]))
                if let measured = try? GlyphText.extents(of: [shorter], pixelSize: size, font: font).first,
                    room.fits(measured, isNewline: false)
                {
                    return Array(parts[..<index]) + [shorter]
                }
                count /= 2
            }
            return Array(parts[..<index])
        }
        return parts
    }

    /// The box of text drawn on one line so far, measured.
    private struct Room {
        var lineHeight: Double
        var advance = 0.0, overhang = 0.0, top = 0.0, bottom = 0.0, lineBreaks = 0

        /// True when the text with `extent` after it still fits `maxTextPixels` either way.
        func fits(_ extent: GlyphText.Extent, isNewline: Bool) -> Bool {
            var grown = self
            grown.add(extent, isNewline: isNewline)
            return grown.advance + grown.overhang <= maxTextPixels
                && grown.top - grown.bottom + Double(grown.lineBreaks) * lineHeight <= maxTextPixels
        }

        mutating func add(_ extent: GlyphText.Extent, isNewline: Bool) {
            advance += extent.advance
            overhang = max(overhang, extent.overhang)
            top = max(top, extent.top)
            bottom = min(bottom, extent.bottom)
            if isNewline { lineBreaks += 1 }
        }
    }
}
