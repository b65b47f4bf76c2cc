@testable import CardImaging
import Testing
import TestSupport

/// A balanced paragraph (mockup titles) keeps its number of lines but wraps at the narrowest
/// width that does, so it does not end on a lone word where another break exists.
@Suite struct BalancedTitleTests {
    /// The words of each laid-out line of `text` at `width`.
    private func lines(_ text: String, size: Double, width: Int) throws -> [[String]] {
        let scalars = Array(text.unicodeScalars)
        let glyphs = try GlyphText.layout(text, pixelSize: size, maxWidth: width)
        let count = (glyphs.map(\.line).max() ?? 0) + 1
        return (0..<count).map { line in
            let clusters = glyphs.filter { $0.line == line }.map(\.cluster).sorted()
            let characters = String(String.UnicodeScalarView(clusters.map { scalars[$0] }))
            return characters.split(separator: " ").map(String.init)
        }
    }

    @Test func aTitleThatWouldEndOnOneWordIsBalanced() throws {
        let title = "Swipe right on a good photo"
        // The width at which the greedy wrap leaves "photo" alone on the second line.
        let width = try (100...900).first { try lines(title, size: 40, width: $0).map(\.count) == [5, 1] }
        let greedyWidth = try #require(width)
        let balanced = try TextFit.balancedWidth(title, pixelSize: 40, maxWidth: greedyWidth)
        #expect(balanced < greedyWidth)
        let wrapped = try lines(title, size: 40, width: balanced)
        #expect(wrapped.count == 2, "as many lines as before")
        #expect(wrapped.last!.count >= 2, "no lone last word: \(wrapped)")
    }

    @Test func oneLineAndUnbreakableTextKeepTheirWidth() throws {
        #expect(try TextFit.balancedWidth("Everything", pixelSize: 40, maxWidth: 800) == 800)
        // A word wider than the box: nothing narrower would hold it.
        #expect(try TextFit.balancedWidth("Supercalifragilistic", pixelSize: 40, maxWidth: 60) == 60)
    }

    @Test func aBalancedParagraphIsNarrowerAndAsTall() throws {
        let title = "All your photos at a glance and more"
        let plain = try #require(
            try TextFit.paragraph(title, pixelSize: 40, color: .white, maxWidth: 560, maxHeight: 200))
        let balanced = try #require(
            try TextFit.paragraph(title, pixelSize: 40, color: .white, maxWidth: 560, maxHeight: 200, balanced: true))
        #expect(balanced.width < plain.width)
        #expect(abs(balanced.height - plain.height) <= 12, "the same number of lines")
    }
}
