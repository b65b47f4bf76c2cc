import CardRender
/// The per-pixel comparison of two frames of the same size: pixelmatch's algorithm over raw
/// RGBA, optionally painting a diff image as it goes.
package enum PixelComparator {
    package struct Counts: Sendable, Equatable {
        /// Pixels whose colour distance is above the threshold and that are not anti-aliasing.
        package var different = 0
        /// Pixels above the threshold that look like anti-aliasing (not counted as different).
        var antialiased = 0
    }

    /// Colours of the diff image.
    static let changed: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let antialiasing: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// Ignored regions are tinted this colour in the diff image.
    static let ignored: (UInt8, UInt8, UInt8) = (96, 160, 255)

    /// Compares `expected` with `actual` (same width and height). When `diff` is given (width ×
    /// height × 3 bytes), it receives an RGB picture: changed pixels red, anti-aliased ones yellow,
    /// and every other pixel the expected frame's brightness faded towards white.
    /// Pixels inside `ignore` are not compared; the diff image shows them tinted blue.
    package static func compare(
        _ expected: PixelView, _ actual: PixelView, options: DiffOptions,
        diff: UnsafeMutablePointer<UInt8>? = nil, ignore: [PixelRect] = []
    ) -> Counts {
        precondition(expected.width == actual.width && expected.height == actual.height, "frames differ in size")
        let width = expected.width, height = expected.height
        let maxDelta = options.maxDelta
        let detectAntialiasing = options.detectAntialiasing
        let fade = max(0, min(1, options.fade))
        let a = expected.words, b = actual.words
        var counts = Counts()

        for y in 0..<height {
            let row = y &* width
            for x in 0..<width {
                let index = row &+ x
                if a[index] == b[index] {
                    if let diff { paintFaded(diff, index, expected, fade) }
                    continue
                }
                if !ignore.isEmpty && ignore.contains(where: { $0.contains(x, y) }) {
                    if let diff { paintFaded(diff, index, expected, fade) }
                    continue
                }
                let delta = YIQColor.delta(expected.bytes, index, actual.bytes, index)
                guard delta > maxDelta else {
                    if let diff { paintFaded(diff, index, expected, fade) }
                    continue
                }
                if detectAntialiasing
                    && (AntialiasDetector.isAntialiased(expected, x, y, other: actual)
                        || AntialiasDetector.isAntialiased(actual, x, y, other: expected))
                {
                    counts.antialiased &+= 1
                    if let diff { paint(diff, index, antialiasing) }
                } else {
                    counts.different &+= 1
                    if let diff { paint(diff, index, changed) }
                }
            }
        }
        if let diff {
            for rect in ignore { tint(diff, rect, width: width, height: height) }
        }
        return counts
    }

    /// Mixes the ignored colour half into a region of the diff image, so a reviewer sees the mask.
    private static func tint(_ diff: UnsafeMutablePointer<UInt8>, _ rect: PixelRect, width: Int, height: Int) {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(width, rect.x &+ rect.width), y1 = min(height, rect.y &+ rect.height)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = diff + (y &* width &+ x) &* 3
                p[0] = UInt8((Int(p[0]) + Int(ignored.0)) / 2)
                p[1] = UInt8((Int(p[1]) + Int(ignored.1)) / 2)
                p[2] = UInt8((Int(p[2]) + Int(ignored.2)) / 2)
            }
        }
    }

    @inline(__always)
    private static func paint(_ diff: UnsafeMutablePointer<UInt8>, _ index: Int, _ colour: (UInt8, UInt8, UInt8)) {
        let p = diff + index &* 3
        p[0] = colour.0
        p[1] = colour.1
        p[2] = colour.2
    }

    /// The expected pixel's luma as grey, blended towards white: `fade` times its alpha of it shows.
    @inline(__always)
    private static func paintFaded(
        _ diff: UnsafeMutablePointer<UInt8>, _ index: Int, _ expected: PixelView, _ fade: Double
    ) {
        let p = expected.bytes + index &* 4
        let luma = Double(p[0]) * 0.29889531 + Double(p[1]) * 0.58662247 + Double(p[2]) * 0.11448223
        let grey = 255 + (luma - 255) * fade * (Double(p[3]) / 255)
        let level = UInt8(max(0, min(255, grey)) + 0.5)
        paint(diff, index, (level, level, level))
    }
}
