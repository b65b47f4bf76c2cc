import CVipsShim
import CardImaging
import Foundation

package enum TestImages {
    /// A width × height image filled with one 8-bit colour (any number of bands).
    package static func solid(width: Int, height: Int, _ values: [Double]) throws -> VImage {
        try VImage.black(width: width, height: height, bands: values.count)
            .linear(Array(repeating: 0, count: values.count), values).castUChar()
    }

    /// Left half one colour, right half another: shows which way a photo was turned.
    package static func halves(width: Int, height: Int, left: [Double], right: [Double]) throws -> VImage {
        let a = try solid(width: width / 2, height: height, left)
        let b = try solid(width: width - width / 2, height: height, right)
        return try VImage.grid([a, b], across: 2, gap: 0, background: 0)
    }

    /// The pixel at (x, y) of an 8-bit image.
    package static func pixel(_ image: VImage, _ x: Int, _ y: Int) throws -> [UInt8] {
        let pixels = try image.pixels()
        let start = (y * image.width + x) * image.bands
        return Array(pixels[start..<start + image.bands])
    }
}

/// Compares two 8-bit images of the same size and band count (in TestSupport, which is compiled
/// optimised: the same loop in a test target took seconds over a phone-sized frame).
package struct PixelDifference {
    package var maximum = 0
    package var mean = 0.0
    /// Pixels whose largest channel difference exceeds the threshold given.
    package var differing = 0
    /// Samples (one channel of one pixel) that differ by more than the threshold given.
    package var differingSamples = 0
    package var total = 0

    package init(_ a: VImage, _ b: VImage, threshold: Int) throws {
        precondition(a.width == b.width && a.height == b.height && a.bands == b.bands, "sizes differ")
        self.init(samples: try a.pixels(), try b.pixels(), bands: a.bands, threshold: threshold)
    }

    /// `p` and `q`: the same number of pixels of `bands` samples each, row by row.
    package init(samples p: [UInt8], _ q: [UInt8], bands: Int, threshold: Int) {
        precondition(p.count == q.count && bands > 0 && p.count % bands == 0, "sizes differ")
        var sum = 0
        total = p.count / bands
        for pixel in 0..<total {
            var worst = 0
            for band in 0..<bands {
                let d = abs(Int(p[pixel * bands + band]) - Int(q[pixel * bands + band]))
                sum += d
                worst = max(worst, d)
                if d > threshold { differingSamples += 1 }
            }
            maximum = max(maximum, worst)
            if worst > threshold { differing += 1 }
        }
        mean = p.isEmpty ? 0 : Double(sum) / Double(p.count)
    }
}
