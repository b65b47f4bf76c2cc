/// Text from a user (a caption, a title, a file's key) inside a message: quoted and cut to a
/// short prefix, so that a megabyte-long caption, or one letter under thousands of accents,
/// cannot flood the terminal.
package enum UserText {
    /// The most columns of a quote: 40 characters of Latin text, 20 of Chinese.
    package static let maxCharacters = 40
    /// The most UTF-8 bytes of a quote, whatever its characters (accents take no column).
    package static let maxBytes = 256

    /// `"text"`, or `"the first 40 characters…"`.
    package static func quoted(_ text: String) -> String {
        "\"\(prefix(text))\""
    }

    /// `text`, or its first `columns` columns and `maxBytes` bytes followed by "…".
    package static func prefix(_ text: String, columns: Int = maxCharacters) -> String {
        let kept = cut(text, columns: columns)
        return kept.utf8.count == text.utf8.count ? text : kept + "…"
    }

    /// `text`, or as many of its first characters as take at most `columns` columns of a terminal
    /// and `maxBytes` UTF-8 bytes, a pile of accents or joined emoji as its first piece
    /// (`TextCharacters`).
    package static func cut(_ text: String, columns: Int = maxCharacters) -> String {
        var kept = "", width = 0, bytes = 0
        for character in text {
            let piece = TextCharacters.firstPiece(character)
            let pieceWidth = DisplayWidth.columns(character), pieceBytes = piece.utf8.count
            guard width + pieceWidth <= columns, bytes + pieceBytes <= maxBytes else { break }
            kept += piece
            width += pieceWidth
            bytes += pieceBytes
            if piece.unicodeScalars.count < character.unicodeScalars.count { break }
        }
        return kept
    }
}
