@testable import CardImaging
import Foundation
import TestSupport
import Testing

/// Every script the docs say cardrender draws is drawn: docs/scenes.md lists them with a sample
/// each, and no glyph of a sample may be a font's missing-glyph box (`.notdef`, glyph 0).
@Suite struct DocumentedScriptsTests {
    struct Script: CustomStringConvertible {
        var name: String
        var font: String
        var sample: String
        var description: String { name }
    }

    /// The rows of the table under "| script | font | sample |" in docs/scenes.md.
    static func documented() -> [Script] {
        let url = Repository.root.appendingPathComponent("docs/scenes.md")
        let page = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let lines = page.components(separatedBy: "\n")
        guard let header = lines.firstIndex(of: "| script | font | sample |") else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { row in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            return Script(name: cells[0], font: cells[1], sample: cells[2])
        }
    }

    static let fonts: [String: [GlyphText.ShippedFont]] = [
        "Inter": [.interSemiBold], "Noto Sans Arabic": [.notoSansArabic], "Noto Sans Hebrew": [.notoSansHebrew],
        "Droid Sans Fallback": [.droidSansFallback], "NanumSquare": [.nanumSquare],
        "Noto Color Emoji": [.notoColorEmoji]
    ]

    @Test func theDocsListTheScriptsTheREADMEAndMockupsPromise() throws {
        let names = Self.documented().map(\.name)
        for script in [
            "Latin", "Greek", "Cyrillic", "Arabic", "Hebrew", "Chinese", "Japanese", "Korean", "Emoji"
        ] {
            #expect(names.contains(script), "docs/scenes.md lists no \(script) sample")
        }
    }

    @Test(arguments: documented())
    func everyGlyphOfTheSampleIsDrawn(_ script: Script) throws {
        let glyphs = try GlyphText.layout(script.sample, pixelSize: 40)
        #expect(!glyphs.isEmpty)
        #expect(glyphs.allSatisfy { $0.glyph != 0 }, "a \(script.name) glyph is .notdef")
        #expect(try GlyphText.mask(script.sample, pixelSize: 40).missingCount == 0)
        // Its letters (and emoji) come from the font the docs name.
        let fonts = try #require(Self.fonts[script.font], "unknown font \(script.font)")
        let scalars = Array(GlyphText.prepared(script.sample).unicodeScalars)
        for glyph in glyphs {
            let scalar = scalars[glyph.cluster]
            let letter = "\(scalar.properties.generalCategory)".hasSuffix("Letter")
            guard letter || scalar.properties.isEmojiPresentation, let font = glyph.font else { continue }
            #expect(fonts.contains(font), "\(script.name): \(scalar) drawn from \(font)")
        }
    }

    @Test func hebrewWordsDrawDifferentInk() throws {
        // With no Hebrew font both were rows of identical boxes.
        let like = try GlyphText.mask("אהבתי", pixelSize: 40)
        let nope = try GlyphText.mask("לא", pixelSize: 40)
        #expect(like.pixels.contains(255) && nope.pixels.contains(255))
        #expect(like != nope)
        #expect(try GlyphText.mask("שלום", pixelSize: 40) != GlyphText.mask("תודה", pixelSize: 40))
    }

    @Test func hebrewComesLastInTheFallbackOrder() throws {
        #expect(try GlyphText.font(for: "א") == .notoSansHebrew)
        // Characters an earlier font has keep it: Noto Sans Hebrew has a space, a hyphen and
        // U+00A0 too.
        #expect(try GlyphText.font(for: "-") == .interSemiBold)
        #expect(try GlyphText.font(for: "\u{A0}") == .interSemiBold)
        #expect(try GlyphText.font(for: " ", after: "א") == .notoSansHebrew)
    }
}
