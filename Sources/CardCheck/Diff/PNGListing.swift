import CardFoundation
import Foundation

/// The PNG files below a compared folder, found by `openat` and `readdir` with their names as
/// bytes: FileManager's enumerator silently drops a name that is not UTF-8, and a file a diff
/// does not list is a difference it cannot see. Nothing is followed: a link named like a PNG is
/// listed as it is (comparing it then fails with the reason), a link to a folder is not entered.
/// Hidden names are left out, and so are the folders in `skipping`.
struct PNGListing {
    /// Relative paths of the PNGs whose whole path is UTF-8.
    var files: [String] = []
    /// What cannot be compared, by relative path (bytes): a PNG whose path is not UTF-8, a folder
    /// that cannot be listed.
    var problems: [Problem] = []

    struct Problem {
        enum Kind: Equatable {
            case notUTF8
            /// `code`: the system's error number.
            case unlistable(code: Int32)
        }
        var relative: [UInt8]
        var kind: Kind

        /// The pair's reason, for the problem found on `side` at `shown` (its path as reports show it).
        func reason(_ side: DiffPairResult.Side, shown: String) -> DiffPairResult.Reason {
            switch kind {
            case .notUTF8: .unnameable(side, path: shown)
            case let .unlistable(code): .unlistable(side, folder: shown, code: code)
            }
        }
    }

    /// `skipping`: relative paths of folders not entered.
    static func list(_ root: String, skipping: Set<[UInt8]> = []) throws -> PNGListing {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw DiffFailure(.folderUnlistable(path: root, code: errno))
        }
        var listing = PNGListing()
        listing.walk(descriptor, prefix: [], skipping: skipping)
        return listing
    }

    /// Lists the folder open at `descriptor` (closed when done) and the folders below it.
    private mutating func walk(_ descriptor: Int32, prefix: [UInt8], skipping: Set<[UInt8]>) {
        defer { close(descriptor) }
        let entries: [(name: [UInt8], isFolder: Bool)]
        do { entries = try Self.entries(of: descriptor) } catch {
            problems.append(Problem(relative: prefix, kind: .unlistable(code: error.code)))
            return
        }
        for (name, isFolder) in entries where name.first != UInt8(ascii: ".") {
            let relative = prefix.isEmpty ? name : prefix + [UInt8(ascii: "/")] + name
            if isFolder {
                if skipping.contains(relative) { continue }
                let child = name.withCString { openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
                if child < 0 {
                    problems.append(Problem(relative: relative, kind: .unlistable(code: errno)))
                } else {
                    walk(child, prefix: relative, skipping: skipping)
                }
            } else if Self.isPNGName(name) {
                if let path = String(validating: relative, as: UTF8.self) {
                    files.append(path)
                } else {
                    problems.append(Problem(relative: relative, kind: .notUTF8))
                }
            }
        }
    }

    private struct ListingError: Error { var code: Int32 }

    /// The names in a folder, each with whether it is a folder itself (never through a link).
    private static func entries(of descriptor: Int32) throws(ListingError) -> [(name: [UInt8], isFolder: Bool)] {
        let copy = dup(descriptor)
        guard copy >= 0, let folder = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { close(copy) }
            throw ListingError(code: code)
        }
        defer { closedir(folder) }
        var entries: [(name: [UInt8], isFolder: Bool)] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw ListingError(code: errno) }
                return entries
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                let found = name.withCString { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
                type = found && info.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
            }
            entries.append((name, type == Int32(DT_DIR)))
        }
    }

    /// `….png`, in any case.
    static func isPNGName(_ name: [UInt8]) -> Bool {
        name.count > 4 && name.suffix(4).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 } == Array(".png".utf8)
    }
}

private extension Array where Element == UInt8 {
    func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
        RawPath(bytes: self).withCString(body)
    }
}
