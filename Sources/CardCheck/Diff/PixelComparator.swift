import CFrameKernels
import CardRender
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
    /// Pixels inside `ignore` are not compared; the diff image shows them tinted blue.
    ///
    /// The loop is `fk_compare_pixels` in the C kernels: colour distances in YIQ (Kotsarenko and
    /// Ramos, 2010) and V. Vyšniauskas's anti-aliasing test (2009), as pixelmatch applies them.
    package static func compare(
        _ expected: PixelView, _ actual: PixelView, options: DiffOptions,
        diff: UnsafeMutablePointer<UInt8>? = nil, ignore: [PixelRect] = []
    ) -> Counts {
        precondition(expected.width == actual.width && expected.height == actual.height, "frames differ in size")
        guard let width = Int32(exactly: expected.width), let height = Int32(exactly: expected.height) else {
            preconditionFailure("a frame of \(expected.width)x\(expected.height) pixels")
        }
        let rectangles = ignore.flatMap { [Int64($0.x), Int64($0.y), Int64($0.width), Int64($0.height)] }
        var different: Int64 = 0, antialiased: Int64 = 0
        let status = rectangles.withUnsafeBufferPointer { rects in
            fk_compare_pixels(
                expected.bytes, actual.bytes, width, height, options.maxDelta, options.detectAntialiasing ? 1 : 0,
                max(0, min(1, options.fade)), diff, rects.baseAddress, Int32(ignore.count), &different, &antialiased)
        }
        // Sizes are checked when the frames are decoded, far below what the kernel refuses.
        precondition(
            status == Int32(FK_OK), "fk_compare_pixels refused \(expected.width)x\(expected.height): \(status)")
        return Counts(different: Int(different), antialiased: Int(antialiased))
    }
}
