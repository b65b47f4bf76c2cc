import Foundation

/// A Markdown link to a file, valid whatever the file's path holds: CommonMark ends a link
/// destination at a space or an unbalanced parenthesis, reads `&…;` as an entity and `\` as an
/// escape, and a browser reads `#`, `?` and `%` as URL syntax. Each component of the destination
/// is percent-encoded but for unreserved characters and the few sub-delimiters Markdown leaves
/// alone; the text escapes the brackets that would end it.
enum MarkdownLink {
    static func to(_ path: String, text: String) -> String {
        "[\(escapedText(text))](\(destination(path)))"
    }

    static func destination(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }

    /// A URL or path the user gave, kept as written (its `%`, `?` and `#` mean what they say)
    /// but for what would end a link destination or is not URL text: spaces, parentheses, angle
    /// brackets, backslashes, pipes (a table cell), control and non-ASCII characters are
    /// percent-encoded.
    static func encodedURL(_ url: String) -> String {
        url.addingPercentEncoding(withAllowedCharacters: urlAllowed) ?? url
    }

    private static let urlAllowed = CharacterSet(
        charactersIn: "!\"#$%&'*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{}~")

    private static let allowed = CharacterSet(
        charactersIn:
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'*+,;=:@")

    static func escapedText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "[]\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
