import CFrameKernels
import CardSettings

/// One APNG from an animation's frames, added in order (see `fk_apng_encoder_start`): the first
/// frame is the file's default image, each later one the smallest rectangle that changed, and a
/// run of identical frames one frame shown for the run's time. The bytes depend only on the
/// frames, the frame rate, the play count and the compression.
package final class APNGEncoder {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// A size, band count, frame rate or play count the format or the encoder does not take.
        case invalidSettings(String)
        /// A frame of another size or band count than the first.
        case frameMismatch(String)
        /// The kernel could not allocate, or a size overflowed.
        case encodingFailed(Int32)

        package var description: String {
            switch self {
            case let .invalidSettings(why): "cannot write an APNG: \(why)"
            case let .frameMismatch(why): "cannot add the frame to the APNG: \(why)"
            case let .encodingFailed(status): "APNG encoding failed (\(KernelFailure(step: "", status: status).reason))"
            }
        }
    }

    package let width: Int
    package let height: Int
    package let bands: Int
    private let encoder: OpaquePointer
    private var finished = false

    /// An animation of `width` x `height` frames of `bands` (3 RGB, 4 RGBA) 8-bit samples, `fps`
    /// frames a second (1 to 65535), played `plays` times (0: forever, as the review page loops).
    package init(
        width: Int, height: Int, bands: Int, fps: Int, plays: Int = 0, compression: PNGCompression
    ) throws {
        guard bands == 3 || bands == 4 else { throw Failure.invalidSettings("\(bands) bands (3 or 4 are written)") }
        guard (1...0xFFFF).contains(fps) else { throw Failure.invalidSettings("\(fps) frames a second") }
        guard (0...0x7FFF_FFFF).contains(plays) else { throw Failure.invalidSettings("\(plays) plays") }
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw Failure.invalidSettings("a \(width)×\(height) canvas")
        }
        let (kernel, level) = compression.kernelArguments
        var out: OpaquePointer?
        let status = fk_apng_encoder_start(
            Int32(width), Int32(height), Int32(bands), 1, Int32(fps), UInt32(plays), kernel, level, &out)
        guard status == Int32(FK_OK), let out else { throw Failure.encodingFailed(status) }
        encoder = out
        self.width = width
        self.height = height
        self.bands = bands
    }

    deinit { fk_apng_encoder_free(encoder) }

    /// Adds the next frame: `pixels` holds `height` rows of `width` x `bands` bytes, `stride` bytes apart.
    package func add(_ pixels: UnsafeRawBufferPointer, stride: Int) throws {
        precondition(!finished, "a frame added to a finished APNG")
        guard stride >= width * bands, pixels.count >= stride * (height - 1) + width * bands,
            let base = pixels.baseAddress
        else {
            throw Failure.frameMismatch("\(pixels.count) bytes, \(stride) a row, for \(width)×\(height)×\(bands)")
        }
        let status = fk_apng_encoder_add(encoder, base.assumingMemoryBound(to: UInt8.self), stride)
        guard status == Int32(FK_OK) else { throw Failure.encodingFailed(status) }
    }

    /// Adds an image as the next frame, converted to 8 bits; its size and bands must be the animation's.
    package func add(_ image: VImage) throws {
        let eightBit = try image.eightBit().inMemory("computing pixels to encode")
        guard eightBit.width == width, eightBit.height == height, eightBit.bands == bands else {
            throw Failure.frameMismatch(
                "\(eightBit.width)×\(eightBit.height)×\(eightBit.bands) in a \(width)×\(height)×\(bands) animation")
        }
        let memory = eightBit.memoryPixels
        try withExtendedLifetime(eightBit) {
            try add(
                UnsafeRawBufferPointer(start: memory.pixels, count: memory.stride * (height - 1) + width * bands),
                stride: memory.stride)
        }
    }

    /// The APNG file's bytes, handed to `use` (valid only during the call). The encoder takes no
    /// frame after this.
    package func finish<T>(_ use: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        precondition(!finished, "an APNG finished twice")
        finished = true
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = fk_apng_encoder_finish(encoder, &out, &length)
        guard status == Int32(FK_OK), let out else { throw Failure.encodingFailed(status) }
        defer { fk_pixels_free(out) }
        return try use(UnsafeRawBufferPointer(start: out, count: length))
    }
}
