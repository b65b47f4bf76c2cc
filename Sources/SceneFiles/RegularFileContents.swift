import Foundation

/// Reads a file the user named, opened without blocking and checked on the descriptor to be a
/// regular file: a FIFO or device given as a scene file is refused instead of hanging the run.
enum RegularFileContents {
    struct Failure: Error {
        var reason: String
    }

    /// `limit`: a larger file is refused (by its size, and again while reading, should it grow)
    /// with the reason `tooLarge` gives for its size in bytes.
    static func read(
        _ path: String, limit: Int = .max, tooLarge: (Int) -> String = { "\($0) bytes is too large" }
    ) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw Failure(reason: errno == ENOENT ? "no such file" : "cannot read the file (\(reason(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(reason: "cannot read the file (\(reason(errno)))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(reason: "is a folder")
        default: throw Failure(reason: "not a regular file")
        }
        if Int(info.st_size) > limit { throw Failure(reason: tooLarge(Int(info.st_size))) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw Failure(reason: "cannot read the file (\(reason(errno)))") }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { throw Failure(reason: tooLarge(data.count)) }
        }
    }

    private static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return (text.first?.lowercased() ?? "") + text.dropFirst()
    }
}
