import CFrameKernels
import CardFoundation
import Foundation

/// A file's bytes in a block of the frame pool (`fk_frame_alloc`). `cardrender diff` reads two
/// files a pair, pair after pair, at about the same sizes: a fresh array for each is a megabyte
/// or more of new pages for the kernel to fault in and zero, which took half the CPU time of
/// comparing byte-identical folders. A kept block's pages are already there.
/// Immutable once read (its bytes are only read), so two decoding threads may share it.
final class PooledFileBytes: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    private let block: UnsafeMutableRawPointer

    /// The whole file, as big as it was when opened (fewer bytes when it shrank since).
    init(_ file: InputFile) throws(InputFile.Problem) {
        guard let block = fk_frame_alloc(max(file.size, 1)) else { throw .cannotRead(ENOMEM) }
        do {
            let filled = try file.read(at: 0, into: UnsafeMutableRawBufferPointer(start: block, count: file.size))
            self.block = block
            bytes = UnsafeRawBufferPointer(start: block, count: filled)
        } catch {
            fk_frame_free(block)
            throw error
        }
    }

    deinit { fk_frame_free(block) }

    func sameBytes(as other: PooledFileBytes) -> Bool {
        bytes.count == other.bytes.count
            && (bytes.count == 0 || memcmp(bytes.baseAddress!, other.bytes.baseAddress!, bytes.count) == 0)
    }
}
