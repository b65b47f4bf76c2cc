import CardGeometry

/// For each row of a frame, the run of pixels that opaque layers drawn later will cover: the
/// compositor leaves them out of the layers beneath, which in a stacked deck are mostly hidden.
///
/// A run only holds pixels whose bilinear sample of the covering layer reads opaque texels alone
/// (see `PreparedLayer.opaqueBoxes`), drawn at full alpha; such a pixel ends as that sample
/// whatever lay under it, so leaving the layers beneath out changes no byte. One run a row is
/// kept: two runs that touch are joined, otherwise the longer stays.
package struct HiddenPixels {
    let width: Int
    /// [from, to) for each row, as `fk_draw_layer` reads them.
    private(set) var runs: [Int32]
    package private(set) var isEmpty = true

    package init(width: Int, height: Int) {
        self.width = width
        runs = Array(repeating: 0, count: 2 * height)
    }

    var height: Int { runs.count / 2 }

    /// Adds what a layer drawn at full alpha covers opaquely: the canvas pixels whose samples
    /// fall wholly inside one of its opaque boxes. `inverse` maps canvas to layer coordinates.
    package mutating func cover(_ layer: PreparedLayer, inverse: [Double], rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<height)
        for box in layer.opaqueBoxes {
            for y in rows {
                guard let run = Self.columns(row: y, inverse: inverse, box: box, width: width) else { continue }
                add(run, row: y)
            }
        }
    }

    private mutating func add(_ run: Range<Int>, row y: Int) {
        let from = Int(runs[2 * y]), to = Int(runs[2 * y + 1])
        var joined = run
        if from < to {
            if run.lowerBound <= to, from <= run.upperBound {
                joined = min(from, run.lowerBound)..<max(to, run.upperBound)
            } else if to - from >= run.count {
                return
            }
        }
        runs[2 * y] = Int32(joined.lowerBound)
        runs[2 * y + 1] = Int32(joined.upperBound)
        isEmpty = false
    }

    /// The columns of row `y` whose sample lies wholly in `box`, less one at each end for the
    /// kernel's fixed-point steps; nil when none.
    static func columns(row y: Int, inverse m: [Double], box: PixelRect, width: Int) -> Range<Int>? {
        // The kernel samples texels floor(t) and floor(t) + 1 at t = k·x + c (texel-index
        // coordinates): both in the box when box.x <= t < box.x + box.width - 1.
        var low = -1e9, high = 1e9
        func bound(_ k: Double, _ c: Double, _ first: Int, _ count: Int) -> Bool {
            let a = Double(first), b = Double(first + count - 1)
            guard k != 0 else { return c >= a && c < b }
            let p = (a - c) / k, q = (b - c) / k
            low = max(low, min(p, q))
            high = min(high, max(p, q))
            return true
        }
        let cy = Double(y) + 0.5
        guard bound(m[0], m[0] * 0.5 + m[1] * cy + m[2] - 0.5, box.x, box.width),
            bound(m[3], m[3] * 0.5 + m[4] * cy + m[5] - 0.5, box.y, box.height),
            low.isFinite, high.isFinite
        else { return nil }
        let from = max(0, WholeNumber.clamped(low, .up) + 1), to = min(width, WholeNumber.clamped(high, .down) - 1)
        return from < to ? from..<to : nil
    }
}
