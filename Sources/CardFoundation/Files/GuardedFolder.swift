import Foundation

/// A folder cardrender writes into, and the folders it must never write into (every input).
/// Every file operation below it goes through real folders only: a symbolic link at any level
/// below the root is refused, so nothing is written or removed through a link to elsewhere, and
/// no folder written into may be an input or lie inside one (compared by device and inode).
/// Files are written, read and removed relative to the folders' held descriptors
/// (`FolderHandles`), so a folder swapped for a link during a run is never written through.
public struct GuardedFolder: Sendable {
    package let root: String
    /// Folders never written into or removed from (the photos, a golden folder being checked…).
    package let protected: [String]
    let handles: FolderHandles

    package init(root: String, protected: [String] = []) {
        self.root = root
        self.protected = protected
        handles = FolderHandles(root: root)
    }

    /// `relative` as an `OutputFile` of this folder.
    package func file(_ relative: String) -> OutputFile {
        OutputFile(in: self, relative)
    }

    /// A file operation refused: the path is a link or not a folder, is an input or lies inside
    /// one, leaves the folder, or cannot be opened, read or removed.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// The path refused, in full.
        public var path: String
        /// Why, in words: "is a file, not a folder", or the system's reason.
        public var reason: String
        /// The path and the reason, as the command line prints them.
        public var description: String { "\(path): \(reason)" }

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    package enum Entry: Equatable, Sendable {
        case missing
        case file
        case folder
        /// A symbolic link, FIFO, socket or device.
        case other
    }

    package func path(_ relative: String) -> String {
        relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
    }

    /// What is at `relative`, looking at the name itself (a link is `.other`, never followed).
    /// Throws when a folder on the way is a link or not a folder.
    package func entry(_ relative: String) throws -> Entry {
        try checkParents(of: relative)
        return Self.kind(path(relative))
    }

    /// Creates the root and `relative` below it, folder by folder, refusing links, non-folders and
    /// any folder that is (or lies inside) a protected one.
    package func createFolders(_ relative: String) throws {
        var current = ""
        try makeFolder(current)
        for name in relative.split(separator: "/") {
            current = current.isEmpty ? String(name) : current + "/" + name
            try makeFolder(current)
        }
    }

    /// Removes the regular file at `relative` (never a link, folder or anything else, never in a
    /// protected folder). Returns false when nothing was there.
    @discardableResult
    package func removeFile(_ relative: String) throws -> Bool {
        try refuseLeaving(relative)
        let parent = PathParts.folder(of: relative)
        let directory = try handles.descriptor(parent)
        let name = PathParts.name(of: relative)
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
        switch Self.kind(info) {
        case .missing, .file: break
        case .folder: throw Refusal(path: path(relative), reason: "is a folder; cardrender removes only files it wrote")
        case .other:
            throw Refusal(
                path: path(relative), reason: "is a link or special file; cardrender removes only files it wrote")
        }
        try refuseProtected(path(parent))
        guard unlinkat(directory, name, 0) == 0 || errno == ENOENT else {
            throw Refusal(path: path(relative), reason: "cannot remove (\(SystemReason.describe(errno)))")
        }
        return true
    }

    /// The bytes of the regular file at `relative`, read without following a link at any level
    /// below the root and without blocking on a FIFO.
    package func read(_ relative: String) throws -> [UInt8] {
        try refuseLeaving(relative)
        let directory = try handles.descriptor(PathParts.folder(of: relative))
        let descriptor = openat(
            directory, PathParts.name(of: relative), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            throw Refusal(
                path: path(relative),
                reason: code == ELOOP
                    ? "is a symbolic link; cardrender reads only plain files here"
                    : "cannot read (\(SystemReason.describe(code)))")
        }
        let file: InputFile
        do { file = try InputFile.adopt(descriptor, path: path(relative)) } catch {
            throw Refusal(path: path(relative), reason: "\(error)")
        }
        do { return try file.readAll() } catch { throw Refusal(path: path(relative), reason: "\(error)") }
    }

    /// Refuses a relative path that could leave the folder by its spelling (`..`, absolute).
    private func refuseLeaving(_ relative: String) throws {
        if relative.hasPrefix("/") || relative.split(separator: "/").contains("..") {
            throw Refusal(path: path(relative), reason: "leaves the folder \(root); cardrender works only inside it")
        }
    }

    /// Removes `relative`'s folders from the deepest up while they are empty (never the root).
    package func removeEmptyFolders(above relative: String) {
        var folder = PathParts.folder(of: relative)
        while !folder.isEmpty, (try? entry(folder)) == .folder, rmdir(path(folder)) == 0 {
            folder = PathParts.folder(of: folder)
        }
    }

    /// Refuses when `folder` is a protected folder or lies inside one.
    package func refuseProtected(_ folder: String) throws {
        for input in protected where OutputFolder.isSameOrInside(folder, input) {
            throw Refusal(path: folder, reason: "is \(input) or inside it; cardrender never writes into its inputs")
        }
    }

    private func makeFolder(_ relative: String) throws {
        let full = path(relative)
        if relative.isEmpty {
            // The root may be a link the user named; below it, names are taken as they are.
            switch Self.followedKind(full) {
            case .folder: break
            case .missing: try OutputFolder.create(full)
            case .file: throw Refusal(path: full, reason: "is a file, not a folder")
            case .other: throw Refusal(path: full, reason: "is not a folder")
            }
            guard Self.followedKind(full) == .folder else { throw Refusal(path: full, reason: "is not a folder") }
        } else {
            try refuseLeaving(relative)
            let parent = try handles.descriptor(PathParts.folder(of: relative))
            if mkdirat(parent, PathParts.name(of: relative), 0o755) != 0 && errno != EEXIST {
                throw Refusal(path: full, reason: "cannot create the folder (\(SystemReason.describe(errno)))")
            }
            // Opened without following a link: a link or file there is refused by name.
            _ = try handles.descriptor(relative)
        }
        try refuseProtected(full)
    }

    private func checkParents(of relative: String) throws {
        var current = ""
        for name in relative.split(separator: "/").dropLast() {
            current = current.isEmpty ? String(name) : current + "/" + name
            switch Self.kind(path(current)) {
            case .folder, .missing: continue
            case .file: throw Refusal(path: path(current), reason: "is a file, not a folder")
            case .other:
                throw Refusal(
                    path: path(current),
                    reason: "is a symbolic link or special file; cardrender goes only through real folders")
            }
        }
    }

    /// The kind of the name itself (lstat: a link is `.other`).
    package static func kind(_ path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return kind(info)
    }

    /// The kind of what the name leads to (stat).
    package static func followedKind(_ path: String) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(info)
    }

    static func kind(_ info: stat) -> Entry {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }
}
