import CFrameKernels
import CardFoundation
import CardSettings
import Glibc

/// PNG bytes from 8-bit pixels, through libdeflate or ISA-L (see `fk_png_encode`): no metadata but
/// the colour tag asked for, so the bytes depend only on the pixels, the compression and the tag.
package enum PNGEncoder {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// Not a `PNGCompression.code`.
        case unknownCompression(Int)
        /// The encoder gave no bytes (it could not allocate).
        case encodingFailed
        /// An image with a band count PNG cannot hold as cardrender writes it.
        case unsupportedBands(Int)

        package var description: String {
            switch self {
            case let .unknownCompression(code): "unknown PNG compression \(code)"
            case .encodingFailed: "PNG encoding failed (out of memory?)"
            case let .unsupportedBands(bands): "cannot write \(bands) bands as PNG"
            }
        }
    }

    /// Encoded PNG bytes, handed to `use` (valid only during the call). `compression` is a
    /// `PNGCompression.code`, as settings and manifests hold it.
    package static func encode<T>(
        _ image: VImage, compression: Int, colour: ColourTag = .untagged,
        _ use: (UnsafeRawBufferPointer) throws -> T
    ) throws -> T {
        try encode(image, compression: try choice(compression), colour: colour, use)
    }

    private static func choice(_ code: Int) throws -> PNGCompression {
        guard let choice = PNGCompression(code: code) else { throw Failure.unknownCompression(code) }
        return choice
    }

    package static func encode<T>(
        _ image: VImage, compression: PNGCompression, colour: ColourTag = .untagged,
        _ use: (UnsafeRawBufferPointer) throws -> T
    ) throws -> T {
        let (bytes, eightBit) = try Trace.span(.encode, "\(image.width)×\(image.height) at \(compression)") {
            try encoded(image, compression: compression, colour: colour)
        }
        defer { fk_pixels_free(bytes.baseAddress) }
        return try withExtendedLifetime(eightBit) { try use(UnsafeRawBufferPointer(bytes)) }
    }

    /// The PNG bytes of packed 8-bit pixels (`height` rows of `width` × `bands` bytes), handed to
    /// `use` (valid only during the call): the bytes `encode` makes of an image of those pixels,
    /// encoded where they lie, with no copy beside them.
    package static func encode<T>(
        pixels: UnsafeRawBufferPointer, width: Int, height: Int, bands: Int, compression: PNGCompression,
        _ use: (UnsafeRawBufferPointer) throws -> T
    ) throws -> T {
        guard (1...4).contains(bands) else { throw Failure.unsupportedBands(bands) }
        precondition(pixels.count >= width * height * bands, "fewer bytes than \(width)×\(height)×\(bands) pixels")
        let (encoder, level) = compression.kernelArguments
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard
            fk_png_encode(
                pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(bands),
                width * bands, encoder, level, &out, &length) == 0, let out
        else { throw Failure.encodingFailed }
        defer { fk_pixels_free(out) }
        return try use(UnsafeRawBufferPointer(start: out, count: length))
    }

    /// The frame's PNG bytes, handed to `use` (valid only during the call): an opaque frame is
    /// encoded from its canvas, which is spent.
    package static func encode<T>(
        _ frame: ComposedFrame, compression: Int, _ use: (UnsafeRawBufferPointer) throws -> T
    ) throws -> T {
        try encode(frame, compression: try choice(compression), use)
    }

    package static func encode<T>(
        _ frame: ComposedFrame, compression: PNGCompression, _ use: (UnsafeRawBufferPointer) throws -> T
    ) throws -> T {
        guard case .opaque(let canvas) = frame else {
            return try encode(try frame.image(), compression: compression, use)
        }
        let bytes = try Trace.span(.encode, "\(canvas.width)×\(canvas.height) at \(compression)") {
            guard let bytes = opaquePNG(spending: canvas, compression: compression) else {
                throw Failure.encodingFailed
            }
            return bytes
        }
        defer { fk_pixels_free(bytes.baseAddress) }
        return try use(UnsafeRawBufferPointer(bytes))
    }

    /// The PNG of an opaque canvas (every alpha 255) as RGB, or nil when memory runs out: the
    /// same bytes as `Canvas.intoFrame(opaque: true)` then `encode`, converted and filtered in the
    /// canvas's own memory (`fk_png_encode_opaque_canvas`) instead of two frame-sized copies. The
    /// canvas is spent and its memory released at once. Free the PNG with `fk_pixels_free`.
    private static func opaquePNG(
        spending canvas: Canvas, compression: PNGCompression
    ) -> UnsafeMutableBufferPointer<UInt8>? {
        let (encoder, level) = compression.kernelArguments
        let (width, height) = (Int32(canvas.width), Int32(canvas.height))
        return canvas.spending { pixels in
            var out: UnsafeMutablePointer<UInt8>?
            var length = 0
            guard fk_png_encode_opaque_canvas(pixels, width, height, encoder, level, &out, &length) == 0, let out
            else { return nil }
            return UnsafeMutableBufferPointer(start: out, count: length)
        }
    }

    /// Writes the PNG that `encode` hands over as `file`, atomically (see `OutputFile`): a failure
    /// (named with the file's path) leaves no partial file and whatever was there untouched.
    package static func save(
        to file: OutputFile, _ encode: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        do {
            try encode { bytes in
                try Trace.span(.write, file.path) { try file.write(bytes) }
            }
        } catch let error as OutputFile.WriteError {
            throw error
        } catch {
            throw OutputFile.WriteError(path: file.path, reason: "\(error)")
        }
    }

    /// Writes `png`, the bytes of a PNG already encoded (a repeated frame's), as `file`, the way
    /// `save(to:_:)` writes a fresh one: atomically, a failure named with the file's path.
    package static func save(_ png: UnsafeRawBufferPointer, to file: OutputFile) throws {
        try save(to: file) { write in try write(png) }
    }

    /// The PNG in a buffer to release with `fk_pixels_free`, and the 8-bit image it was made from.
    private static func encoded(
        _ image: VImage, compression: PNGCompression,
        colour: ColourTag
    ) throws -> (UnsafeMutableBufferPointer<UInt8>, VImage) {
        let eightBit = try image.eightBit().inMemory("computing pixels to encode")
        guard (1...4).contains(eightBit.bands) else {
            throw Failure.unsupportedBands(eightBit.bands)
        }
        let memory = eightBit.memoryPixels
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let (encoder, level) = compression.kernelArguments
        guard
            fk_png_encode_tagged(
                memory.pixels, Int32(eightBit.width), Int32(eightBit.height), Int32(eightBit.bands), memory.stride,
                encoder, level, colour.pngKernelArgument, &out, &length) == 0, let out
        else {
            throw Failure.encodingFailed
        }
        return (UnsafeMutableBufferPointer(start: out, count: length), eightBit)
    }
}
