/// A path relative to a folder, read from a file cardrender cannot trust (a manifest, a shard
/// manifest or a golden index that came with a pull request): accepted only when it cannot
/// leave the folder by its spelling. Symbolic links on the way are refused separately, on disk,
/// by `GuardedFolder`.
package enum ContainedPath {
    /// Names in a path, its file's included: deep enough for any render or diff, few enough
    /// that a planted path cannot make a run create folders without end.
    package static let maximumLevels = 32

    /// Why `path` is not a plain relative path inside its folder, or nil when it is one:
    /// non-empty `/`-separated names, none empty, `.`, `..` or hidden, no backslash or NUL.
    package static func problem(_ path: String) -> String? {
        if path.isEmpty { return "an empty path" }
        if path.utf8.count > 1024 { return "a path of more than 1024 bytes" }
        if path.hasPrefix("/") { return "an absolute path" }
        if path.contains("\\") || path.utf8.contains(0) { return "a backslash or NUL in the path" }
        let names = path.split(separator: "/", omittingEmptySubsequences: false)
        if names.count > maximumLevels { return "more than \(maximumLevels) folder levels" }
        for name in names {
            if name.isEmpty { return "an empty name (//)" }
            if name == ".." { return "a .. that leaves the folder" }
            if name.hasPrefix(".") { return "a hidden or relative name (\(name))" }
            if name.utf8.count > 255 { return "a name of more than 255 bytes" }
        }
        return nil
    }

    package static func isContained(_ path: String) -> Bool { problem(path) == nil }
}
