/// Text from a user (a caption, a title, a file's key) inside a message: quoted and cut to a
/// short prefix, so that a megabyte-long caption cannot flood the terminal.
package enum UserText {
    package static let maxCharacters = 40

    /// `"text"`, or `"the first 40 characters…"`.
    package static func quoted(_ text: String) -> String {
        "\"\(prefix(text))\""
    }

    package static func prefix(_ text: String) -> String {
        text.count > maxCharacters ? String(text.prefix(maxCharacters)) + "…" : text
    }
}
