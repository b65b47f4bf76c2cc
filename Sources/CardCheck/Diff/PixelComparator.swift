import CFrameKernels
import CardFoundation
import CardImaging
/// The per-pixel comparison of two frames of the same size: pixelmatch's algorithm over raw
/// RGBA, optionally painting a diff image as it goes.
package enum PixelComparator {
    package struct Counts: Sendable, Equatable {
        /// Pixels whose colour distance is above the threshold and that are not anti-aliasing.
        package var different = 0
        /// Pixels above the threshold that look like anti-aliasing (not counted as different).
        var antialiased = 0
    }

    /// Compares `expected` with `actual` (same width and height). When `diff` is given (width ×
    /// height × 3 bytes), it receives an RGB picture: changed pixels red, anti-aliased ones yellow,
    /// and every other pixel the expected frame's brightness faded towards white.
    /// Pixels inside `ignore` are not compared; the diff image shows them tinted blue. With
    /// `threads` above 1, bands of rows are compared on that many threads: the same counts and image.
    ///
    /// The loop is `fk_compare_rows` in the C kernels: colour distances in YIQ (Kotsarenko and
    /// Ramos, 2010) and V. Vyšniauskas's anti-aliasing test (2009), as pixelmatch applies them.
    package static func compare(
        _ expected: PixelView, _ actual: PixelView, options: DiffOptions,
        diff: UnsafeMutablePointer<UInt8>? = nil, ignore: [PixelRect] = [], threads: Int = 1
    ) -> Counts {
        precondition(expected.width == actual.width && expected.height == actual.height, "frames differ in size")
        guard let width = Int32(exactly: expected.width), let height = Int32(exactly: expected.height) else {
            preconditionFailure("a frame of \(expected.width)x\(expected.height) pixels")
        }
        let rectangles = ignore.flatMap { [Int64($0.x), Int64($0.y), Int64($0.width), Int64($0.height)] }
        // Bands of at least 64 rows: a small frame is not worth a thread.
        let bands = max(1, min(threads, Int(height) / 64))
        let counts = rectangles.withUnsafeBufferPointer { rects in
            let frames = Frames(expected: expected.bytes, actual: actual.bytes, diff: diff, ignore: rects.baseAddress)
            return ParallelMap.onThreads(count: bands) { band in
                let first = Int32(Int(height) * band / bands), end = Int32(Int(height) * (band + 1) / bands)
                var different: Int64 = 0, antialiased: Int64 = 0
                let status = fk_compare_rows(
                    frames.expected, frames.actual, width, height, first, end, options.maxDelta,
                    options.detectAntialiasing ? 1 : 0, max(0, min(1, options.fade)), frames.diff, frames.ignore,
                    Int32(ignore.count), &different, &antialiased)
                // Sizes are checked when the frames are decoded, far below what the kernel refuses.
                precondition(
                    status == Int32(FK_OK),
                    "fk_compare_rows refused \(width)x\(height): \(status)")
                return Counts(different: Int(different), antialiased: Int(antialiased))
            }
        }
        return counts.reduce(into: Counts()) {
            $0.different += $1.different
            $0.antialiased += $1.antialiased
        }
    }

    /// What every band reads (the two frames, the ignored rectangles) and the diff image, which
    /// each band writes in rows of its own; valid while `compare` runs.
    private struct Frames: @unchecked Sendable {
        let expected: UnsafePointer<UInt8>
        let actual: UnsafePointer<UInt8>
        let diff: UnsafeMutablePointer<UInt8>?
        let ignore: UnsafePointer<Int64>?
    }
}
