/// How cardrender counts the characters of a user's text wherever the count bounds something:
/// the text it draws, the length limits of scene and set files, the quotes in its messages. A
/// character is what a reader sees as one (a grapheme cluster: a letter and its accents, an emoji
/// sequence), but no character is larger than `maxScalars` Unicode scalars or `maxBytes` UTF-8
/// bytes: a pile, one letter under thousands of combining accents or thousands of emoji joined by
/// zero-width joiners, counts once for every such piece it starts, and is drawn or quoted as its
/// first piece.
package enum TextCharacters {
    /// The most Unicode scalars of one character. Unicode's stream-safe text format allows 30
    /// combining marks in a row; the longest emoji sequences have 10 scalars.
    package static let maxScalars = 32
    /// The most UTF-8 bytes of one character.
    package static let maxBytes = 128

    /// How many characters `character` counts for: 1, or for a pile one for every `maxScalars`
    /// scalars or `maxBytes` bytes it started, whichever is more.
    package static func count(_ character: Character) -> Int {
        let scalars = character.unicodeScalars.count, bytes = character.utf8.count
        guard scalars > maxScalars || bytes > maxBytes else { return 1 }
        return max((scalars + maxScalars - 1) / maxScalars, (bytes + maxBytes - 1) / maxBytes)
    }

    /// How many characters `text` has, each pile counted by its pieces.
    package static func count(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + count($1) }
    }

    /// True when `text` has more than `limit` characters; stops counting there.
    package static func exceeds(_ text: some StringProtocol, _ limit: Int) -> Bool {
        var counted = 0
        for character in text {
            counted += count(character)
            if counted > limit { return true }
        }
        return false
    }

    /// The first piece of `character`: the character itself unless it is a pile, else its first
    /// scalars, at most `maxScalars` of them in at most `maxBytes` bytes.
    package static func firstPiece(_ character: Character) -> String {
        guard count(character) > 1 else { return String(character) }
        var piece = String.UnicodeScalarView()
        var bytes = 0
        for scalar in character.unicodeScalars {
            let length = UTF8.width(scalar)
            guard piece.count < maxScalars, bytes + length <= maxBytes else { break }
            piece.append(scalar)
            bytes += length
        }
        return String(piece)
    }
}
