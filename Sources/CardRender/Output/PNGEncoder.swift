import CFrameKernels
import Glibc

/// PNG bytes from 8-bit pixels, through libdeflate or ISA-L (see `fk_png_encode`): no metadata, so
/// the bytes depend only on the pixels and the compression.
enum PNGEncoder {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Encoded PNG bytes, handed to `use` (valid only during the call). `compression` is a
    /// `PNGCompression.code`, as settings and manifests hold it.
    static func encode<T>(_ image: VImage, compression: Int, _ use: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        guard let choice = PNGCompression(code: compression) else {
            throw Failure(description: "unknown PNG compression \(compression)")
        }
        return try encode(image, compression: choice, use)
    }

    static func encode<T>(_ image: VImage, compression: PNGCompression, _ use: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        let (bytes, eightBit) = try Trace.span(.encode, "\(image.width)×\(image.height) at \(compression)") { try encoded(image, compression: compression) }
        defer { fk_pixels_free(bytes.baseAddress) }
        return try withExtendedLifetime(eightBit) { try use(UnsafeRawBufferPointer(bytes)) }
    }

    /// The PNG in a buffer to release with `fk_pixels_free`, and the 8-bit image it was made from.
    private static func encoded(_ image: VImage, compression: PNGCompression) throws -> (UnsafeMutableBufferPointer<UInt8>, VImage) {
        let eightBit = try image.eightBit().inMemory("computing pixels to encode")
        guard (1...4).contains(eightBit.bands) else {
            throw Failure(description: "cannot write \(eightBit.bands) bands as PNG")
        }
        let memory = eightBit.memoryPixels
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let (encoder, level) = compression.kernelArguments
        guard fk_png_encode(memory.pixels, Int32(eightBit.width), Int32(eightBit.height), Int32(eightBit.bands), memory.stride,
                            encoder, level, &out, &length) == 0, let out else {
            throw Failure(description: "PNG encoding failed (out of memory?)")
        }
        return (UnsafeMutableBufferPointer(start: out, count: length), eightBit)
    }
}
