import Foundation

/// Writes a file under a temporary name in the same folder, then renames it into place, so a
/// reader never sees a half-written file and an earlier good file is only replaced by a whole one.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// `write` must create the file at the path it is given.
    static func write(to path: String, _ write: (String) throws -> Void) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\(name).\(getpid()).tmp")
        PendingFiles.add(temporary)
        defer { PendingFiles.remove(temporary) }
        do {
            try write(temporary)
        } catch let failure as FileBytes.Failure {
            // The temporary name means nothing to the user: report the file they asked for.
            unlink(temporary)
            throw WriteError(path: path, reason: failure.reason)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: "cannot move into place (\(reason))")
        }
    }

    static func write(_ data: Data, to path: String) throws {
        // Plain write(2) into our own temporary name: FileManager.createFile would add a second
        // temporary file of its own, which a killed run would leave behind.
        try write(to: path) { temporary in
            try data.withUnsafeBytes { try FileBytes.write($0, to: temporary) }
        }
    }
}
