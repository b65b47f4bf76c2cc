import CFrameKernels

/// The frames of an APNG, composed one after another into one RGBA canvas as the APNG
/// specification says (see `fk_apng_decoder_open`). Every chunk is checked when the file is
/// opened, and the canvas is refused before any allocation when it is larger than allowed; reading
/// holds one canvas and one frame's rows, however many frames there are.
package final class APNGFrames {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// The file is damaged, or asks for more than allowed: the reason, in the PNG checks' words.
        case unreadable(String)
        /// A PNG cardrender does not read as an animation: a still, or not 8-bit RGB or RGBA.
        case notAnAnimation(String)
        /// Memory ran out.
        case outOfMemory

        package var description: String {
            switch self {
            case let .unreadable(why), let .notAnAnimation(why): why
            case .outOfMemory: "out of memory reading the APNG"
            }
        }
    }

    /// How long a frame is shown: `numerator` / `denominator` seconds.
    package struct Delay: Equatable, Sendable {
        package var numerator: Int
        package var denominator: Int

        package init(numerator: Int, denominator: Int) {
            self.numerator = numerator
            self.denominator = denominator
        }
    }

    package let width: Int
    package let height: Int
    /// The frames acTL gives (each may stand for a run of identical frames: see its delay).
    package let frameCount: Int
    /// How many times it plays; 0 is forever.
    package let plays: Int
    private let bytes: UnsafeMutableRawBufferPointer
    private let decoder: OpaquePointer

    /// Opens `data` (copied), taking at most `maxFrames` frames and a canvas of at most
    /// `maxCanvasBytes` (width × height × 4).
    package init(_ data: some Collection<UInt8>, maxFrames: Int, maxCanvasBytes: Int) throws {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        _ = bytes.initializeMemory(as: UInt8.self, from: data)
        var decoder: OpaquePointer?
        var width: Int32 = 0, height: Int32 = 0, frames: Int32 = 0
        var plays: UInt32 = 0
        var why: UnsafePointer<CChar>?
        let status = fk_apng_decoder_open(
            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), data.count,
            UInt32(clamping: max(0, maxFrames)), max(0, maxCanvasBytes), &decoder, &width, &height, &frames, &plays,
            &why)
        guard status == Int32(FK_OK), let decoder else {
            bytes.deallocate()
            throw Self.failure(status, why)
        }
        self.bytes = bytes
        self.decoder = decoder
        self.width = Int(width)
        self.height = Int(height)
        frameCount = Int(frames)
        self.plays = Int(plays)
    }

    deinit {
        fk_apng_decoder_free(decoder)
        bytes.deallocate()
    }

    private static func failure(_ status: Int32, _ why: UnsafePointer<CChar>?) -> Failure {
        let reason = why.map { String(cString: $0) } ?? "the APNG cannot be read"
        switch status {
        case Int32(FK_NO_MEMORY): return .outOfMemory
        case Int32(FK_PNG_NOT_MINE): return .notAnAnimation(reason)
        default: return .unreadable(reason)
        }
    }

    /// The frames read so far.
    package private(set) var framesRead = 0

    /// The next frame: the composed canvas (RGBA, `width` × 4 bytes a row, valid until the next
    /// call) and how long it is shown; nil after the last.
    package func next() throws -> (canvas: UnsafeRawBufferPointer, delay: Delay)? {
        guard framesRead < frameCount else { return nil }
        var canvas: UnsafePointer<UInt8>?
        var numerator: Int32 = 0, denominator: Int32 = 0
        var why: UnsafePointer<CChar>?
        let status = fk_apng_decoder_next(decoder, &canvas, &numerator, &denominator, &why)
        guard status == Int32(FK_OK), let canvas else { throw Self.failure(status, why) }
        framesRead += 1
        return (
            UnsafeRawBufferPointer(start: canvas, count: width * height * 4),
            Delay(numerator: Int(numerator), denominator: Int(denominator))
        )
    }

    /// Reads each frame in order, once: `body` gets its index, the composed canvas (RGBA, `width`
    /// × 4 bytes a row, valid only during the call) and how long it is shown.
    package func forEachFrame(_ body: (Int, UnsafeRawBufferPointer, Delay) throws -> Void) throws {
        while let (canvas, delay) = try next() {
            try body(framesRead - 1, canvas, delay)
        }
    }
}
