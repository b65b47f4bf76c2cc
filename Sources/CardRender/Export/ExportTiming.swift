/// Which frames an animated export shows and for how long, from the frames' times.
///
/// Delays come from the times themselves (rounded to the format's unit, so they never drift from
/// the animation's clock), and the last frame is held for one frame interval. GIF counts in
/// hundredths of a second and browsers stretch any delay under 0.02 s to 0.1 s, so a GIF skips
/// frames (never the first or the last) until every delay is at least 0.02 s: at 60 fps it shows
/// about 36 frames a second, in the animation's own time.
public struct ExportTiming: Equatable, Sendable {
    /// Indices of the frames shown, in order.
    public var frames: [Int]
    /// Milliseconds each shown frame stays on screen, one per entry of `frames`.
    public var delays: [Int]

    /// GIF: 10 ms units, at least 20 ms a frame.
    public static func gif(times: [Double], fps: Double) -> ExportTiming {
        make(times: times, fps: fps, unit: 10, minimum: 20)
    }

    /// WebP: 1 ms units, every frame.
    public static func webp(times: [Double], fps: Double) -> ExportTiming {
        make(times: times, fps: fps, unit: 1, minimum: 1)
    }

    static func make(times: [Double], fps: Double, unit: Int, minimum: Int) -> ExportTiming {
        guard !times.isEmpty else { return ExportTiming(frames: [], delays: []) }
        // Each time on the format's clock, in whole units.
        let ticks = times.map { Int(($0 * 1000 / Double(unit)).rounded()) }
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
        let hold = max(least, Int((1000 / fps / Double(unit)).rounded()))
        var delays: [Int] = []
        for (position, index) in kept.enumerated() {
            let next = position + 1 < kept.count ? ticks[kept[position + 1]] - ticks[index] : hold
            delays.append(max(next, least) * unit)
        }
        return ExportTiming(frames: kept, delays: delays)
    }
}
