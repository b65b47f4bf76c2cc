import CardGeometry
@testable import CardImaging
import Testing
import TestSupport
@testable import CardFoundation
@testable import CardRender
@testable import CardSettings

/// Texts the grapheme-cluster count and a guess at the widest glyph could not bound: one letter
/// under 33,000 accents (66 KB, one character), 3,000 emoji joined by zero-width joiners (one
/// character, 3,000 emoji wide), 200 × U+FDFD (a glyph 7.9 em wide). Each is cut, by its bytes,
/// its code points and what it measures, to what could show, and draws.
@Suite struct TextPileTests {
    init() throws { try VipsRuntime.start() }

    static let accents = "a" + String(repeating: "\u{301}", count: 33_000)
    static let joinedEmoji = Array(repeating: "😀", count: 3_000).joined(separator: "\u{200D}")
    static let wideGlyphs = String(repeating: "\u{FDFD}", count: 200)
    static let piles = [accents, joinedEmoji, wideGlyphs, "Ann " + accents + " and more"]

    @Test(arguments: [15.0, 120.0, 900.0, 3_000.0])
    func aPileIsCutToBoundedTextThatDraws(_ pixelSize: Double) throws {
        for (index, text) in Self.piles.enumerated() {
            let cut = TextFit.cut(text, pixelSize: pixelSize, maxWidth: 600, maxHeight: nil)
            let size = min(pixelSize, TextPainter.largestDrawnSize)
            // Nothing is kept only when the first glyph alone is wider than the rasteriser draws.
            let first = try GlyphText.extents(of: [String(text.unicodeScalars.first!)], pixelSize: size)[0]
            #expect(!cut.isEmpty || first.advance > TextFit.maxTextPixels, "pile \(index)")
            #expect(cut.utf8.count <= TextFit.maxBytes, "pile \(index): \(cut.utf8.count) bytes")
            #expect(
                cut.allSatisfy {
                    $0.unicodeScalars.count <= TextCharacters.maxScalars && $0.utf8.count <= TextCharacters.maxBytes
                }, "pile \(index)")
            // Measured on one line at full size, what is kept fits the rasteriser.
            let extents = try GlyphText.extents(of: cut.map(String.init), pixelSize: size)
            let advance = extents.map(\.advance).reduce(0, +) + (extents.map(\.overhang).max() ?? 0)
            #expect(advance <= TextFit.maxTextPixels, "pile \(index): \(advance) pixels")
            // It draws, and the fitted line and paragraph stay in their boxes.
            let drawn = try GlyphText.mask(cut, pixelSize: size)
            #expect(drawn.width <= 16_384 && drawn.height <= 16_384)
            if let line = try TextFit.line(text, pixelSize: pixelSize, color: .white, maxWidth: 600) {
                #expect(line.width <= 600, "pile \(index)")
            }
            if let paragraph = try TextFit.paragraph(
                text, pixelSize: pixelSize, color: .white, maxWidth: 600, maxHeight: 400)
            {
                #expect(paragraph.width <= 600 && paragraph.height <= 400, "pile \(index)")
            }
        }
    }

    @Test func aPileKeepsItsFirstPieceAndWideGlyphsAsManyAsFit() throws {
        // The letter keeps its first 31 accents.
        let letter = TextFit.cut(Self.accents, pixelSize: 30, maxWidth: 600, maxHeight: nil)
        #expect(letter.unicodeScalars.count == TextCharacters.maxScalars)
        #expect(letter.unicodeScalars.dropFirst().allSatisfy { $0 == "\u{301}" })
        // At 40 px each U+FDFD is about 316 pixels wide: some, never all 200, fit 16,000.
        let wide = TextFit.cut(Self.wideGlyphs, pixelSize: 40, maxWidth: 600, maxHeight: 40)
        #expect(wide.count > 10 && wide.count < 60, "\(wide.count)")
        // Emoji joined into one character keep as many of its code points as fit.
        let joined = TextFit.cut(Self.joinedEmoji, pixelSize: 2_000, maxWidth: 600, maxHeight: nil)
        #expect(!joined.isEmpty && joined.unicodeScalars.count < TextCharacters.maxScalars)
        // Ordinary text is kept whole.
        let ordinary = "Ann, 29 · مرحبا · 喜欢摄影 · 😀👨‍👩‍👧 · e\u{301}"
        #expect(TextFit.cut(ordinary, pixelSize: 30, maxWidth: 600, maxHeight: nil) == ordinary)
    }

    @Test func everyPathThatDrawsTextDrawsAPile() throws {
        let photo = try TestImages.solid(width: 360, height: 500, [200, 180, 160])
        for text in Self.piles {
            _ = try DeckCardArt(scale: 1).paint(
                on: Canvas.copying(photo), label: text, caption: Caption(name: text, age: "29", text: text))
            _ = try StampArt().paint(text: text, color: .white, width: 300, height: 80)
            _ = try TextArt(scale: 1).paint(text, style: TextStyle(fontSize: 17), width: 200, height: 40)
            _ = try TextArt(scale: 1).paint(text, style: TextStyle(fontSize: 300), width: 2_000, height: 1_400)
        }
    }
}
