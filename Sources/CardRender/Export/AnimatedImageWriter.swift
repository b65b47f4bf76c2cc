import CVipsShim

/// Writes an animation's PNG frames as one animated GIF or WebP: the frames shown are stacked
/// vertically (libvips's multi-page form, one page per frame) and saved with their delays and
/// loop count.
struct AnimatedImageWriter {
    /// Number of times to play; 0 loops forever.
    var loop: Int
    /// WebP quality 0–100 (lossy); the default keeps photos sharp at a fraction of lossless size.
    var webpQuality = 80

    func write(_ format: ExportFormat, frames: [String], times: [Double], fps: Double, to path: String) throws {
        let timing = format == .gif ? ExportTiming.gif(times: times, fps: fps) : ExportTiming.webp(times: times, fps: fps)
        // Read in order, top to bottom: each PNG is decoded once as the saver streams down the pages.
        let pages = try timing.frames.map { try VImage.load(frames[$0]) }
        guard let first = pages.first else { return }
        let strip = try VImage.grid(pages, across: 1, gap: 0, background: 0)
        let delays = timing.delays.map(Int32.init)
        try AtomicFile.write(to: path) { temporary in
            let status = delays.withUnsafeBufferPointer { buffer -> Int32 in
                switch format {
                case .gif:
                    cr_gifsave_frames(strip.pointer, temporary, Int32(first.height), buffer.baseAddress, Int32(buffer.count), Int32(loop))
                default:
                    cr_webpsave_frames(strip.pointer, temporary, Int32(first.height), buffer.baseAddress, Int32(buffer.count),
                                       Int32(loop), Int32(webpQuality))
                }
            }
            guard status == 0 else {
                throw AtomicFile.WriteError(path: path, reason: "encoding \(format.rawValue.uppercased()): \(VipsRuntime.takeErrorDetail())")
            }
        }
    }
}
