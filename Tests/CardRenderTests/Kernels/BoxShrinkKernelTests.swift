import CFrameKernels
import Testing
import TestSupport

/// `fk_shrink_box` sums rows sixteen bytes at a time and a pixel's four bands as one lane where
/// the CPU allows; this checks its bytes against each box's rounded mean, computed here one
/// pixel at a time, for every band count, sizes around the sixteen-byte groups, strides with
/// padding and factors on both sides of the sixteen-row limit of the four-band path.
@Suite struct BoxShrinkKernelTests {
    private static func reference(
        _ pixels: [UInt8], width: Int, height: Int, bands: Int, stride: Int, factor: Int
    ) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<(height / factor) {
            for x in 0..<(width / factor) {
                for band in 0..<bands {
                    var sum = 0
                    for row in (y * factor)..<((y + 1) * factor) {
                        for column in (x * factor)..<((x + 1) * factor) {
                            sum += Int(pixels[row * stride + column * bands + band])
                        }
                    }
                    let area = factor * factor
                    out.append(UInt8((sum + area / 2) / area))
                }
            }
        }
        return out
    }

    @Test(arguments: [1, 2, 3, 4])
    func everyBoxIsItsRoundedMean(bands: Int) {
        var generator = DrawLayerKernelTests.Generator(state: UInt64(bands))
        for (width, height) in [(1, 1), (5, 3), (17, 9), (33, 40), (64, 18), (81, 37)] {
            for factor in [1, 2, 3, 5, 8, 15, 16, 17, 20] where factor <= min(width, height) || factor == 1 {
                let stride = width * bands + 7
                // Random bytes, or all 255 (the largest sums).
                let saturated = (width + height + factor) % 3 == 0
                let pixels = (0..<(stride * height)).map { _ in saturated ? 255 : generator.byte() }
                let count = (width / factor) * (height / factor) * bands
                var out = [UInt8](repeating: 0, count: max(count, 1))
                #expect(
                    fk_shrink_box(pixels, Int32(width), Int32(height), Int32(bands), stride, Int32(factor), &out)
                        == Int32(FK_OK))
                #expect(
                    Array(out.prefix(count))
                        == Self.reference(
                            pixels, width: width, height: height, bands: bands, stride: stride, factor: factor),
                    "\(width)×\(height), \(bands) bands, factor \(factor)")
            }
        }
    }
}
