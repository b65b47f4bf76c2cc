/// The one way text reaches the text engine (CCardText, and behind it libraqm, HarfBuzz, FriBidi,
/// libunibreak and FreeType): `GlyphText` builds every request from the gate's text. Unicode's
/// noncharacters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE, U+FFFF,
/// U+1FFFE … U+10FFFF) are drawn as U+FFFD, the replacement character, and never passed on:
/// libunibreak 1.1 reads U+FFFF as the end of its text and aborts the process on it, and a file
/// name or caption may hold any of them. Every other character passes unchanged, so ordinary text
/// draws as it always did. A `String` cannot hold a lone surrogate; a file name that is not UTF-8
/// reaches a text as its bytes spelt `\xNN`, and CCardText itself reads a surrogate's or a
/// noncharacter's bytes as U+FFFD should any caller send them.
enum TextGate {
    /// What a character the libraries must not see is drawn as.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` with every noncharacter replaced by U+FFFD; `text` itself when it has none.
    static func passed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isNoncharacter) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(passed(scalar)) }
        return String(out)
    }

    /// `scalar`, or U+FFFD for a noncharacter.
    static func passed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        isNoncharacter(scalar) ? replacement : scalar
    }

    /// True for Unicode's 66 noncharacters.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
}
