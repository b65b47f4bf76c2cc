import Foundation

/// Checks on where output goes, made before anything is written.
package enum OutputFolder {
    /// True when `output` is `input` or lies inside it. Compares device and inode numbers up the
    /// chain of existing parents, so links and `..` cannot hide the relation.
    /// True when either path is the other or lies inside it: textually (for folders not made yet)
    /// and by device and inode (for those that exist, links and `..` resolved).
    package static func overlap(_ a: String, _ b: String) -> Bool {
        let x = CanonicalPath.of(a), y = CanonicalPath.of(b)
        return x == y || x.hasPrefix(y + "/") || y.hasPrefix(x + "/") || isSameOrInside(a, b) || isSameOrInside(b, a)
    }

    package static func isSameOrInside(_ output: String, _ input: String) -> Bool {
        var inputInfo = stat()
        guard stat(input, &inputInfo) == 0 else { return false }
        var url = URL(fileURLWithPath: output).standardizedFileURL
        while true {
            var info = stat()
            if stat(url.path, &info) == 0, info.st_dev == inputInfo.st_dev, info.st_ino == inputInfo.st_ino {
                return true
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return false }
            // Walk the real parent of an existing folder (not the textual one) so symlinks count.
            if stat(url.path, &info) == 0, let real = realpath(url.path, nil) {
                defer { free(real) }
                let resolved = URL(fileURLWithPath: String(cString: real)).deletingLastPathComponent()
                if resolved.path == String(cString: real) { return false }
                url = resolved
            } else {
                url = parent
            }
        }
    }

    static func create(_ path: String) throws {
        try FolderMaker.create(path)
    }
}
