import CVipsShim
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardSettings

/// The APNG writer and reader: every frame comes back as it went in, runs of identical frames
/// become one longer frame, later frames hold only what changed, and the programs that read APNGs
/// (libvips's libpng for the default image, pngcheck, Pillow, apngdis) read the same frames.
@Suite struct APNGTests {
    static let width = TestAnimations.width, height = TestAnimations.height, fps = TestAnimations.fps

    static func frames(bands: Int) -> [[UInt8]] { TestAnimations.slidingSquare(bands: bands) }

    static func rgba(_ pixels: [UInt8], bands: Int) -> [UInt8] { TestAnimations.rgba(pixels, bands: bands) }

    static func encode(_ frames: [[UInt8]], bands: Int, compression: PNGCompression = .default) throws -> [UInt8] {
        try TestAnimations.apng(frames, bands: bands, compression: compression)
    }

    /// Each frame decoded, repeated as many times as its delay holds frames of 1/fps.
    static func decodedFrames(_ bytes: [UInt8]) throws -> [[UInt8]] {
        let apng = try APNGFrames(bytes, maxFrames: 1000, maxCanvasBytes: 1 << 24)
        var frames: [[UInt8]] = []
        try apng.forEachFrame { _, canvas, delay in
            #expect(delay.denominator == Self.fps)
            frames += Array(repeating: Array(canvas), count: delay.numerator)
        }
        return frames
    }

    /// The chunks of a PNG: type and data.
    static func chunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] { PNGChunks.read(bytes) ?? [] }

    static func number(_ bytes: [UInt8], at offset: Int, size: Int = 4) -> Int {
        bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test(arguments: [3, 4])
    func everyFrameComesBackAndRunsBecomeOneFrame(bands: Int) throws {
        let frames = Self.frames(bands: bands)
        for compression in [PNGCompression.default, .fast, .libdeflate(level: 0), .libdeflate(level: 9)] {
            let bytes = try Self.encode(frames, bands: bands, compression: compression)
            #expect(try Self.decodedFrames(bytes) == frames.map { Self.rgba($0, bands: bands) }, "\(compression)")
            let apng = try APNGFrames(bytes, maxFrames: 100, maxCanvasBytes: 1 << 24)
            #expect(apng.frameCount == 7, "12 frames with runs of 3, 2 and 3 are 7")
            #expect(apng.plays == 0, "loops forever, as the review page plays it")
        }
    }

    /// Random animations (sizes from 1×1, both band counts, frames changed in random rectangles,
    /// some repeated, some translucent): every frame comes back as it went in.
    @Test func randomAnimationsComeBackFrameByFrame() throws {
        for seed in 1...300 {
            let noise = BadInputs.noise(4096, seed: UInt64(seed))
            var next = 0
            func random(_ bound: Int) -> Int {
                next += 2
                return (Int(noise[next % noise.count]) << 8 | Int(noise[(next + 1) % noise.count])) % bound
            }
            let width = 1 + random(24), height = 1 + random(24), bands = 3 + random(2), count = 1 + random(8)
            var frame = (0..<(width * height * bands)).map { UInt8(truncatingIfNeeded: $0 * 31 + seed) }
            var frames: [[UInt8]] = []
            for _ in 0..<count {
                if random(3) > 0 {
                    let x0 = random(width), y0 = random(height)
                    let x1 = x0 + random(width - x0), y1 = y0 + random(height - y0)
                    let value = UInt8(random(256)), alpha: UInt8 = random(2) == 0 ? 255 : UInt8(random(256))
                    for y in y0...y1 {
                        for x in x0...x1 {
                            let at = (y * width + x) * bands
                            for c in 0..<bands {
                                frame[at + c] = c == 3 ? alpha : value &+ UInt8(truncatingIfNeeded: x * c)
                            }
                        }
                    }
                }
                frames.append(frame)
            }
            let encoder = try APNGEncoder(width: width, height: height, bands: bands, fps: 24, compression: .default)
            for frame in frames { try frame.withUnsafeBytes { try encoder.add($0, stride: width * bands) } }
            let bytes = try encoder.finish { Array($0) }
            var decoded: [[UInt8]] = []
            try APNGFrames(bytes, maxFrames: 100, maxCanvasBytes: 1 << 20).forEachFrame { _, canvas, delay in
                decoded += Array(repeating: Array(canvas), count: delay.numerator)
            }
            #expect(decoded == frames.map { Self.rgba($0, bands: bands) }, "seed \(seed): \(width)×\(height)×\(bands)")
        }
    }

    @Test func laterFramesHoldOnlyTheChangedRectangle() throws {
        let bytes = try Self.encode(Self.frames(bands: 3), bands: 3)
        let controls = Self.chunks(bytes).filter { $0.type == "fcTL" }.map(\.data)
        // width, height, x, y of each frame; the square moves 3 pixels right at a time.
        let rectangles = controls.map { c in (0..<4).map { Self.number(c, at: 4 + 4 * $0) } }
        #expect(rectangles.first == [Self.width, Self.height, 0, 0])
        #expect(rectangles[1] == [11, 8, 0, 10], "frame 3 changes columns 0-10 of rows 10-17")
        #expect(controls.map { Self.number($0, at: 20, size: 2) } == [3, 1, 1, 2, 1, 1, 3], "delays in 1/30 s")
        #expect(controls.allSatisfy { $0[24] == 0 }, "dispose NONE")
    }

    @Test func overIsChosenOnlyWhereItDrawsExactlyAndSmaller() throws {
        let bytes = try Self.encode(Self.frames(bands: 4), bands: 4)
        let blends = Self.chunks(bytes).filter { $0.type == "fcTL" }.map { $0.data[25] }
        #expect(blends.first == 0, "the first frame is drawn with SOURCE")
        // Every frame after the first adds translucent trail pixels: OVER would blend them.
        #expect(blends.dropFirst().allSatisfy { $0 == 0 })
        // Opaque changes over an unchanged background: OVER, the unchanged pixels transparent.
        let opaque = Self.frames(bands: 4).map { frame in
            var frame = frame
            for i in Swift.stride(from: 3, to: frame.count, by: 4) { frame[i] = 255 }
            return frame
        }
        let opaqueBytes = try Self.encode(opaque, bands: 4)
        #expect(try Self.decodedFrames(opaqueBytes) == opaque)
        #expect(Self.chunks(opaqueBytes).filter { $0.type == "fcTL" }.dropFirst().contains { $0.data[25] == 1 })
    }

    @Test func theDefaultImageIsTheFirstFrameAndTheBytesAreStable() throws {
        try VipsRuntime.start()
        let frames = Self.frames(bands: 3)
        let bytes = try Self.encode(frames, bands: 3)
        #expect(try Self.encode(frames, bands: 3) == bytes)
        let types = Self.chunks(bytes).map(\.type)
        #expect(Array(types.prefix(4)) == ["IHDR", "acTL", "fcTL", "IDAT"])
        #expect(types.last == "IEND")
        // libvips (libpng) knows no animation: it shows the first frame.
        let still = try bytes.withUnsafeBytes { raw in
            try VImage.make("decoding") { cr_pngload_buffer(raw.baseAddress, raw.count, $0) }.materialized("decoding")
        }
        #expect(try still.pixels() == frames[0])
        // The first frame's image data is the bytes a PNG of that frame holds.
        let png = try VImage.fromPixels(frames[0], width: Self.width, height: Self.height, bands: 3)
        let pngBytes = try PNGEncoder.encode(png, compression: PNGCompression.default) { Array($0) }
        #expect(
            Self.chunks(pngBytes).first { $0.type == "IDAT" }?.data
                == Self.chunks(bytes).first { $0.type == "IDAT" }?.data)
    }

    /// Frames given as libvips images are the same frames as their pixels; an image of another
    /// size or band count is refused by name.
    @Test func imagesAreAddedAsTheirPixels() throws {
        try VipsRuntime.start()
        let frames = Self.frames(bands: 4)
        let encoder = try APNGEncoder(
            width: Self.width, height: Self.height, bands: 4, fps: Self.fps, compression: .default)
        for frame in frames {
            try encoder.add(try VImage.fromPixels(frame, width: Self.width, height: Self.height, bands: 4))
        }
        #expect(try encoder.finish { Array($0) } == Self.encode(frames, bands: 4))
        let other = try APNGEncoder(
            width: Self.width, height: Self.height, bands: 4, fps: Self.fps, compression: .default)
        let rgb = try VImage.fromPixels(Self.frames(bands: 3)[0], width: Self.width, height: Self.height, bands: 3)
        #expect(throws: APNGEncoder.Failure.frameMismatch("40×30×3 in a 40×30×4 animation")) { try other.add(rgb) }
    }

    @Test func framesAreReadAsTheFrameTimesTheyAreShownFor() throws {
        let frames = Self.frames(bands: 4)
        let bytes = try Self.encode(frames, bands: 4)
        let apng = try APNGFrames(bytes, maxFrames: 100, maxCanvasBytes: 1 << 24)
        var ranges: [Range<Int>] = []
        while let (canvas, shown) = try apng.nextShown(fps: Self.fps) {
            for index in shown { #expect(Array(canvas) == frames[index], "frame \(index)") }
            ranges.append(shown)
        }
        #expect(ranges == TestAnimations.runs.map { $0..<$0 + $1 }, "a run of identical frames is one frame")

        // Forward to any frame time, a run's frames sharing one canvas; at twice the rate, twice the times.
        let cursor = try APNGFrames(bytes, maxFrames: 100, maxCanvasBytes: 1 << 24)
        for index in [0, 2, 3, 4, 4, 9, 11] {
            #expect(try cursor.canvas(shownAt: 2 * index, fps: 2 * Self.fps).map { Array($0) } == frames[index])
        }
        #expect(try cursor.canvas(shownAt: 2 * frames.count, fps: 2 * Self.fps) == nil, "past the end")

        // A delay that is not a whole number of frame times at the rate asked is refused.
        let odd = try APNGFrames(bytes, maxFrames: 100, maxCanvasBytes: 1 << 24)
        #expect(
            throws: APNGFrames.Failure.unreadable(
                "frame 0 is shown for 3/\(Self.fps) s, not a whole number of frames at 7 a second")
        ) { try odd.nextShown(fps: 7) }
    }

    @Test func aRunLongerThanADelayCanSayIsCut() throws {
        let encoder = try APNGEncoder(width: 1, height: 1, bands: 3, fps: 60, compression: .default)
        let pixel: [UInt8] = [1, 2, 3]
        for _ in 0..<70_000 { try pixel.withUnsafeBytes { try encoder.add($0, stride: 3) } }
        let bytes = try encoder.finish { Array($0) }
        let delays = Self.chunks(bytes).filter { $0.type == "fcTL" }.map { Self.number($0.data, at: 20, size: 2) }
        #expect(delays == [65535, 4465])
    }

    @Test func badSettingsAndFramesAreRefused() throws {
        #expect(throws: APNGEncoder.Failure.self) {
            try APNGEncoder(width: 4, height: 4, bands: 2, fps: 30, compression: .default)
        }
        #expect(throws: APNGEncoder.Failure.self) {
            try APNGEncoder(width: 4, height: 4, bands: 3, fps: 0, compression: .default)
        }
        #expect(throws: APNGEncoder.Failure.self) {
            try APNGEncoder(width: 0, height: 4, bands: 3, fps: 30, compression: .default)
        }
        let encoder = try APNGEncoder(width: 4, height: 4, bands: 3, fps: 30, compression: .default)
        #expect(throws: APNGEncoder.Failure.self) {
            try [UInt8](repeating: 0, count: 12).withUnsafeBytes { try encoder.add($0, stride: 12) }
        }
    }
}

/// What the APNG reader refuses, before it allocates a canvas: damaged files, impossible frames,
/// and more frames or a larger canvas than allowed.
@Suite struct APNGReaderBoundsTests {
    static let good: [UInt8] = (try? APNGTests.encode(APNGTests.frames(bands: 3), bands: 3)) ?? []

    /// `bytes` with the chunk of `type` (the `nth`) given new data, its CRC made right again.
    static func replacing(_ type: String, nth: Int = 0, in bytes: [UInt8], with edit: ([UInt8]) -> [UInt8]) -> [UInt8] {
        var out = Array(bytes.prefix(8)), offset = 8, seen = 0
        while offset + 12 <= bytes.count {
            let length = APNGTests.number(bytes, at: offset)
            let chunkType = Array(bytes[(offset + 4)..<(offset + 8)])
            var data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if String(decoding: chunkType, as: UTF8.self) == type {
                if seen == nth { data = edit(data) }
                seen += 1
            }
            out += PNGChunks.framed(String(decoding: chunkType, as: UTF8.self), data)
            offset += 12 + length
        }
        return out
    }

    static func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

    static func refusal(_ bytes: [UInt8], maxFrames: Int = 100, maxCanvasBytes: Int = 1 << 24) -> String? {
        do {
            let apng = try APNGFrames(bytes, maxFrames: maxFrames, maxCanvasBytes: maxCanvasBytes)
            try apng.forEachFrame { _, _, _ in }
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theGoodFileReads() { #expect(Self.refusal(Self.good) == nil) }

    @Test func aCanvasLargerThanAllowedIsRefusedBeforeAllocation() {
        let bomb = Self.replacing("IHDR", in: Self.good) { data in
            Self.bigEndian(100_000) + Self.bigEndian(100_000) + Array(data.dropFirst(8))
        }
        #expect(Self.refusal(bomb)?.contains("canvas too large") == true)
        #expect(Self.refusal(Self.good, maxCanvasBytes: 40 * 30 * 4 - 1)?.contains("canvas too large") == true)
    }

    @Test func moreFramesThanAllowedOrThanItHoldsAreRefused() {
        #expect(Self.refusal(Self.good, maxFrames: 6)?.contains("too many frames") == true)
        let claimsMore = Self.replacing("acTL", in: Self.good) { Self.bigEndian(8) + Array($0.dropFirst(4)) }
        #expect(Self.refusal(claimsMore)?.contains("fewer frames than acTL says") == true)
        let claimsFewer = Self.replacing("acTL", in: Self.good) { Self.bigEndian(6) + Array($0.dropFirst(4)) }
        #expect(Self.refusal(claimsFewer)?.contains("more frames than acTL says") == true)
        let millions = Self.replacing("acTL", in: Self.good) { Self.bigEndian(50_000_000) + Array($0.dropFirst(4)) }
        #expect(Self.refusal(millions, maxFrames: Int(UInt32.max))?.contains("too many frames") == true)
    }

    @Test func framesOutsideTheCanvasOrOutOfSequenceAreRefused() {
        let outside = Self.replacing("fcTL", nth: 2, in: Self.good) { data in
            Array(data.prefix(12)) + Self.bigEndian(35) + Array(data.dropFirst(16))  // x 35 + width > 40
        }
        #expect(Self.refusal(outside)?.contains("not inside the canvas") == true)
        let sequence = Self.replacing("fdAT", nth: 1, in: Self.good) { Self.bigEndian(99) + Array($0.dropFirst(4)) }
        #expect(Self.refusal(sequence)?.contains("out of sequence") == true)
        let dispose = Self.replacing("fcTL", nth: 1, in: Self.good) { data in
            var data = data; data[24] = 7; return data
        }
        #expect(Self.refusal(dispose)?.contains("unknown dispose or blend") == true)
    }

    @Test func damagedBytesAreRefusedWithTheReason() {
        var badCRC = Self.good
        badCRC[badCRC.count - 20] ^= 0xFF
        #expect(Self.refusal(badCRC) != nil)
        #expect(Self.refusal(Array(Self.good.prefix(Self.good.count / 2)))?.contains("truncated") == true)
        let shortData = Self.replacing("fdAT", nth: 0, in: Self.good) { Array($0.prefix(10)) }
        #expect(Self.refusal(shortData) != nil)
        #expect(Self.refusal([1, 2, 3]) == "not a PNG file")
    }

    /// `bytes` with every chunk's CRC made right for its data, where the chunk's length fits the
    /// file: a damaged file then reaches the checks past the CRC.
    static func withCRCsRepaired(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes, offset = 8
        while offset + 12 <= out.count {
            let length = APNGTests.number(out, at: offset)
            guard length <= out.count - offset - 12 else { break }
            let crc = BadInputs.bigEndian(BadInputs.crc32(Array(out[(offset + 4)..<(offset + 8 + length)])))
            out.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: crc)
            offset += 12 + length
        }
        return out
    }

    /// The good file with a tRNS key colour, its later frames drawn with blend OVER.
    static let keyed = APNGKeyColourTests.keyed(good, [0, 0, 0, 0, 0, 16], blend: 1)

    /// Thousands of damaged files (bytes changed anywhere, CRCs repaired, or cut short): each is
    /// read through or refused with a reason, never a crash, and no frame is larger than the canvas.
    @Test(arguments: ["plain", "keyed"])
    func damagedFilesAreReadOrRefusedNeverCrash(_ file: String) throws {
        let good = file == "keyed" ? Self.keyed : Self.good
        try #require(Self.refusal(good) == nil)
        var refused = 0, read = 0
        for seed in 1...3000 {
            let noise = BadInputs.noise(8, seed: UInt64(seed))
            var bytes = good
            for k in 0..<(1 + Int(noise[0]) % 4) {
                let at = 8 + (Int(noise[1 + k]) << 8 | Int(noise[2 + k])) * 7919 % (good.count - 8)
                bytes[at] = noise[5 + k % 3]
            }
            if seed % 10 == 0 { bytes = Array(bytes.prefix(8 + Int(noise[7]) * good.count / 256)) }
            if seed % 2 == 0 { bytes = Self.withCRCsRepaired(bytes) }
            do {
                let apng = try APNGFrames(bytes, maxFrames: 100, maxCanvasBytes: 1 << 24)
                try apng.forEachFrame { _, canvas, delay in
                    #expect(canvas.count == apng.width * apng.height * 4 && delay.denominator > 0)
                }
                read += 1
            } catch let failure as APNGFrames.Failure {
                #expect(!failure.description.isEmpty)
                refused += 1
            }
        }
        #expect(refused > 1000 && read + refused == 3000, "\(refused) refused, \(read) read")
    }

    @Test func aStillPNGIsNoAnimation() throws {
        try VipsRuntime.start()
        let still = try VImage.fromPixels(APNGTests.frames(bands: 3)[0], width: 40, height: 30, bands: 3)
        let bytes = try PNGEncoder.encode(still, compression: PNGCompression.default) { Array($0) }
        #expect(
            throws: APNGFrames.Failure.notAnAnimation("a PNG without animation (no acTL chunk before its image data)")
        ) {
            try APNGFrames(bytes, maxFrames: 10, maxCanvasBytes: 1 << 24)
        }
    }
}
