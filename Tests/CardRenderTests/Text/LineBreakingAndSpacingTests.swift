import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport

/// Lines break where the script allows and sit the same distance apart in every script.
@Suite struct LineBreakingAndSpacingTests {
    /// Rows (of a one-band mask) with any ink.
    private func inkedRows(_ mask: VImage) throws -> [Int] {
        let pixels = try mask.pixels()
        return (0..<mask.height).filter { y in (0..<mask.width).contains { pixels[y * mask.width + $0] > 0 } }
    }

    @Test func aKoreanWordIsNeverSplitAcrossLines() throws {
        try VipsRuntime.start()
        let word = "주말에는"
        let alone = try TextPainter.mask(word, pixelSize: 30)
        // Room for the first word and half the second: Unicode's default rules would end the first
        // line inside the second word ("주말에는 주말" / "에는").
        let maxWidth = alone.width * 17 / 10
        let wrapped = try TextPainter.mask("\(word) \(word)", pixelSize: 30, maxWidth: maxWidth)
        #expect(wrapped.height > alone.height * 3 / 2, "two lines")
        #expect(
            wrapped.width <= alone.width + 1,
            "each line is the whole word: \(wrapped.width) px wide, the word \(alone.width)")
    }

    @Test func theWordJoinerDrawsNothing() throws {
        try VipsRuntime.start()
        // A joiner after the last syllable, which keeping words whole would not add: no ink, no room.
        let word = try GlyphText.mask("주말에는", pixelSize: 30)
        let joined = try GlyphText.mask("주말에는\u{2060}", pixelSize: 30)
        #expect(joined.width == word.width && joined.height == word.height && joined.pixels == word.pixels)
        #expect(joined.layoutWidth == word.layoutWidth)
        #expect(TextPreparation.keepingKoreanWordsWhole("커피 없이는 ok") == "커\u{2060}피 없\u{2060}이\u{2060}는 ok")
    }

    static let scripts = [
        ("Latin", "Hello there"), ("Arabic", "أحب القهوة"), ("Chinese", "喜欢摄影"),
        ("Japanese", "さくらの本"), ("Korean", "커피 없이는"), ("Emoji", "Coffee ☕ 🔥")
    ]

    /// The distance from one line to the next: two lines' height less one line's.
    private func pitch(_ text: String, pixelSize: Double) throws -> Int {
        let one = try TextPainter.image(text, pixelSize: pixelSize, color: .white)
        let two = try TextPainter.image(text + "\n" + text, pixelSize: pixelSize, color: .white)
        return two.height - one.height
    }

    @Test func everyScriptHasTheSameLinePitch() throws {
        try VipsRuntime.start()
        let size = 40.0
        let expected = TextPreparation.lineHeight * size
        var pitches: [String: Int] = [:]
        for (script, text) in Self.scripts {
            pitches[script] = try pitch(text, pixelSize: size)
            #expect(
                abs(Double(pitches[script]!) - expected) <= 1, "\(script): \(pitches[script]!) px, expected \(expected)"
            )
        }
        let spread = pitches.values.max()! - pitches.values.min()!
        #expect(spread <= 1, "\(pitches)")
    }
}
