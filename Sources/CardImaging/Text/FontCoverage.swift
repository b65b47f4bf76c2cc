import CardFoundation

/// Which characters the shipped fonts cannot draw: `GlyphText` would draw each as Inter's box.
package enum FontCoverage {
    /// The characters of `text` that no shipped font has (nor `font`, drawn in front of them),
    /// each once, in order of appearance. Spaces, line breaks and invisible format characters
    /// (joiners, variation selectors) are never drawn, so never missing.
    static func undrawable(_ text: String, font: FontFile? = nil) throws -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>(), missing: [Unicode.Scalar] = []
        let scalars = Array(TextPreparation.composed(text).unicodeScalars)
        for (index, scalar) in scalars.enumerated() where !seen.contains(scalar) {
            seen.insert(scalar)
            if isInvisible(scalar) || font?.has(scalar) == true { continue }
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if try GlyphText.font(for: scalar, after: previous, before: next) == nil { missing.append(scalar) }
        }
        return missing
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isVariationSelector { return true }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: return true
        default: return false
        }
    }

    /// "U+E000 \"\u{E000}\"": the character's code and the character itself.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) \"\(scalar)\""
    }

    /// Warnings for the texts of `place` (a photo's file name) with a character no shipped font
    /// draws: `part` names the text (its caption, its name line), then the characters.
    package static func warnings(
        place: String, texts: [(part: UndrawableText.Part, text: String)], font: FontFile? = nil
    ) throws -> [UndrawableText] {
        try texts.compactMap { part, text in
            let missing = try undrawable(text, font: font)
            guard !missing.isEmpty else { return nil }
            let listed =
                missing.prefix(8).map(describe).joined(separator: ", ")
                + (missing.count > 8 ? " and \(missing.count - 8) more" : "")
            return UndrawableText(place: place, part: part, text: text, characters: listed)
        }
    }
}
