import CardGeometry
@testable import CardImaging
import Testing
@testable import CardFoundation
import TestSupport

/// Text of any length is fitted or cut to its box before it is drawn, so a long caption or title
/// cannot make an image larger than the rasteriser allows, and messages quote only a prefix.
@Suite struct TextFitLimitTests {
    static let hostile: [String] = [
        String(repeating: "lorem ipsum ", count: 20_000),
        String(repeating: "W", count: 200_000),
        String(repeating: "\n", count: 100_000) + "x",
        String(repeating: "a\n", count: 50_000),
        String(repeating: "\u{200B}", count: 100_000) + "end",
        String(repeating: "李", count: 50_000),
        String(repeating: "e\u{301}", count: 50_000)
    ]

    @Test func cutKeepsWhatCouldShowAndNoMore() {
        for text in Self.hostile {
            let cut = TextFit.cut(text, pixelSize: 10, maxWidth: 300, maxHeight: 60)
            #expect(cut.count <= TextFit.maxCharacters && cut.count <= Int(300 / (TextFit.narrowestGlyph * 10) + 1) * 7)
            #expect(text.hasPrefix(cut))
            #expect(cut.filter(\.isNewline).count < 7)
        }
        // Short text is kept whole.
        #expect(TextFit.cut("Ann, 29", pixelSize: 30, maxWidth: 600, maxHeight: nil) == "Ann, 29")
        #expect(TextFit.cut("two\nlines", pixelSize: 10, maxWidth: 600, maxHeight: 40) == "two\nlines")
    }

    @Test(arguments: [15.0, 120.0])
    func longTextFitsItsBoxAtAnySize(_ pixelSize: Double) throws {
        try VipsRuntime.start()
        for text in Self.hostile {
            let maxWidth = Int(pixelSize * 20), maxHeight = Int(pixelSize * 4)
            if let line = try TextFit.line(text, pixelSize: pixelSize, color: .white, maxWidth: maxWidth) {
                #expect(line.width <= maxWidth)
            }
            if let paragraph = try TextFit.paragraph(
                text, pixelSize: pixelSize, color: .white, maxWidth: maxWidth, maxHeight: maxHeight)
            {
                #expect(paragraph.width <= maxWidth && paragraph.height <= maxHeight)
            }
        }
    }

    @Test func textPastTheDrawnSizesIsEnlargedOrNothing() throws {
        try VipsRuntime.start()
        // Past 2,048 px per em: drawn at that size and enlarged.
        let huge = try TextPainter.mask("Hi", pixelSize: 3_000)
        let half = try TextPainter.mask("Hi", pixelSize: 1_500)
        #expect(abs(huge.height - 2 * half.height) <= 4 && abs(huge.width - 2 * half.width) <= 4)
        // Under a pixel per em: one clear pixel.
        let tiny = try TextPainter.image("Hi ☕", pixelSize: 0.3, color: .white)
        #expect(tiny.width == 1 && tiny.height == 1 && tiny.bands == 4)
        #expect(try tiny.pixels() == [0, 0, 0, 0])
    }

    @Test func userTextInMessagesIsAShortPrefix() {
        #expect(UserText.quoted("short") == "\"short\"")
        let quoted = UserText.quoted(String(repeating: "é", count: 1_000_000))
        #expect(quoted == "\"" + String(repeating: "é", count: UserText.maxCharacters) + "…\"")
    }
}
