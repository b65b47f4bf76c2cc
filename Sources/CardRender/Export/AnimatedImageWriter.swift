import CVipsShim
import Foundation

/// Writes an animation's PNG frames as one animated GIF or WebP: the frames shown are stacked
/// vertically (libvips's multi-page form, one page per frame) and saved with their delays and
/// loop count.
struct AnimatedImageWriter {
    /// Number of times to play; 0 loops forever.
    var loop: Int
    /// WebP quality 0–100 (lossy); the default keeps photos sharp at a fraction of lossless size.
    var webpQuality = 80

    func write(_ format: ExportFormat, frames: [String], times: [Double], fps: Double, to file: OutputFile,
               cancellation: ExportCancellation = ExportCancellation()) throws {
        let timing = format == .gif ? ExportTiming.gif(times: times, fps: fps) : ExportTiming.webp(times: times, fps: fps)
        // Read in order, top to bottom: each PNG is decoded once as the saver streams down the pages.
        let pages = try timing.frames.map { try VImage.load(frames[$0]) }
        guard let first = pages.first else { return }
        let strip = try VImage.grid(pages, across: 1, gap: 0, background: 0)
        let delays = timing.delays.map(Int32.init)
        // A cancelled run marks the pipeline killed (libvips stops at its next tile) and stops
        // waiting for it; the temporary file is removed as the write fails.
        let pipeline = UncheckedPointer(strip.pointer), pageHeight = Int32(first.height), loop = Int32(loop), quality = Int32(webpQuality)
        try file.writing(throughPath: { temporary in
            let status = try cancellation.abandoningOnCancel(stop: { cr_image_set_kill(pipeline.pointer, 1) }) { () -> Int32 in
                if cancellation.isCancelled { return -1 }
                let status = withExtendedLifetime(strip) {
                    delays.withUnsafeBufferPointer { buffer -> Int32 in
                        switch format {
                        case .gif:
                            cr_gifsave_frames(pipeline.pointer, temporary, pageHeight, buffer.baseAddress, Int32(buffer.count), loop)
                        default:
                            cr_webpsave_frames(pipeline.pointer, temporary, pageHeight, buffer.baseAddress, Int32(buffer.count), loop, quality)
                        }
                    }
                }
                return status
            }
            guard status == 0 else {
                throw AtomicFile.WriteError(path: file.path, reason: "encoding \(format.rawValue.uppercased()): \(VipsRuntime.takeErrorDetail())")
            }
        })
    }
}

/// A libvips image pointer handed to another thread only to set its kill flag, which libvips
/// reads and writes atomically enough for that purpose.
struct UncheckedPointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<VipsImage>
    init(_ pointer: UnsafeMutablePointer<VipsImage>) { self.pointer = pointer }
}
