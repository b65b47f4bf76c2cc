import CardFormats
import CardFoundation
import CardImaging
import CardSettings
import Foundation

/// Encodes an animation's golden APNG, a frame at a time: each frame from the render, or kept
/// from the folder's earlier APNG of the animation (a partial recording keeps the frames it does
/// not record). Holds the frame being added, the one before it, and the earlier APNG's canvas.
struct APNGGoldenEncoder {
    /// Where a frame's pixels come from.
    enum Source: Sendable {
        /// The rendered PNG at this path, relative to the output folder.
        case rendered(String)
        /// Frame `n` (at the earlier APNG's frame rate) of the earlier APNG.
        case earlier(Int)
    }

    /// A frame of the animation, in order.
    struct Frame: Sendable {
        var path: String
        var time: Double?
        var source: Source
    }

    /// The earlier APNG of the animation, and what the index recorded of it.
    struct Earlier {
        var file: ComparedFile
        var record: GoldenAnimation
    }

    /// The frames are shown `fps` frames a second; the first decides the size and bands.
    let fps: Int
    /// The APNG's path in the golden folder.
    let path: String
    let compression: PNGCompression

    /// The APNG's bytes, and its record for the index.
    func encode(_ frames: [Frame], from output: GuardedFolder, earlier: Earlier?) throws -> ([UInt8], GoldenAnimation) {
        let reader = try earlier.map { try EarlierFrames($0) }
        var encoder: APNGEncoder?
        var records: [GoldenAnimation.Frame] = []
        for frame in frames {
            var pixels: [UInt8], bands: Int, width: Int, height: Int, crc64: String
            switch frame.source {
            case let .rendered(relative):
                let bytes: [UInt8]
                do { bytes = try output.read(relative) } catch {
                    throw DiffFailure(.renderedFileUnreadable(path: output.path(relative), FailureCause(error)))
                }
                crc64 = bytes.withUnsafeBytes { CRC64.hex($0) }
                let frame: GoldenFramePixels
                do { frame = try bytes.withUnsafeBytes { try GoldenFramePixels(png: $0) } } catch {
                    throw DiffFailure(.renderedFileUnreadable(path: output.path(relative), FailureCause(error)))
                }
                (pixels, bands, width, height) = (frame.pixels, frame.bands, frame.width, frame.height)
            case let .earlier(index):
                guard let earlier, let reader else { throw problem("frame \(frame.path) has no earlier APNG") }
                let canvas = try reader.canvas(at: index)
                (pixels, bands, width, height) = (Array(canvas), 4, reader.frames.width, reader.frames.height)
                crc64 = earlier.record.frames.indices.contains(index) ? earlier.record.frames[index].crc64 : ""
            }
            let target =
                try encoder
                ?? APNGEncoder(
                    width: width, height: height, bands: bands == 4 ? 4 : 3, fps: fps, compression: compression)
            encoder = target
            guard width == target.width, height == target.height else {
                throw problem(
                    "\(frame.path) is \(width)×\(height), the animation's first frame \(target.width)×\(target.height)")
            }
            if bands != target.bands {
                pixels =
                    bands == 3
                    ? PixelBands.rgba(fromRGB: pixels) : pixels.withUnsafeBytes { PixelBands.rgb(fromRGBA: $0) }
            }
            try pixels.withUnsafeBytes { try target.add($0, stride: width * target.bands) }
            records.append(
                GoldenAnimation.Frame(
                    path: frame.path, time: frame.time, crc64: crc64, pixels: pixels.withUnsafeBytes { CRC64.hex($0) }))
        }
        guard let encoder else { throw problem("an animation without frames") }
        let bytes = try encoder.finish { Array($0) }
        let record = GoldenAnimation(
            path: path, fps: fps, bytes: bytes.count, crc64: bytes.withUnsafeBytes { CRC64.hex($0) }, frames: records)
        return (bytes, record)
    }

    private func problem(_ text: String) -> DiffFailure {
        DiffFailure(.apngGolden(path: path, problem: text))
    }

    /// The earlier APNG's frames at its frame rate, read forward only.
    private struct EarlierFrames {
        let frames: APNGFrames
        let fps: Int
        let path: String

        init(_ earlier: Earlier) throws {
            fps = earlier.record.fps
            path = earlier.file.path
            do { frames = try APNGFrameExpansion.open(earlier.file) } catch {
                throw DiffFailure(.apngGolden(path: path, problem: "\(error.problem)"))
            }
        }

        /// Frame `index`'s canvas (valid until the next call); `index` never goes back.
        func canvas(at index: Int) throws -> UnsafeRawBufferPointer {
            let canvas: UnsafeRawBufferPointer?
            do { canvas = try frames.canvas(shownAt: index, fps: fps) } catch {
                throw DiffFailure(.apngGolden(path: path, problem: "\(error)"))
            }
            guard let canvas else {
                throw DiffFailure(.apngGolden(path: path, problem: "it ends before frame \(index)"))
            }
            return canvas
        }
    }
}
