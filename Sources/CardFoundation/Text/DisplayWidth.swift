/// How many columns of a terminal a character takes, about as `wcwidth` reckons it: none for a
/// combining mark or an invisible format character, two for a wide East Asian character or an
/// emoji, one for any other (a control character too, which a terminal may show as `^J`).
package enum DisplayWidth {
    /// The columns `character` takes: its widest scalar's (a letter under accents takes the
    /// letter's, an emoji sequence one emoji's).
    package static func columns(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { max($0, columns($1)) }
    }

    /// The columns `scalar` takes on its own.
    package static func columns(_ scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control: return 1
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if properties.isVariationSelector || properties.isDefaultIgnorableCodePoint { return 0 }
        if properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1160...0x11FF: return 0  // Hangul vowels and final consonants join the syllable before
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
