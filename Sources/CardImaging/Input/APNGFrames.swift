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

        /// How many frame times at `fps` the delay is; nil when it is not a whole number of them (or none).
        package func frames(at fps: Int) -> Int? {
            let times = numerator * fps
            guard denominator > 0, times > 0, times % denominator == 0 else { return nil }
            return times / denominator
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
    /// The frame times (at the rate `nextShown` was asked for) the last frame read is shown for.
    private var shown = 0..<0
    /// The last frame read.
    private var current: UnsafeRawBufferPointer?

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
        current = UnsafeRawBufferPointer(start: canvas, count: width * height * 4)
        return (current!, Delay(numerator: Int(numerator), denominator: Int(denominator)))
    }

    /// The next frame read as frames of an animation at `fps`: the composed canvas (valid until
    /// the next call) and the frame times it is shown for (a run of identical frames is one APNG
    /// frame); nil after the last. Refuses a delay that is not a whole number of frame times, as
    /// every APNG cardrender writes has. Read a file with this or with `next`, not both.
    package func nextShown(fps: Int) throws -> (canvas: UnsafeRawBufferPointer, frames: Range<Int>)? {
        guard let (canvas, delay) = try next() else { return nil }
        guard let count = delay.frames(at: fps) else {
            throw Failure.unreadable(
                "frame \(framesRead - 1) is shown for \(delay.numerator)/\(delay.denominator) s, not a whole number of frames at \(fps) a second"
            )
        }
        shown = shown.upperBound..<shown.upperBound + count
        return (canvas, shown)
    }

    /// The canvas shown at frame time `index` of an animation at `fps` (valid until the next
    /// read), reading forward to it; nil when the APNG ends before it. `index` never goes back
    /// before the frame last read.
    package func canvas(shownAt index: Int, fps: Int) throws -> UnsafeRawBufferPointer? {
        precondition(index >= shown.lowerBound, "an APNG is read forward only")
        while index >= shown.upperBound {
            guard try nextShown(fps: fps) != nil else { return nil }
        }
        return current
    }

    /// Reads each frame in order, once: `body` gets its index, the composed canvas (RGBA, `width`
    /// × 4 bytes a row, valid only during the call) and how long it is shown.
    package func forEachFrame(_ body: (Int, UnsafeRawBufferPointer, Delay) throws -> Void) throws {
        while let (canvas, delay) = try next() {
            try body(framesRead - 1, canvas, delay)
        }
    }
}
