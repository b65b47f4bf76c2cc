import Glibc
import Synchronization

/// The folders of one `GuardedFolder`, held open while cardrender works in them. Each folder below
/// the root is opened from its parent's descriptor with `O_NOFOLLOW`, so no name on the way can be
/// a link, and files are then created, renamed and removed relative to those descriptors
/// (`openat`, `renameat`, `unlinkat`). A folder replaced while a run writes into it (renamed away
/// and a link put in its place) is noticed before the next file is renamed into it: the run stops
/// instead of writing where the link leads.
final class FolderHandles: Sendable {
    private struct Held {
        var descriptor: Int32
        var device: UInt
        var inode: UInt
    }

    let root: String
    private let held = Mutex<[String: Held]>([:])

    init(root: String) {
        self.root = root
    }

    deinit {
        held.withLock { folders in folders.values.forEach { close($0.descriptor) } }
    }

    /// The descriptor of the existing folder `relative` (`""`: the root), opened once and checked
    /// on every call: each folder on the way must still be the one first opened.
    func descriptor(_ relative: String) throws(GuardedFolder.Refusal) -> Int32 {
        let names = relative.split(separator: "/").map(String.init)
        return try held.withLock { folders throws(GuardedFolder.Refusal) -> Int32 in
            var current = try Self.root(root, in: &folders)
            var path = ""
            for name in names {
                let parent = current
                path = path.isEmpty ? name : path + "/" + name
                if let known = folders[path] {
                    // Still the same folder under that name? A swap shows as another inode or a link.
                    var info = stat()
                    guard fstatat(parent.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
                        info.st_mode & S_IFMT == S_IFDIR, UInt(info.st_dev) == known.device,
                        UInt(info.st_ino) == known.inode
                    else {
                        throw GuardedFolder.Refusal(
                            path: Self.join(root, path),
                            reason: "was replaced while cardrender was writing into it; nothing is written through it")
                    }
                    current = known
                    continue
                }
                current = try Self.open(name, in: parent.descriptor, shownAs: Self.join(root, path))
                folders[path] = current
            }
            return current.descriptor
        }
    }

    private static func root(_ root: String, in folders: inout [String: Held]) throws(GuardedFolder.Refusal) -> Held {
        if let known = folders[""] { return known }
        // The root is the folder the user named: a link there is theirs to make, so it is followed.
        let descriptor = Glibc.open(root.isEmpty ? "." : root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw GuardedFolder.Refusal(path: root, reason: "cannot open the folder (\(SystemReason.current))")
        }
        let folder = try held(descriptor, shownAs: root)
        folders[""] = folder
        return folder
    }

    private static func open(
        _ name: String, in parent: Int32, shownAs path: String
    ) throws(GuardedFolder.Refusal) -> Held {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ELOOP, ENOTDIR:
                var info = stat()
                let isLink = fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFLNK
                throw GuardedFolder.Refusal(
                    path: path,
                    reason: isLink
                        ? "is a symbolic link; cardrender writes only into real folders"
                        : "is a file, not a folder")
            default:
                throw GuardedFolder.Refusal(
                    path: path, reason: "cannot open the folder (\(SystemReason.describe(code)))")
            }
        }
        return try held(descriptor, shownAs: path)
    }

    private static func held(_ descriptor: Int32, shownAs path: String) throws(GuardedFolder.Refusal) -> Held {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw GuardedFolder.Refusal(path: path, reason: "cannot open the folder (\(SystemReason.describe(code)))")
        }
        return Held(descriptor: descriptor, device: UInt(info.st_dev), inode: UInt(info.st_ino))
    }

    static func join(_ root: String, _ relative: String) -> String {
        if relative.isEmpty { return root }
        if root.isEmpty { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}
