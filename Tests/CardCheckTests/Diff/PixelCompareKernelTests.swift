import CFrameKernels
import Testing

/// `fk_compare_pixels` checks the sizes and rectangles it is given before it reads a pixel: a
/// one-pixel buffer stands in for the huge frames the sizes describe, and the counts it would
/// write keep their sentinel.
@Suite struct PixelCompareKernelTests {
    private static let tooLarge = Int32(FK_TOO_LARGE), invalid = Int32(FK_INVALID)

    private func compare(
        width: Int32, height: Int32, diff: Bool = false, ignore: [Int64] = [], count: Int32? = nil
    ) -> (status: Int32, different: Int64, antialiased: Int64) {
        let pixel: [UInt8] = [1, 2, 3, 255]
        var image: [UInt8] = [9, 9, 9]
        var different: Int64 = -7, antialiased: Int64 = -7
        let status = ignore.withUnsafeBufferPointer { rects in
            image.withUnsafeMutableBufferPointer { out in
                fk_compare_pixels(
                    pixel, pixel, width, height, 0, 1, 0.1, diff ? out.baseAddress : nil, rects.baseAddress,
                    count ?? Int32(ignore.count / 4), &different, &antialiased)
            }
        }
        return (status, different, antialiased)
    }

    @Test func sizesThatOverflowAreRefused() {
        // A row of 4 × width bytes past INT_MAX.
        #expect(compare(width: Int32.max, height: 1).status == Self.tooLarge)
        #expect(compare(width: 1 << 29, height: 2, diff: true).status == Self.tooLarge)
        #expect(compare(width: -1, height: 1).status == Self.invalid)
        #expect(compare(width: 1, height: -1).status == Self.invalid)
    }

    @Test func rectanglesThatOverflowOrAreMissingAreRefused() {
        #expect(compare(width: 1, height: 1, ignore: [Int64.max, 0, 1, 1]).status == Self.tooLarge)
        #expect(compare(width: 1, height: 1, ignore: [0, 0, 1, 1], count: -1).status == Self.invalid)
        let refused = compare(width: 1, height: 1, ignore: [0, 1, 1, Int64.max])
        #expect(refused.status == Self.tooLarge && refused.different == -7 && refused.antialiased == -7)
    }

    @Test func oneEqualPixelCountsNothing() {
        let result = compare(width: 1, height: 1, diff: true)
        #expect(result.status == Int32(FK_OK) && result.different == 0 && result.antialiased == 0)
    }
}
