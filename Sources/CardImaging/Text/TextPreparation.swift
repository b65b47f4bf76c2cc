import CardFoundation
import Foundation

/// How a text is prepared for drawing: composed, with Korean words kept whole, and the line pitch
/// every script shares.
package enum TextPreparation {
    /// A line's height in ems, whatever the script: Inter's own (ascender plus descender,
    /// 2480 of 2048 units). CCardText spaces lines by it, so Noto Sans Arabic's or Noto Color
    /// Emoji's tall metrics do not space those lines far apart.
    package static let lineHeight = 1.2109375

    /// The text in Unicode's composed form (NFC). File names from macOS spell Korean as conjoining
    /// jamo (ᄀ ᅵ ᆷ for 김), which the fonts do not have one by one: composed, they are the
    /// syllables NanumSquare draws. Accents combine the same way; what the text says is unchanged.
    static func composed(_ text: String) -> String { text.precomposedStringWithCanonicalMapping }

    /// U+2060 WORD JOINER between neighbouring Hangul letters. libunibreak breaks lines by Unicode's
    /// rules (UAX #14), which allow a break between any two Hangul syllables, so "주말에는" could
    /// end a line as "주말에" with "는" on the next; Korean breaks only at spaces. The joiner
    /// forbids that break and draws nothing.
    static func keepingKoreanWordsWhole(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previousIsHangul = false
        for scalar in text.unicodeScalars {
            let hangul = isHangul(scalar)
            if hangul && previousIsHangul { out.append("\u{2060}") }
            out.append(scalar)
            previousIsHangul = hangul
        }
        return String(out)
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// True when the text has a character drawn in colour (an emoji), which the one-band mask
    /// would flatten to a silhouette.
    static func hasColourGlyphs(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }
}
