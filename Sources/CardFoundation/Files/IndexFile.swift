import Glibc

/// Reads one of the small files cardrender keeps beside its output (a manifest, a shard manifest,
/// a golden index, a diff report, a motion track). Such a file may come from a pull request, so
/// it is opened without following a link and without blocking, checked on the descriptor to be a
/// regular file, and its size is checked before a byte is read: a sparse 3 GB file is refused
/// as quickly as a 3 KB one, and one that grows while it is read is cut off at the limit.
package enum IndexFile {
    /// What `IndexFile` refuses, in words that follow the path: "deck/motion.json: …".
    package struct Problem: Error, CustomStringConvertible, Sendable {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason)" }
    }

    /// The largest manifest or golden index cardrender reads. Its largest own manifest (every
    /// built-in animation at 240 fps for 60 s) is about 40 MB.
    package static let manifestLimit = 256 << 20
    /// The largest motion track: one of 60 s at 240 fps with 100 layers is about 160 MB.
    package static let motionLimit = 256 << 20
    /// The largest diff report: about 400 bytes a pair, so room for over half a million pairs.
    package static let reportLimit = 256 << 20

    /// The bytes of the regular file at `path`, at most `limit` of them; `what` names the kind of
    /// file in the refusal ("a cardrender manifest").
    package static func read(_ path: String, limit: Int, what: String) throws(Problem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ELOOP: throw Problem(path: path, reason: "is a symbolic link; \(what) is read only from a plain file")
            case ENOENT: throw Problem(path: path, reason: "no such file")
            default: throw Problem(path: path, reason: "cannot read (\(SystemReason.describe(code)))")
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw Problem(path: path, reason: "cannot read (\(SystemReason.current))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Problem(path: path, reason: "is a folder, not \(what)")
        default: throw Problem(path: path, reason: "is not a regular file (a FIFO, socket or device), so not \(what)")
        }
        func tooLarge(_ size: Int) -> Problem {
            Problem(path: path, reason: "is \(size) bytes, more than the \(limit >> 20) MB \(what) can be")
        }
        guard Int(info.st_size) <= limit else { throw tooLarge(Int(info.st_size)) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count <= limit else { throw tooLarge(bytes.count) }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw Problem(path: path, reason: "cannot read (\(SystemReason.current))") }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { throw tooLarge(filled) }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
