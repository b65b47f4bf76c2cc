import CardFoundation
import CardImaging
import CardRender
import CardSettings
import Foundation

/// An animation's frames as one APNG, and the APNG back as frame files: how an APNG snapshot is
/// stored, and how it is compared (frame by frame, as a folder of frames is).
package enum AnimationAPNG {
    /// The file an APNG snapshot is stored in.
    package static let fileName = "animation.png"
    /// The most frames an APNG snapshot may hold or stand for (it may come from a pull request).
    package static let maximumFrames = 100_000
    /// The largest canvas read, width × height × 4 bytes: 64 million pixels.
    package static let maximumCanvasBytes = 256 << 20
    /// The largest APNG snapshot file read, and the most bytes its shown frames may take as PNGs
    /// (each is a file in the comparison's scratch folder): a small file can stand for many large
    /// frames (one-pixel changes, or one frame shown for a long run), so what it expands to is
    /// bounded too. A frame repeated for a run is held in memory once.
    package static let maximumFileBytes = 1 << 30
    package static let maximumExpandedBytes = 2 << 30

    /// The bytes of the APNG snapshot at `path`: a plain file (not a link, not a FIFO or device,
    /// checked on the opened descriptor) of at most `maximumFileBytes`.
    package static func read(_ path: String) throws -> Data {
        let file: InputFile
        do { file = try plainFile(path) } catch {
            switch error {
            case .symbolicLink, .notRegular, .folder:
                throw CardSnapshotError.animationFile(path: path, reason: "not a plain file")
            default: throw CardSnapshotError.files(path, error)
            }
        }
        guard file.size <= maximumFileBytes else {
            throw CardSnapshotError.animationFile(
                path: path,
                reason: "\(file.size) bytes: larger than the \(maximumFileBytes >> 20) MiB an APNG snapshot may be")
        }
        do { return Data(try file.readAll()) } catch { throw CardSnapshotError.files(path, error) }
    }

    /// The bytes of the plain file at `path` (not a link) when it has at most `limit`; nil otherwise.
    package static func plainContents(_ path: String, limit: Int) -> Data? {
        guard let file = try? plainFile(path), file.size <= limit, let bytes = try? file.readAll() else { return nil }
        return Data(bytes)
    }

    /// `path` opened without following a link in its last component, and without blocking.
    private static func plainFile(_ path: String) throws(InputFile.Problem) -> InputFile {
        let folder = (path as NSString).deletingLastPathComponent
        return try InputFile.open(below: folder.isEmpty ? "." : folder, relative: (path as NSString).lastPathComponent)
    }

    /// `fps` as the APNG's frame rate: its delays are whole fractions of a second.
    package static func frameRate(_ fps: Double) throws -> Int {
        guard fps.rounded() == fps, (1...0xFFFF).contains(fps) else {
            throw APNGSnapshotProblem("\(fps) frames a second: an APNG snapshot needs a whole number from 1 to 65535")
        }
        return Int(fps)
    }

    /// An APNG written a frame at a time, shown `fps` frames a second and looping: only the
    /// frame being added and the one before it are held.
    package final class Writer {
        private let fps: Int
        private let compression: PNGCompression
        private var encoder: APNGEncoder?
        private var added = 0

        package init(fps: Int, compression: PNGCompression) {
            self.fps = fps
            self.compression = compression
        }

        /// Adds the next frame: the first decides the size and whether there is alpha.
        package func add(_ frame: RenderedImage) throws {
            let encoder =
                try self.encoder
                ?? APNGEncoder(
                    width: frame.width, height: frame.height, bands: frame.channels, fps: fps, compression: compression)
            self.encoder = encoder
            guard frame.width == encoder.width, frame.height == encoder.height, frame.channels <= encoder.bands else {
                throw APNGSnapshotProblem(
                    "frame \(added) is \(frame.width)×\(frame.height)×\(frame.channels), the first \(encoder.width)×\(encoder.height)×\(encoder.bands)"
                )
            }
            let pixels = frame.channels == encoder.bands ? frame.bytes : PixelBands.rgba(fromRGB: frame.bytes)
            try pixels.withUnsafeBytes { try encoder.add($0, stride: encoder.width * encoder.bands) }
            added += 1
        }

        /// The APNG's bytes.
        package func finish() throws -> [UInt8] {
            guard let encoder else { throw APNGSnapshotProblem("an animation without frames") }
            return try encoder.finish { Array($0) }
        }
    }

    /// Each frame the APNG shows at `fps`, as a PNG file's bytes: a frame kept for a run of
    /// identical frames is repeated for each (the same bytes, shared). Refuses an APNG that is damaged, too large, or whose delays are not
    /// whole frame times at `fps`.
    package static func framePNGs(
        _ data: Data, fps: Int, compression: PNGCompression, maximumBytes: Int = maximumExpandedBytes
    ) throws -> [Data] {
        guard data.count <= maximumFileBytes else {
            throw APNGSnapshotProblem(
                "\(data.count) bytes: larger than the \(maximumFileBytes >> 20) MiB an APNG snapshot may be")
        }
        let animation: APNGFrames
        do {
            animation = try APNGFrames(data, maxFrames: maximumFrames, maxCanvasBytes: maximumCanvasBytes)
        } catch {
            throw APNGSnapshotProblem("\(error)")
        }
        // IHDR's colour type (byte 25): 2 is RGB; the frames are written back with the bands they had.
        let bands = data.count > 25 && data[data.startIndex + 25] == 2 ? 3 : 4
        var pngs: [Data] = []
        var expanded = 0
        while let (canvas, frames) = try nextShown(animation, fps: fps) {
            let repeats = frames.count
            guard pngs.count + repeats <= maximumFrames else {
                throw APNGSnapshotProblem("it stands for more than \(maximumFrames) frames")
            }
            let pixels = bands == 4 ? Array(canvas) : PixelBands.rgb(fromRGBA: canvas)
            let png = try RenderedImage.png(
                RenderedImage(width: animation.width, height: animation.height, channels: bands, bytes: pixels),
                compression: compression)
            expanded += png.count * repeats
            guard expanded <= maximumBytes else {
                throw APNGSnapshotProblem("its frames take more than \(maximumBytes) bytes as PNGs")
            }
            pngs += Array(repeating: Data(png), count: repeats)
        }
        return pngs
    }

    private static func nextShown(
        _ animation: APNGFrames, fps: Int
    ) throws -> (canvas: UnsafeRawBufferPointer, frames: Range<Int>)? {
        do { return try animation.nextShown(fps: fps) } catch { throw APNGSnapshotProblem("\(error)") }
    }
}

/// Why an animation could not be stored as, or read from, an APNG snapshot.
package struct APNGSnapshotProblem: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
