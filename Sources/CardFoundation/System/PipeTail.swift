import Foundation

/// The end of what a child process writes to a pipe (ffmpeg's stderr), read in chunks as it
/// comes: a child that prints without end costs a bounded amount of memory, and its last words,
/// which say why it failed, are kept.
package struct PipeTail {
    /// The last bytes read, at most `limit`.
    private(set) var bytes = Data()
    /// True when earlier bytes were dropped.
    private(set) var isCut = false

    /// Reads `handle` to its end, keeping its last `limit` bytes.
    package init(reading handle: FileHandle, limit: Int = 4096) {
        let chunkSize = 64 * 1024
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = read(handle.fileDescriptor, chunk, chunkSize)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(chunk.assumingMemoryBound(to: UInt8.self), count: count)
            // Trimmed only once twice the limit has gathered, so each byte is copied about once.
            if bytes.count > 2 * limit { keepLast(limit) }
        }
        if bytes.count > limit { keepLast(limit) }
    }

    private mutating func keepLast(_ limit: Int) {
        bytes = Data(bytes.suffix(limit))
        isCut = true
    }

    /// The text kept, on one line (lines joined by "; "), starting at a whole line after a cut.
    package var oneLine: String {
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        if isCut, let newline = text.firstIndex(of: "\n") { text = text[text.index(after: newline)...] }
        let joined = text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "; ")
        return isCut ? "…" + joined : joined
    }
}
