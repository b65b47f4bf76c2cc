import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport

/// What the shipped fonts draw beyond plain text: CJK at the weight of the rest of a name,
/// emoji in colour, and a warning for what no font has.
@Suite struct ShippedFontTests {
    /// The longest run of inked pixels (coverage over half) along one row or column of a mask.
    private func stroke(_ mask: VImage, row: Int? = nil, column: Int? = nil) throws -> Int {
        let pixels = try mask.pixels()
        let values =
            row.map { y in (0..<mask.width).map { pixels[y * mask.width + $0] } }
            ?? (0..<mask.height).map { pixels[$0 * mask.width + column!] }
        var longest = 0, run = 0
        for value in values {
            run = value > 127 ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    @Test func chineseStrokesAreAsHeavyAsInterSemiBold() throws {
        try VipsRuntime.start()
        // "一" is one horizontal stroke: its thickness down the middle column; "l" one vertical
        // stem: its width across the middle row. Droid Sans Fallback's Regular "一" alone is
        // about two thirds of Inter SemiBold's stem.
        let one = try TextPainter.mask("一", pixelSize: 100)
        let ell = try TextPainter.mask("l", pixelSize: 100)
        let cjk = try stroke(one, column: one.width / 2)
        let latin = try stroke(ell, row: ell.height / 2)
        #expect(Double(cjk) >= 0.85 * Double(latin), "一 \(cjk) px thick, l \(latin) px")
        #expect(Double(cjk) <= 1.5 * Double(latin), "一 \(cjk) px thick, l \(latin) px")
    }

    @Test func everyHangulSyllableComesFromNanumSquare() throws {
        // Droid Sans Fallback, earlier in the fallback order, has some syllables too.
        let text = "주말에는 친구들과 산에 가요 그리고 사진을 찍어요"
        let glyphs = try GlyphText.layout(text, pixelSize: 30)
        let scalars = Array(GlyphText.prepared(text).unicodeScalars)
        let hangul = glyphs.filter { TextPreparation.isHangul(scalars[$0.cluster]) }
        #expect(hangul.count >= 20)
        #expect(hangul.allSatisfy { $0.font == .nanumSquare })
    }

    @Test func emojiAreDrawnInColourTheSameEveryTime() throws {
        try VipsRuntime.start()
        let text = "Coffee ☕ 🔥"
        let image = try TextPainter.image(text, pixelSize: 40, color: .white)
        #expect(image.bands == 4)
        let pixels = try image.pixels()
        // Some pixel is neither white nor grey: the emoji's own colours.
        func isColoured(_ i: Int) -> Bool {
            let red = Int(pixels[i]), blue = Int(pixels[i + 2])
            return pixels[i + 3] > 200 && abs(red - blue) > 60
        }
        let coloured = stride(from: 0, to: pixels.count, by: 4).contains(where: isColoured)
        #expect(coloured)
        // Emoji are scaled to the text's size (about 1.3 em wide each), not drawn at their bitmaps' 136.
        #expect(image.height < 60, "\(image.height) px tall")
        let word = try TextPainter.mask("Coffee", pixelSize: 40)
        #expect(image.width < word.width + 4 * 40, "\(image.width) px wide, \"Coffee\" \(word.width)")
        #expect(try TextPainter.image(text, pixelSize: 40, color: .white).pixels() == pixels)
        // White text stays white.
        func isWhite(_ i: Int) -> Bool { pixels[i..<i + 4].allSatisfy { $0 == 255 } }
        #expect(stride(from: 0, to: pixels.count, by: 4).contains(where: isWhite))
    }

    @Test func charactersNoFontHasAreFound() throws {
        try VipsRuntime.start()
        #expect(try FontCoverage.undrawable("Ann, 29 李明 ليلى 김민지 ☕🔥 Ἵππος") == [])
        #expect(try FontCoverage.undrawable("주\u{2060}말 👍🏽 ❤️ a\u{200D}b") == [])
        // Korean as macOS file names spell it (conjoining jamo) and compatibility jamo.
        #expect(try FontCoverage.undrawable("김민지".decomposedStringWithCanonicalMapping + " ㅋㅋ") == [])
        let decomposed = try TextPainter.mask("김민지 산에".decomposedStringWithCanonicalMapping, pixelSize: 30)
        let composed = try TextPainter.mask("김민지 산에", pixelSize: 30)
        #expect(decomposed.width == composed.width && decomposed.height == composed.height)
        #expect(try decomposed.pixels() == composed.pixels(), "conjoining jamo drawn as the syllables they spell")
        // Ethiopic and a private-use character of plane 16: no shipped font has either.
        #expect(try FontCoverage.undrawable("aሀbሀ\u{10FFFD}") == ["ሀ", "\u{10FFFD}"])
        let warnings = try FontCoverage.warnings(
            place: "coffee.png", texts: [(.nameLine, "Ann"), (.caption, "box ሀ here")])
        #expect(
            warnings == [
                UndrawableText(place: "coffee.png", part: .caption, text: "box ሀ here", characters: "U+1200 \"ሀ\"")
            ])
        #expect(
            warnings.map(\.description) == [
                "coffee.png: the caption \"box ሀ here\" has U+1200 \"ሀ\", which no shipped font draws (drawn as a box)"
            ])
    }
}
