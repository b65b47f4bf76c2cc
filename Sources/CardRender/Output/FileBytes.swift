import Glibc

/// Writes bytes to a file with plain POSIX calls: no Foundation `Data` copy, and the failure
/// (a full disk, a missing folder) is reported with the path and the system's reason.
enum FileBytes {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// Creates `path` anew (a temporary name of `AtomicFile`): a file or link already there with
    /// that name (left by a killed run, or planted) is removed, never written through.
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        let file = try create(path)
        var written = 0
        while written < bytes.count {
            let result = Glibc.write(file, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                let reason = String(cString: strerror(errno))
                close(file)
                throw Failure(path: path, reason: "cannot write (\(reason))")
            }
            written += result
        }
        guard close(file) == 0 else { throw Failure(path: path, reason: "cannot write (\(String(cString: strerror(errno))))") }
    }

    /// Creates `path` anew as `write` does and returns it open for writing (close-on-exec), for a
    /// writer that is handed the descriptor rather than the name (ffmpeg, as its stdout).
    static func create(_ path: String) throws -> Int32 {
        unlink(path)
        let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw Failure(path: path, reason: "cannot create (\(String(cString: strerror(errno))))") }
        return file
    }
}
