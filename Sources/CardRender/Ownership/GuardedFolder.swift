import Foundation

/// A folder cardrender writes into, and the folders it must never write into (every input).
/// Every file operation below it goes through real folders only: a symbolic link at any level
/// below the root is refused, so nothing is written or removed through a link to elsewhere, and
/// no folder written into may be an input or lie inside one (compared by device and inode).
public struct GuardedFolder: Sendable {
    public let root: String
    /// Folders never written into or removed from (the photos, a golden folder being checked…).
    public let protected: [String]

    public init(root: String, protected: [String] = []) {
        self.root = root
        self.protected = protected
    }

    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public enum Entry: Equatable, Sendable {
        case missing
        case file
        case folder
        /// A symbolic link, FIFO, socket or device.
        case other
    }

    public func path(_ relative: String) -> String {
        relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
    }

    /// What is at `relative`, looking at the name itself (a link is `.other`, never followed).
    /// Throws when a folder on the way is a link or not a folder.
    public func entry(_ relative: String) throws -> Entry {
        try checkParents(of: relative)
        return Self.kind(path(relative))
    }

    /// Creates the root and `relative` below it, folder by folder, refusing links, non-folders and
    /// any folder that is (or lies inside) a protected one.
    public func createFolders(_ relative: String) throws {
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
    public func removeFile(_ relative: String) throws -> Bool {
        switch try entry(relative) {
        case .missing: return false
        case .file: break
        case .folder: throw Refusal(path: path(relative), reason: "is a folder; cardrender removes only files it wrote")
        case .other: throw Refusal(path: path(relative), reason: "is a link or special file; cardrender removes only files it wrote")
        }
        let parent = path((relative as NSString).deletingLastPathComponent)
        try refuseProtected(parent)
        guard unlink(path(relative)) == 0 || errno == ENOENT else {
            throw Refusal(path: path(relative), reason: "cannot remove (\(SystemReason.describe(errno)))")
        }
        return true
    }

    /// Removes `relative`'s folders from the deepest up while they are empty (never the root).
    public func removeEmptyFolders(above relative: String) {
        var folder = (relative as NSString).deletingLastPathComponent
        while !folder.isEmpty, (try? entry(folder)) == .folder, rmdir(path(folder)) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Refuses when `folder` is a protected folder or lies inside one.
    public func refuseProtected(_ folder: String) throws {
        for input in protected where OutputFolder.isSameOrInside(folder, input) {
            throw Refusal(path: folder, reason: "is \(input) or inside it; cardrender never writes into its inputs")
        }
    }

    private func makeFolder(_ relative: String) throws {
        let full = path(relative)
        // The root may be a link the user named; below it, names are taken as they are.
        switch relative.isEmpty ? Self.followedKind(full) : Self.kind(full) {
        case .folder:
            if !relative.isEmpty { try refuseLink(relative) }
        case .missing:
            if relative.isEmpty {
                try OutputFolder.create(full)
            } else if mkdir(full, 0o755) != 0 && errno != EEXIST {
                throw Refusal(path: full, reason: "cannot create the folder (\(SystemReason.describe(errno)))")
            }
            guard Self.kind(full) == .folder else { throw Refusal(path: full, reason: "is not a folder") }
        case .file:
            throw Refusal(path: full, reason: "is a file, not a folder")
        case .other:
            throw Refusal(path: full, reason: relative.isEmpty ? "is not a folder" : "is a symbolic link or special file; cardrender writes only into real folders")
        }
        try refuseProtected(full)
    }

    private func refuseLink(_ relative: String) throws {
        var info = stat()
        if lstat(path(relative), &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw Refusal(path: path(relative), reason: "is a symbolic link; cardrender writes only into real folders")
        }
    }

    private func checkParents(of relative: String) throws {
        var current = ""
        for name in relative.split(separator: "/").dropLast() {
            current = current.isEmpty ? String(name) : current + "/" + name
            switch Self.kind(path(current)) {
            case .folder, .missing: continue
            case .file: throw Refusal(path: path(current), reason: "is a file, not a folder")
            case .other: throw Refusal(path: path(current), reason: "is a symbolic link or special file; cardrender goes only through real folders")
            }
        }
    }

    /// The kind of the name itself (lstat: a link is `.other`).
    static func kind(_ path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return kind(info)
    }

    /// The kind of what the name leads to (stat).
    static func followedKind(_ path: String) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(info)
    }

    private static func kind(_ info: stat) -> Entry {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }
}
