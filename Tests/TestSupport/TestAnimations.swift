import CardImaging
import CardSettings

/// A small animation for the APNG tests: a square sliding over a gradient.
package enum TestAnimations {
    package static let width = 40, height = 30, fps = 30
    /// Where the square is in each frame: runs of identical frames (0-2, 5-6, 9-11), seven distinct frames.
    package static let positions = [0, 0, 0, 3, 6, 9, 9, 12, 15, 18, 18, 18]
    /// The first frame of each run, and how many frames the run is.
    package static let runs = [(0, 3), (3, 1), (4, 1), (5, 2), (7, 1), (8, 1), (9, 3)]

    /// The frames, packed, of `bands` (3 or 4) bytes a pixel. With four bands the top rows are
    /// transparent but for a translucent trail behind the square, which blend OVER cannot draw exactly.
    package static func slidingSquare(bands: Int) -> [[UInt8]] {
        positions.map { position in
            var pixels = [UInt8](repeating: 0, count: width * height * bands)
            for y in 0..<height {
                for x in 0..<width {
                    let at = (y * width + x) * bands
                    let inSquare = (position..<(position + 8)).contains(x) && (10..<18).contains(y)
                    let top = bands == 4 && y < 6, trail = top && x < position
                    pixels[at] = inSquare ? 250 : top && !trail ? 0 : UInt8(x * 6)
                    pixels[at + 1] = inSquare ? 40 : top && !trail ? 0 : UInt8(y * 8)
                    pixels[at + 2] = inSquare ? 90 : top && !trail ? 0 : 128
                    if bands == 4 { pixels[at + 3] = top ? (trail ? 90 : 0) : 255 }
                }
            }
            return pixels
        }
    }

    /// Packed pixels of `bands` (3 or 4) as RGBA, as the APNG reader gives them.
    package static func rgba(_ pixels: [UInt8], bands: Int) -> [UInt8] {
        guard bands == 3 else { return pixels }
        var out = [UInt8]()
        out.reserveCapacity(pixels.count / 3 * 4)
        for i in Swift.stride(from: 0, to: pixels.count, by: 3) {
            out += [pixels[i], pixels[i + 1], pixels[i + 2], 255]
        }
        return out
    }

    /// The animation as an APNG, as `APNGEncoder` writes it.
    package static func apng(_ frames: [[UInt8]], bands: Int, compression: PNGCompression = .default) throws -> [UInt8]
    {
        let encoder = try APNGEncoder(width: width, height: height, bands: bands, fps: fps, compression: compression)
        for frame in frames { try frame.withUnsafeBytes { try encoder.add($0, stride: width * bands) } }
        return try encoder.finish { Array($0) }
    }
}
