import CardGeometry

/// Which frames an animated export shows and for how long, from the frames' times.
///
/// Delays come from the times themselves (rounded to the format's unit, so they never drift from
/// the animation's clock), and the last frame is held for one frame interval. Browsers stretch a
/// frame of 10 ms or less to 100 ms (libwebp's muxer writes it so too), so both formats skip frames
/// (never the first or the last) until every delay is at least 0.02 s: a GIF, which counts in
/// hundredths of a second, shows about 36 frames a second at 60 fps; a WebP, in milliseconds,
/// every frame up to 50 fps and 50 a second beyond, in the animation's own time.
package struct ExportTiming: Equatable, Sendable {
    /// Indices of the frames shown, in order.
    package var frames: [Int]
    /// Milliseconds each shown frame stays on screen, one per entry of `frames`.
    package var delays: [Int]

    /// GIF: 10 ms units, at least 20 ms a frame.
    package static func gif(times: [Double], fps: Double) -> ExportTiming {
        make(times: times, fps: fps, unit: 10, minimum: 20)
    }

    /// WebP: 1 ms units, at least 20 ms a frame.
    package static func webp(times: [Double], fps: Double) -> ExportTiming {
        make(times: times, fps: fps, unit: 1, minimum: 20)
    }

    static func make(times: [Double], fps: Double, unit: Int, minimum: Int) -> ExportTiming {
        guard !times.isEmpty else { return ExportTiming(frames: [], delays: []) }
        // Each time on the format's clock, in whole units.
        let ticks = times.map { WholeNumber.clamped($0 * 1000 / Double(unit)) }
        let least = (minimum + unit - 1) / unit
        var kept = [0]
        for index in 1..<times.count where ticks[index] - ticks[kept.last!] >= least {
            kept.append(index)
        }
        let last = times.count - 1
        if kept.last != last {
            // The end state must show: it takes the place of the last frame kept, which is at
            // least as far from the one before.
            if kept.count > 1 { kept.removeLast() }
            kept.append(last)
        }
        let hold = max(least, WholeNumber.clamped(1000 / fps / Double(unit)))
        var delays: [Int] = []
        for (position, index) in kept.enumerated() {
            let next = position + 1 < kept.count ? ticks[kept[position + 1]] - ticks[index] : hold
            delays.append(max(next, least) * unit)
        }
        return ExportTiming(frames: kept, delays: delays)
    }
}
