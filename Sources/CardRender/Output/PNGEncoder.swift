import CFrameKernels
import Glibc

/// PNG bytes from 8-bit pixels, through libdeflate (see `fk_png_encode`): no metadata, so the
/// bytes depend only on the pixels and the compression level.
enum PNGEncoder {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Encoded PNG bytes, handed to `use` (valid only during the call).
    static func encode<T>(_ image: VImage, compression: Int, _ use: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        let eightBit = try image.eightBit().inMemory("computing pixels to encode")
        guard (1...4).contains(eightBit.bands) else {
            throw Failure(description: "cannot write \(eightBit.bands) bands as PNG")
        }
        let memory = eightBit.memoryPixels
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard fk_png_encode(memory.pixels, Int32(eightBit.width), Int32(eightBit.height), Int32(eightBit.bands), memory.stride,
                            Int32(min(max(compression, 0), 9)), &out, &length) == 0, let out else {
            throw Failure(description: "PNG encoding failed (out of memory?)")
        }
        defer { fk_pixels_free(out) }
        return try withExtendedLifetime(eightBit) { try use(UnsafeRawBufferPointer(start: out, count: length)) }
    }
}
