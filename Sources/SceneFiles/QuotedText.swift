/// Text from a user's file inside a message: quoted, and cut to a short prefix so that a
/// megabyte-long value cannot flood the terminal.
enum QuotedText {
    static let maxCharacters = 40

    /// `"text"`, or `"the first 40 characters…"`.
    static func quoted(_ text: String) -> String {
        "\"\(prefix(text))\""
    }

    static func prefix(_ text: String) -> String {
        text.count > maxCharacters ? String(text.prefix(maxCharacters)) + "…" : text
    }
}
