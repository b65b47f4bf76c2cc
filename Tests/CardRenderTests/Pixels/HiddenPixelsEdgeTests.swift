@testable import CardImaging
import Testing

/// The covered run of a row under a layer turned by a denormal angle: the inverse map's slope is
/// as small as 1e-300, the bounds it divides by it are near 1e300, and the run still comes out
/// within the row (or none), never a conversion that stops the process.
@Suite struct HiddenPixelsEdgeTests {
    static let tiny: [Double] = [5e-324, -5e-324, 1e-300, -1e-300, 1e-20, 1e-9]

    @Test func aNearlyFlatInverseGivesARunWithinTheRowOrNone() {
        let box = PixelRect(x: 2, y: 2, width: 20, height: 20)
        for slope in Self.tiny {
            // Turned by `slope` radians (sin ≈ slope): the row term of x and the column term of y.
            for inverse in [[1, slope, 0, -slope, 1, 0], [slope, 1, 0, 1, slope, 0], [1, 0, 1e300, 0, 1, 0]] {
                for row in [-1, 0, 1, 2, 10, 21, 22, 23, 60] {
                    let run = HiddenPixels.columns(row: row, inverse: inverse, box: box, width: 64)
                    if let run {
                        #expect(run.lowerBound >= 0 && run.upperBound <= 64 && !run.isEmpty, "\(inverse) row \(row)")
                    }
                }
            }
        }
        // Inside the box the covered run is its columns less one at each end.
        #expect(HiddenPixels.columns(row: 10, inverse: [1, 1e-300, 0, -1e-300, 1, 0], box: box, width: 64) == 3..<20)
    }
}
