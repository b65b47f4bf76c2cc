import Foundation

/// Creates a folder and its missing parents one by one with mkdir(2), so that a failure names
/// the component that could not be made and why in the system's words: "out: is a file, not a
/// folder" rather than Foundation's "NSCocoaErrorDomain error 512" about the deepest folder.
enum FolderMaker {
    static func create(_ path: String) throws {
        var made = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            made = made.isEmpty ? String(component) : (made as NSString).appendingPathComponent(String(component))
            if mkdir(made, 0o777) == 0 { continue }
            let code = errno
            var info = stat()
            let exists = stat(made, &info) == 0
            if exists && (info.st_mode & S_IFMT) == S_IFDIR { continue }
            if exists || code == EEXIST {
                throw AtomicFile.WriteError(
                    path: made,
                    reason: exists
                        ? "is a file, not a folder" : "cannot create the folder (\(SystemReason.describe(code)))")
            }
            // ENOTDIR: a parent turned out not to be a folder.
            throw AtomicFile.WriteError(path: made, reason: "cannot create the folder (\(SystemReason.describe(code)))")
        }
    }
}
