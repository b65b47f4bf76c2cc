import CVipsShim
import CardFoundation
import CardImaging
import CardSettings
import Foundation

/// Writes an animation's PNG frames as one animated GIF or WebP: the frames shown are stacked
/// vertically (libvips's multi-page form, one page per frame) and saved with their delays and
/// loop count.
package struct AnimatedImageWriter {
    /// Number of times to play; 0 loops forever.
    var loop: Int
    /// WebP quality 0–100 (lossy); the default keeps photos sharp at a fraction of lossless size.
    var webpQuality = 80
    /// The WebP's colour tag (an ICC profile); a GIF has none.
    var colour = ColourTag.untagged

    package func write(
        _ format: ExportFormat, frames: [String], times: [Double], fps: Double, to file: OutputFile,
        cancellation: ExportCancellation = ExportCancellation()
    ) throws {
        let timing =
            format == .gif ? ExportTiming.gif(times: times, fps: fps) : ExportTiming.webp(times: times, fps: fps)
        // Read in order, top to bottom: each PNG is decoded once as the saver streams down the pages.
        let pages = try timing.frames.map { try VImage.load(frames[$0]) }
        guard let first = pages.first else { return }
        let strip = try VImage.grid(pages, across: 1, gap: 0, background: 0)
        let delays = timing.delays.map(Int32.init)
        // A cancelled run marks the pipeline killed (libvips stops at its next tile) and stops
        // waiting for it. The saver encodes into memory and the bytes are written by OutputFile,
        // which creates its temporary file itself: libvips never opens a path.
        let pipeline = UncheckedPointer(strip.pointer), pageHeight = Int32(first.height), loop = Int32(loop),
            quality = Int32(webpQuality)
        let profile = colour.webpProfile
        let encoded = try cancellation.abandoningOnCancel(stop: { cr_image_set_kill(pipeline.pointer, 1) }) {
            () -> Data? in
            if cancellation.isCancelled { return nil }
            return withExtendedLifetime(strip) {
                delays.withUnsafeBufferPointer { buffer -> Data? in
                    var bytes: UnsafeMutableRawPointer?
                    var length = 0
                    let status =
                        switch format {
                        case .gif:
                            cr_gifsave_frames_buffer(
                                pipeline.pointer, &bytes, &length, pageHeight, buffer.baseAddress, Int32(buffer.count),
                                loop)
                        default:
                            cr_webpsave_frames_buffer(
                                pipeline.pointer, &bytes, &length, pageHeight, buffer.baseAddress, Int32(buffer.count),
                                loop,
                                quality, profile)
                        }
                    guard status == 0, let bytes else { return nil }
                    // libvips's buffer itself, freed with the Data: a large GIF is not copied.
                    return Data(
                        bytesNoCopy: bytes, count: length, deallocator: .custom { pointer, _ in cr_free(pointer) })
                }
            }
        }
        if cancellation.isCancelled { throw ExportCancellation.Stopped() }
        guard let encoded else {
            throw AtomicFile.WriteError(
                path: file.path, reason: "encoding \(format.rawValue.uppercased()): \(VipsRuntime.takeErrorDetail())")
        }
        try file.write(format == .webp ? WebPContainer.withoutMetadata(encoded) : encoded)
    }

    package init(loop: Int, webpQuality: Int = 80, colour: ColourTag = .untagged) {
        self.loop = loop
        self.webpQuality = webpQuality
        self.colour = colour
    }
}

/// A libvips image pointer handed to another thread only to set its kill flag, which libvips
/// reads and writes atomically enough for that purpose.
struct UncheckedPointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<VipsImage>
    init(_ pointer: UnsafeMutablePointer<VipsImage>) { self.pointer = pointer }
}
