import CardFoundation

/// Text from a user's file inside a message, as every message quotes user text (`UserText`):
/// quoted, and cut to a short prefix so that a megabyte-long value cannot flood the terminal.
enum QuotedText {
    /// `"text"`, or `"the first 40 characters…"`.
    static func quoted(_ text: String) -> String { UserText.quoted(text) }

    /// `text`, or its first 40 characters followed by "…".
    static func prefix(_ text: String) -> String { UserText.prefix(text) }
}
