import CardFoundation
import Foundation

/// The Pango markup a text is drawn from: the text as written, with the line pitch fixed for
/// every script and Korean words kept whole.
enum TextMarkup {
    /// A line's height in ems, whatever the script: Inter's own (ascender plus descender,
    /// 2480 of 2048 units). Without it each line is as tall as its tallest font makes it, and
    /// Noto Sans Arabic's or Noto Color Emoji's tall metrics would space those lines far apart.
    static let lineHeight = 1.2109375

    static func markup(_ text: String, pixelSize: Double) -> String {
        // Pango reads line_height in 1024ths of a point (a point is a pixel at 72 dpi); below 1024
        // it would be a factor, so it is kept above.
        let pitch = max(1025, Int((lineHeight * pixelSize * 1024).rounded()))
        // vips_text reads Pango markup; a file called "R&D <1>.jpg" must still print as itself.
        // Contextual alternates off: Inter's would draw the x of "4000x300" as a multiplication sign.
        return "<span font_features=\"calt=0\" line_height=\"\(pitch)\">"
            + XMLText.escape(keepingKoreanWordsWhole(composed(text))) + "</span>"
    }

    /// The text in Unicode's composed form (NFC). File names from macOS spell Korean as conjoining
    /// jamo (ᄀ ᅵ ᆷ for 김), which the fonts do not have one by one: composed, they are the
    /// syllables NanumSquare draws. Accents combine the same way; what the text says is unchanged.
    static func composed(_ text: String) -> String { text.precomposedStringWithCanonicalMapping }

    /// U+2060 WORD JOINER between neighbouring Hangul letters. Pango breaks lines by Unicode's
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
