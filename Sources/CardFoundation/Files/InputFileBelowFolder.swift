import Foundation

extension InputFile {
    /// Opens `relative` (`/`-separated) below `folder` without following a link anywhere below
    /// it: each folder on the way with `openat(O_DIRECTORY | O_NOFOLLOW)` from the one before,
    /// the file itself with `O_NOFOLLOW`, so nothing can be swapped for a link between a check
    /// and the open. `folder`, which the user named, may itself be a link.
    package static func open(below folder: String, relative: String) throws(Problem) -> InputFile {
        let names = relative.split(separator: "/").map(String.init)
        guard let last = names.last, !names.contains(where: { $0 == "." || $0 == ".." }) else {
            throw .cannotOpen(EINVAL)
        }
        var current = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { throw .cannotOpen(errno) }
        var walked = folder
        for name in names.dropLast() {
            walked = (walked as NSString).appendingPathComponent(name)
            let next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            if next < 0 {
                let link = isLink(name, in: current)
                close(current)
                throw link ? .linkOnTheWay(walked) : .cannotOpen(code)
            }
            close(current)
            current = next
        }
        let descriptor = openat(current, last, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW)
        let code = errno
        let link = descriptor < 0 && isLink(last, in: current)
        close(current)
        guard descriptor >= 0 else { throw link ? .symbolicLink : .cannotOpen(code) }
        return try adopt(descriptor, path: RawPath((folder as NSString).appendingPathComponent(relative)))
    }

    private static func isLink(_ name: String, in folder: Int32) -> Bool {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
