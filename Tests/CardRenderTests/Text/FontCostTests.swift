import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport

/// A user's font is judged by what drawing it costs, not by its file size: its em, composite
/// glyphs, points and reach are bounded before it opens, and its ink is drawn only near the
/// text's box, so whatever opens draws in memory that follows the text.
@Suite struct FontCostTests {
    static func problem(_ font: TestFont) throws -> FontFile.Problem? {
        let folder = try TestFolder(); defer { folder.remove() }
        try font.write(to: folder.file("font.ttf"))
        return FontFileTests.problem(folder.file("font.ttf"))
    }

    static func opened(_ font: TestFont) throws -> FontFile {
        let folder = try TestFolder(); defer { folder.remove() }
        try font.write(to: folder.file("font.ttf"))
        return try FontFile(contentsOf: folder.file("font.ttf"))
    }

    @Test func anEmOutsideOpenTypesRangeIsNamedAndTheSmallestInsideDraws() throws {
        #expect(try Self.problem(TestFont.boxes("Hi", unitsPerEm: 8)) == .unitsPerEm(8))
        #expect(try Self.problem(TestFont.boxes("Hi", unitsPerEm: 20_000)) == .unitsPerEm(20_000))
        #expect(FontFile.Problem.unitsPerEm(8).description.contains("16 to 16384"))
        let font = try Self.opened(TestFont.boxes("Swipe right", unitsPerEm: 16))
        let mine = try GlyphText.mask("Swipe right", pixelSize: 192, maxWidth: 1000, font: font)
        let inter = try GlyphText.mask("Swipe right", pixelSize: 192, maxWidth: 1000)
        #expect(mine.pixels.contains(255) && mine.pixels != inter.pixels)
    }

    @Test func nestedCompositesAreRefusedWithoutFollowingThem() throws {
        // Each glyph two copies of the one below, 40 deep: 2^40 components for FreeType to follow
        // (it would take days); the check counts them glyph by glyph.
        let doubling = finishingUnlessBlocked { try? Self.problem(TestFont.nestedComposites(depth: 40, fanOut: 2)) }
        #expect(doubling == .some(.tooManyComponents(glyph: 11, count: 2046)), "\(String(describing: doubling))")
        // One copy each, 40 deep.
        let deep = finishingUnlessBlocked { try? Self.problem(TestFont.nestedComposites(depth: 40, fanOut: 1)) }
        #expect(deep == .some(.nestedTooDeep(glyph: FontFile.maxCompositeDepth + 2)), "\(String(describing: deep))")
        // Shallow but wide: 60 copies of 60 copies.
        let wide = finishingUnlessBlocked { try? Self.problem(TestFont.nestedComposites(depth: 3, fanOut: 60)) }
        #expect(wide == .some(.tooManyComponents(glyph: 3, count: 60 + 60 * 60)), "\(String(describing: wide))")
        // A composite of its own.
        var loop = TestFont.boxes("B")
        let first = loop.add(.empty, advance: 500, for: "A")
        loop.glyphs[first].outline = .composite([(first + 1, 0, 0)])
        loop.add(.composite([(first, 0, 0)]), advance: 500)
        #expect(try Self.problem(loop) == .nestedTooDeep(glyph: first))
        // What real fonts do opens: two levels of a few components.
        var accents = TestFont.boxes("ab")
        let acute = accents.add(TestFont.box(200, 800, 400, 900), advance: 0)
        let aAcute = accents.add(.composite([(1, 0, 0), (acute, 100, 0)]), advance: 600, for: "á")
        accents.add(.composite([(aAcute, 0, 0), (acute, 100, 150)]), advance: 600, for: "ǻ")
        #expect(try Self.opened(accents).has("ǻ"))
    }

    @Test func glyphsOfTooManyPointsAreRefused() throws {
        var one = TestFont.boxes("A")
        one.add(.repeatedPoint(count: FontFile.maxGlyphPoints + 1), advance: 500, for: "B")
        #expect(try Self.problem(one) == .tooManyPoints(glyph: 2, count: FontFile.maxGlyphPoints + 1))
        // Each glyph within the limit, together past what a font is read with: a few kilobytes
        // that FreeType would take seconds to read whole.
        var many = TestFont.boxes("A")
        for _ in 0...(FontFile.maxFontPoints / FontFile.maxGlyphPoints) {
            many.add(.repeatedPoint(count: FontFile.maxGlyphPoints), advance: 500)
        }
        #expect(try Self.problem(many) == .tooComplex)
        // Composites counted whole: 32 copies of a glyph of 1,000 points.
        var copies = TestFont.boxes("A")
        let dense = copies.add(.repeatedPoint(count: 1_000), advance: 500)
        copies.add(.composite(Array(repeating: (glyph: dense, dx: 0, dy: 0), count: 32)), advance: 500, for: "B")
        #expect(try Self.problem(copies) == .tooManyPoints(glyph: dense + 1, count: 32_000))
    }

    @Test func aGlyphReachingFarFromItsOriginIsRefused() throws {
        // An em of 173 units and a glyph 30,000 wide: 173 em.
        var wide = TestFont(unitsPerEm: 173)
        wide.add(TestFont.box(0, 0, 30_000, 140), advance: 30_000, for: "A")
        #expect(try Self.problem(wide) == .glyphTooLarge(glyph: 1, ems: 30_000.0 / 173))
        #expect(FontFile.Problem.glyphTooLarge(glyph: 1, ems: 30_000.0 / 173).description.contains("173.5 em"))
        // An advance alone.
        var far = TestFont.boxes("A")
        far.add(.empty, advance: 17_000, for: " ")
        #expect(try Self.problem(far) == .glyphTooLarge(glyph: 2, ems: 17))
        // A real font whose em says 16 units: its glyphs and lines are dozens of ems.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: FontFileTests.nanum))
        let head = FontFileTests.table("head", in: bytes)!
        var small = [UInt8](bytes)
        small[head.offset + 18] = 0
        small[head.offset + 19] = 16
        let folder = try TestFolder(); defer { folder.remove() }
        try BadInputs.write(small, to: folder.file("em16.ttf"))
        guard case let .linesTooTall(ems) = FontFileTests.problem(folder.file("em16.ttf")) else {
            Issue.record("\(String(describing: FontFileTests.problem(folder.file("em16.ttf"))))")
            return
        }
        #expect(ems > Double(FontFile.maxLineEms))
    }

    @Test func inkIsDrawnOnlyNearTheTextsBox() throws {
        // "A" reaches 16 em above and below the baseline and 16 em right: drawn, it keeps to the
        // laid-out box and 2 em around it.
        let font = try Self.opened(
            TestFont.atTheLimits(
                ems: FontFile.maxGlyphEms, lineEms: FontFile.maxLineEms, points: FontFile.maxGlyphPoints))
        let size = 100.0
        for color in [nil, Color(red: 1, green: 1, blue: 1)] {
            let drawn =
                try color.map { try GlyphText.image("A😀", pixelSize: size, color: $0, font: font) }
                ?? GlyphText.mask("A😀", pixelSize: size, font: font)
            let margin = 2 * Int(size)
            #expect(drawn.width <= drawn.layoutWidth + 2 * margin, "\(drawn.width) by \(drawn.height)")
            #expect(drawn.height <= drawn.layoutHeight + 2 * margin, "\(drawn.width) by \(drawn.height)")
            #expect(drawn.layoutLeft <= margin && drawn.layoutTop <= margin)
            #expect(drawn.pixels.contains { $0 > 0 })
        }
        // The glyph drawn whole would be 32 em tall.
        #expect(try GlyphText.mask("A", pixelSize: size, font: font).height < 24 * Int(size))
    }
}
