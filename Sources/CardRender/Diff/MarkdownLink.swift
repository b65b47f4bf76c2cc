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

    private static let allowed = CharacterSet(charactersIn:
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'*+,;=:@")

    private static func escapedText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "[]\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
