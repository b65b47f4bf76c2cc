import Testing
@testable import CardFoundation

/// Messages quote user text by what it takes on a terminal and in bytes, never by grapheme
/// clusters alone: one letter under 33,000 accents is one cluster of 66 KB.
@Suite struct UserTextTests {
    /// A quote's most bytes: `UserText.maxBytes`, its quotes and the ellipsis.
    static let quoteBytes = UserText.maxBytes + 2 + "…".utf8.count

    static let hostile = [
        "a" + String(repeating: "\u{301}", count: 33_000),
        Array(repeating: "😀", count: 3_000).joined(separator: "\u{200D}"),
        String(repeating: "\u{FDFD}", count: 200),
        String(repeating: "\u{200B}", count: 100_000),
        String(repeating: "e\u{301}\u{302}\u{303}\u{304}", count: 10_000),
        String(repeating: "李", count: 50_000),
        String(repeating: "\n", count: 50_000),
        "Ann " + String(repeating: "\u{301}", count: 50_000)
    ]

    @Test func aQuoteOfHostileTextStaysShort() {
        for text in Self.hostile {
            let quoted = UserText.quoted(text)
            #expect(quoted.utf8.count <= Self.quoteBytes, "\(quoted.utf8.count) bytes")
            #expect(quoted.hasSuffix("…\""))
            for columns in [40, 60, 80] {
                #expect(UserText.cut(text, columns: columns).utf8.count <= UserText.maxBytes)
                #expect(UserText.prefix(text, columns: columns).utf8.count <= UserText.maxBytes + "…".utf8.count)
            }
        }
    }

    @Test func ordinaryTextIsQuotedAsBefore() {
        #expect(UserText.quoted("short") == "\"short\"")
        let forty = String(repeating: "é", count: 40)
        #expect(UserText.quoted(forty) == "\"\(forty)\"")
        #expect(UserText.quoted(forty + "x") == "\"\(forty)…\"")
        #expect(UserText.cut("astronaut_2.png", columns: 80) == "astronaut_2.png")
        // A Chinese character takes two columns, an accent none.
        #expect(UserText.prefix(String(repeating: "李", count: 30)) == String(repeating: "李", count: 20) + "…")
        #expect(
            UserText.quoted(String(repeating: "e\u{301}", count: 40))
                == "\"\(String(repeating: "e\u{301}", count: 40))\"")
    }

    @Test func charactersCountByTheirPieces() {
        #expect(TextCharacters.count("Ann, 29 😀👨‍👩‍👧 e\u{301}") == 12)
        let pile = "a" + String(repeating: "\u{301}", count: 33_000)
        #expect(TextCharacters.count(pile) == (33_001 + 31) / 32)
        #expect(TextCharacters.exceeds(pile, 100) && !TextCharacters.exceeds("x", 1))
        #expect(TextCharacters.firstPiece(pile.first!).unicodeScalars.count == TextCharacters.maxScalars)
        let emoji = Array(repeating: "😀", count: 100).joined(separator: "\u{200D}")
        #expect(TextCharacters.firstPiece(emoji.first!).utf8.count <= TextCharacters.maxBytes)
        let widths = ["李", "a", "😀", "e\u{301}", "\u{200B}", "\n"].map { DisplayWidth.columns(Character($0)) }
        #expect(widths == [2, 1, 2, 1, 0, 1])
    }
}
