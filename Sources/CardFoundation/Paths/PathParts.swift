/// A path split at its last `/`, for paths cardrender builds and checks. Foundation's
/// `NSString.deletingLastPathComponent` traps on Linux for a one-character name ("a"), so the
/// folders cardrender writes into never go through it.
package enum PathParts {
    /// Everything before the last `/` (`"/"` for a name at the root), or `""` for a bare name.
    package static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var folder = trimmed[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// The last name of the path (`"c.png"` of `"a/b/c.png"`).
    static func name(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }
}
