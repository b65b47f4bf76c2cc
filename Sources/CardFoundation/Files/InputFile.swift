import Glibc

/// An input file, opened so that nothing about it can block or be swapped under cardrender:
/// opened without blocking (a FIFO or device put where a photo was would otherwise hang `open`
/// until a writer appears), checked to be a regular file on the descriptor itself (`fstat`, not
/// the path, which could be replaced meanwhile), then read only through that descriptor.
package final class InputFile: @unchecked Sendable {
    package enum Problem: Error, Equatable, CustomStringConvertible {
        case brokenLink
        case folder
        case notRegular
        case cannotOpen(Int32)
        case cannotRead(Int32)
        /// Opened below a folder where links are refused: the file itself is a link.
        case symbolicLink
        /// Opened below a folder where links are refused: the folder at this path, on the way, is a link.
        case linkOnTheWay(String)

        package var description: String {
            switch self {
            case .symbolicLink: "is a symbolic link; compared files must be plain files"
            case let .linkOnTheWay(folder): "\(folder) is a symbolic link; compared files must lie in real folders"
            case .brokenLink: "broken symbolic link"
            case .folder: "is a folder, not a file"
            case .notRegular: "not a regular file"
            case let .cannotOpen(code):
                code == ELOOP ? SystemReason.describe(code) : "cannot read (\(SystemReason.describe(code)))"
            case let .cannotRead(code): "cannot read (\(SystemReason.describe(code)))"
            }
        }
    }

    let path: RawPath
    package let descriptor: Int32
    /// The size when it was opened.
    package let size: Int

    private init(path: RawPath, descriptor: Int32, size: Int) {
        self.path = path
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    package static func open(_ path: RawPath) throws(Problem) -> InputFile {
        let descriptor = path.withCString { Glibc.open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            if code == ENOENT, path.withCString({ lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                throw .brokenLink
            }
            throw .cannotOpen(code)
        }
        return try adopt(descriptor, path: path)
    }

    /// Takes over a descriptor opened without blocking (by `open`, or relative to a held folder),
    /// checking on it that it is a regular file; closes it when it is not.
    static func adopt(_ descriptor: Int32, path: RawPath) throws(Problem) -> InputFile {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotOpen(code)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            close(descriptor)
            throw .folder
        default:
            close(descriptor)
            throw .notRegular
        }
        // Reads from a regular file never wait anyway; clear the flag so libraries see a plain descriptor.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return InputFile(path: path, descriptor: descriptor, size: Int(info.st_size))
    }

    static func adopt(_ descriptor: Int32, path: String) throws(Problem) -> InputFile {
        try adopt(descriptor, path: RawPath(path))
    }

    package static func open(_ path: String) throws(Problem) -> InputFile {
        try open(RawPath(path))
    }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    package func read(at offset: Int, count: Int) throws(Problem) -> [UInt8] {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var failure: Problem?
        let filled = bytes.withUnsafeMutableBytes { buffer in
            do throws(Problem) { return try read(at: offset, into: buffer) } catch {
                failure = error
                return 0
            }
        }
        if let failure { throw failure }
        return filled == count ? bytes : Array(bytes.prefix(filled))
    }

    /// Fills `buffer` from `offset`; returns how many bytes it got (fewer at the end of the file).
    package func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(Problem) -> Int {
        var filled = 0
        while filled < buffer.count {
            let result = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if result < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(errno)
            }
            if result == 0 { break }
            filled += result
        }
        return filled
    }

    /// The whole file, as big as it was when opened.
    package func readAll() throws(Problem) -> [UInt8] {
        try read(at: 0, count: size)
    }
}
