@testable import CardImaging
import Foundation
import Testing
import TestSupport

/// A font file of the user's: read, checked, and drawn in front of the shipped fonts.
@Suite struct FontFileTests {
    /// Inter Bold (CFF outlines) and NanumSquare Bold (TrueType outlines) stand for a user's font.
    static let bold = Repository.shippedFont("Inter-Bold.otf")
    static let nanum = Repository.shippedFont("NanumSquareB.ttf")

    @Test(arguments: [bold, nanum])
    func aTrueTypeOrOpenTypeFileOpens(_ path: String) throws {
        let font = try FontFile(contentsOf: path)
        #expect(font.path == path)
        #expect(font.glyphCount > 100)
        #expect(font.has("A"))
    }

    @Test func itsCharactersComeFromItAndTheRestFromTheShippedFonts() throws {
        let font = try FontFile(contentsOf: Self.bold)
        let glyphs = try GlyphText.layout("Hi مرحبا", pixelSize: 40, font: font)
        let latin = glyphs.filter { $0.cluster < 2 }, arabic = glyphs.filter { $0.cluster > 2 }
        #expect(!latin.isEmpty && latin.allSatisfy { $0.font == nil }, "\(latin)")
        #expect(!arabic.isEmpty && arabic.allSatisfy { $0.font == .notoSansArabic }, "\(arabic)")
        // Without it, the same text is Inter SemiBold's.
        let plain = try GlyphText.layout("Hi", pixelSize: 40)
        #expect(plain.allSatisfy { $0.font == .interSemiBold })
    }

    @Test func aFontWithoutLatinLeavesLatinToInter() throws {
        let font = try FontFile(contentsOf: Repository.shippedFont("NotoSansArabic-Bold.ttf"))
        let glyphs = try GlyphText.layout("مرحبا Hi", pixelSize: 40, font: font)
        #expect(glyphs.filter { $0.cluster < 5 }.allSatisfy { $0.font == nil })
        #expect(glyphs.filter { $0.cluster > 5 }.allSatisfy { $0.font == .interSemiBold })
        #expect(!font.has("H"))
    }

    @Test func aCharacterTheFontMapsToAnEmptyGlyphFallsBack() throws {
        // NanumSquare maps ideographs to glyphs without outlines: Droid Sans Fallback draws them.
        let font = try FontFile(contentsOf: Self.nanum)
        #expect(!font.has("小") && font.has("가") && font.has(" "))
        let glyphs = try GlyphText.layout("小明 가", pixelSize: 40, font: font)
        #expect(glyphs.filter { $0.cluster < 2 }.allSatisfy { $0.font == .droidSansFallback }, "\(glyphs)")
        #expect(glyphs.filter { $0.cluster > 2 }.allSatisfy { $0.font == nil }, "\(glyphs)")
        let drawn = try GlyphText.mask("小明", pixelSize: 40, font: font)
        #expect(drawn.width > 40 && drawn.pixels.contains(255))
    }

    @Test func itsTextDiffersFromInterAndIsTheSameEachTime() throws {
        let font = try FontFile(contentsOf: Self.nanum)
        let mine = try GlyphText.mask("Swipe right", pixelSize: 48, font: font)
        let again = try GlyphText.mask("Swipe right", pixelSize: 48, font: try FontFile(contentsOf: Self.nanum))
        let inter = try GlyphText.mask("Swipe right", pixelSize: 48)
        #expect(mine == again)
        #expect(mine.pixels != inter.pixels)
        #expect(mine.pixels.contains { $0 == 255 })
    }

    @Test func theTextCacheTellsFontsApart() throws {
        let inter = try TextPainter.mask("Cache me", pixelSize: 30).pixels()
        let nanum = try TextPainter.mask("Cache me", pixelSize: 30, font: FontFile(contentsOf: Self.nanum)).pixels()
        let bold = try TextPainter.mask("Cache me", pixelSize: 30, font: FontFile(contentsOf: Self.bold)).pixels()
        #expect(inter != nanum && nanum != bold && inter != bold)
    }

    @Test func aCharacterTheFontHasIsNotReportedMissing() throws {
        let arabic = try FontFile(contentsOf: Repository.shippedFont("NotoSansArabic-Bold.ttf"))
        #expect(try FontCoverage.undrawable("ሀ ب") == ["ሀ"])
        #expect(try FontCoverage.undrawable("ب", font: arabic).isEmpty)
    }

    static func problem(_ path: String) -> FontFile.Problem? {
        do {
            _ = try FontFile(contentsOf: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileThatIsNoUsableFontIsRefusedWithWhy() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.nanum))
        try Data("not a font at all\n".utf8).write(to: URL(fileURLWithPath: folder.file("text.ttf")))
        try Data().write(to: URL(fileURLWithPath: folder.file("empty.otf")))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: folder.file("half.ttf")))
        // The glyph data overwritten: the tables are in place, an outline is not.
        var damaged = bytes
        let glyf = Self.table("glyf", in: bytes)!
        for i in glyf.offset..<(glyf.offset + min(glyf.length, 200_000)) {
            damaged[i] = UInt8(truncatingIfNeeded: i &* 131)
        }
        try damaged.write(to: URL(fileURLWithPath: folder.file("damaged.ttf")))
        // A WOFF's signature.
        try (Data("wOFF".utf8) + bytes.dropFirst(4)).write(to: URL(fileURLWithPath: folder.file("web.woff")))

        #expect(Self.problem(folder.file("none.ttf")) == .missing)
        #expect(Self.problem(folder.path) == .folder)
        #expect(Self.problem(folder.file("text.ttf")) == .notAFont)
        #expect(Self.problem(folder.file("empty.otf")) == .notAFont)
        #expect(Self.problem(folder.file("half.ttf")) == .truncated)
        #expect(Self.problem(folder.file("damaged.ttf")) == .damagedGlyph)
        #expect(Self.problem(folder.file("web.woff")) == .notAFont)
        // Colour emoji bitmaps alone: nothing to draw outlines from.
        #expect(Self.problem(Repository.shippedFont("NotoColorEmoji.ttf")) == .noOutlines)
        #expect(FontFile.Problem.truncated.description.contains("past the end"))
    }

    @Test func reachesAreWordedForAnyNumber() {
        #expect(FontFile.Problem.linesTooTall(ems: 4.01).description.contains("lies 4.1 em"))
        #expect(FontFile.Problem.glyphTooLarge(glyph: 3, ems: .infinity).description.contains("reaches 100000000 em"))
        // Not a number (a font's extents never give one, but the wording must not trap on it).
        #expect(FontFile.Problem.linesTooTall(ems: .nan).description.contains("lies 0 em"))
        #expect(FontFile.Problem.linesTooTall(ems: -.infinity).description.contains("lies 0 em"))
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let path = folder.file("huge.ttf")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(FontFile.maxBytes + 1))  // sparse: no disk used
        try handle.close()
        #expect(Self.problem(path) == .tooLarge(bytes: FontFile.maxBytes + 1))
        #expect(FontFile.Problem.tooLarge(bytes: 70_000_000).description.contains("64 MiB"))
    }

    /// Where the table `tag` lies in an sfnt font's bytes.
    static func table(_ tag: String, in bytes: Data) -> (offset: Int, length: Int)? {
        let b = [UInt8](bytes)
        func u32(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
        let count = Int(b[4]) << 8 | Int(b[5])
        for i in 0..<count {
            let record = 12 + i * 16
            if String(decoding: b[record..<(record + 4)], as: UTF8.self) == tag {
                return (u32(record + 8), u32(record + 12))
            }
        }
        return nil
    }
}
