import CardImaging
import Foundation
import CardCheck

/// Synthetic RGBA frames for the diff tests, built pixel by pixel.
package enum DiffTestImages {
    package static func frame(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAFrame {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                bytes += p.count == 4 ? p : p + [255]
            }
        }
        return RGBAFrame(width: width, height: height, rgba: bytes)
    }

    package static func solid(_ width: Int, _ height: Int, _ colour: [UInt8]) -> RGBAFrame {
        frame(width, height) { _, _ in colour }
    }

    /// A vertical black-to-white edge with one column of grey in between (an anti-aliased
    /// edge), the grey column at `edge`.
    package static func edge(_ width: Int, _ height: Int, at edge: Int) -> RGBAFrame {
        frame(width, height) { x, _ in x < edge ? [0, 0, 0] : x == edge ? [128, 128, 128] : [255, 255, 255] }
    }

    package static func compare(
        _ expected: RGBAFrame, _ actual: RGBAFrame, _ options: DiffOptions = DiffOptions(),
        diff: inout [UInt8]
    ) -> PixelComparator.Counts {
        expected.withView { e in
            actual.withView { a in
                diff.withUnsafeMutableBufferPointer {
                    PixelComparator.compare(e, a, options: options, diff: $0.isEmpty ? nil : $0.baseAddress)
                }
            }
        }
    }

    package static func compare(
        _ expected: RGBAFrame, _ actual: RGBAFrame, _ options: DiffOptions = DiffOptions()
    ) -> PixelComparator.Counts {
        var none: [UInt8] = []
        return compare(expected, actual, options, diff: &none)
    }

    /// Writes RGBA pixels as a PNG (RGB when every pixel is opaque) at the compression level given.
    package static func writePNG(_ frame: RGBAFrame, to path: String, compression: Int = 6) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var bytes: [UInt8] = []
        frame.withView { view in bytes = Array(UnsafeBufferPointer(start: view.bytes, count: frame.byteCount)) }
        var image = try VImage.fromPixels(bytes, width: frame.width, height: frame.height, bands: 4)
        if stride(from: 3, to: bytes.count, by: 4).allSatisfy({ bytes[$0] == 255 }) {
            image = try image.bands(0, count: 3)
        }
        try image.savePNG(to: path, compression: compression)
    }
}
