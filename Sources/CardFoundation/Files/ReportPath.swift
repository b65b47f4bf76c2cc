import Foundation

/// A report written where the user asked for it (a JSON or JUnit report, a Markdown summary, a
/// trace). A regular file is replaced whole (temporary name, then rename) or, for a summary,
/// appended to, as `$GITHUB_STEP_SUMMARY` expects; anything else the path leads to (a device such
/// as `/dev/null`, a FIFO, a pipe behind `/dev/stdout`) is written in place and never replaced.
/// A report may not land among the files a run reads or writes: `check` refuses it before
/// anything is done.
package enum ReportPath {
    package struct Refusal: Error, CustomStringConvertible, Sendable {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason)" }

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Refuses `path` when it is, or lies inside, one of `folders` (inputs, golden folders and
    /// output folders: the files a run reads or writes), or is the same file as one of `files`
    /// (a scene file, a captions file, another report), by its spelling and on disk (links and
    /// `..` resolved). `folders` and `files` are (name, path) pairs; the name says what it is.
    package static func check(
        _ path: String, awayFrom folders: [(String, String)], notSameAs files: [(String, String)] = []
    ) throws(Refusal) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw Refusal(path: path, reason: "is a folder; name a file for the report")
        }
        // Where the name is, and where it leads when it is a link to a file.
        var places = [path]
        if let target = resolvedRegularFile(path), target != path { places.append(target) }
        for place in places {
            let text = CanonicalPath.of(place)
            for (what, folder) in folders where !folder.isEmpty {
                let root = CanonicalPath.of(folder)
                if text == root || text.hasPrefix(root + "/")
                    || OutputFolder.isSameOrInside(PathParts.folder(of: place), folder)
                {
                    throw Refusal(
                        path: path,
                        reason:
                            "\(text == root ? "is" : "is inside") \(what) \(folder); write reports outside the files and folders cardrender reads and writes"
                    )
                }
            }
        }
        for (what, file) in files where sameFile(path, file) {
            throw Refusal(path: path, reason: "is \(what) \(file); choose another file for the report")
        }
        let parent = PathParts.folder(of: path)
        guard GuardedFolder.followedKind(parent.isEmpty ? "." : parent) == .folder else {
            throw Refusal(path: path, reason: "its folder does not exist")
        }
    }

    /// Writes `data` to `path` as the type comment says; `appending` adds it to the end of a
    /// regular file that is already there.
    package static func write(_ data: Data, to path: String, appending: Bool = false) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            // Nothing there yet: a new file, whole or not at all.
            try OutputFile(path: path).write(data)
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if appending {
                try writeInPlace(data, to: path, appending: true)
            } else {
                try OutputFile(path: path).write(data)
            }
        case S_IFDIR:
            throw Refusal(path: path, reason: "is a folder; name a file for the report")
        case S_IFLNK:
            // A link the user named (`/dev/stdout`): the file it leads to is the destination.
            if let target = resolvedRegularFile(path) {
                try write(data, to: target, appending: appending)
            } else if stat(path, &info) == 0 {
                try writeInPlace(data, to: path, appending: appending)
            } else {
                throw Refusal(path: path, reason: "is a symbolic link that leads nowhere")
            }
        default:
            try writeInPlace(data, to: path, appending: appending)
        }
    }

    /// Writes through `path` without creating or replacing it: for a device, a FIFO or a file
    /// appended to. A FIFO nobody reads is an error, not a wait.
    private static func writeInPlace(_ data: Data, to path: String, appending: Bool) throws {
        let flags = O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (appending ? O_APPEND : 0)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            let code = errno
            throw Refusal(
                path: path,
                reason: code == ENXIO ? "is a FIFO that nobody reads" : "cannot write (\(SystemReason.describe(code)))")
        }
        defer { close(descriptor) }
        let current = fcntl(descriptor, F_GETFL)
        if current >= 0 { _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) }
        try data.withUnsafeBytes { try OutputFile.writeAll($0, to: descriptor, shownAs: path) }
    }

    /// The real path of the regular file `path` leads to through links, or nil.
    private static func resolvedRegularFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let real = realpath(path, nil) else {
            return nil
        }
        defer { free(real) }
        return String(cString: real)
    }

    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        // Two reports may both go to /dev/null; only a regular file is written over.
        if stat(a, &x) == 0, stat(b, &y) == 0 {
            return x.st_mode & S_IFMT == S_IFREG && x.st_dev == y.st_dev && x.st_ino == y.st_ino
        }
        return CanonicalPath.of(a) == CanonicalPath.of(b)
    }
}
