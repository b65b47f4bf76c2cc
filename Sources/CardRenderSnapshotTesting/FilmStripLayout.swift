import CVipsShim
import CardCheck
import CardImaging
import CardRender
import CardSettings
import Foundation
import Synchronization

/// What a film strip holds, as the strategy's snapshot closure drew it (each frame's height and
/// time), so its comparison can cut both strips back into frames and say which frame differs.
final class FilmStripLayout: Sendable {
    private struct Drawn {
        var frameHeight: Int
        var times: [Double]
    }

    private let drawn = Mutex<Drawn?>(nil)

    /// Records the strip just drawn: `times.count` frames of `frameHeight` pixels.
    func drew(frameHeight: Int, times: [Double]) {
        drawn.withLock { $0 = Drawn(frameHeight: frameHeight, times: times) }
    }

    /// Both strips cut into `frame-NNNN.png` files, with each frame's time; nil when nothing was
    /// drawn, or either strip is not a PNG of that many frames of that height (then the strips
    /// are compared whole).
    func frames(
        expected: Data, actual: Data, options: DiffOptions
    ) throws -> (
        expected: [(name: String, bytes: Data)], actual: [(name: String, bytes: Data)], times: [String: Double]
    )? {
        guard let drawn = drawn.withLock({ $0 }), drawn.frameHeight > 0, !drawn.times.isEmpty else { return nil }
        let height = drawn.frameHeight * drawn.times.count
        guard let expectedFrames = try Self.cut(expected, frameHeight: drawn.frameHeight, height: height, options),
            let actualFrames = try Self.cut(actual, frameHeight: drawn.frameHeight, height: height, options)
        else { return nil }
        let names = drawn.times.indices.map(RenderPlan.frameName)
        return (
            Array(zip(names, expectedFrames)).map { ($0, $1) }, Array(zip(names, actualFrames)).map { ($0, $1) },
            Dictionary(uniqueKeysWithValues: zip(names, drawn.times))
        )
    }

    /// The frames of a strip `height` pixels high, each a PNG; nil when the bytes are no PNG of
    /// that height, or one larger than the diff's pixel limit.
    private static func cut(_ png: Data, frameHeight: Int, height: Int, _ options: DiffOptions) throws -> [Data]? {
        guard let size = PNGChunkCheck.declaredSize(Array(png.prefix(24))), size.height == height,
            size.width > 0, size.width <= options.maxInputPixels / max(1, height)
        else { return nil }
        try VipsRuntime.start()
        var image = try png.withUnsafeBytes { bytes in
            try VImage.make("decoding the film strip") { cr_pngload_buffer(bytes.baseAddress, bytes.count, $0) }
        }
        image = try image.toSRGB().castUChar()
        if image.bands == 3 { image = try image.joined(constants: [255]) }
        guard image.bands == 4, image.width == size.width, image.height == height else { return nil }
        let pixels = try image.pixels()
        let rowBytes = size.width * 4
        return try stride(from: 0, to: height, by: frameHeight).map { top in
            let frame = RenderedImage(
                width: size.width, height: frameHeight, channels: 4,
                bytes: Array(pixels[top * rowBytes..<(top + frameHeight) * rowBytes]))
            return Data(try RenderedImage.png(frame, compression: .fast))
        }
    }
}
