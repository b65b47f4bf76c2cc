/// Two tracks' frames matched by time: the instants both have, and the frames only one side has.
/// A render's frame k lies at k/fps (its last at the animation's end), so two renders at one fps
/// share every instant up to the shorter end, and at 30 and 60 fps every 30 fps instant. Where
/// frame rates differ, values are compared only at the shared instants: interpolating between
/// frames would report the interpolation's own error as motion.
struct MotionInstants {
    /// Times are rounded to 1e-6 in the files; k/fps of two rates rounds alike, within this.
    static let tolerance = 2e-6

    /// Frame indices (expected, actual) at the same time, in time order.
    var common: [(expected: Int, actual: Int)] = []
    /// Frame indices, in time order, of the frames the other side has no instant for.
    var expectedOnly: [Int] = []
    var actualOnly: [Int] = []

    init(expected: [Double], actual: [Double]) {
        let e = expected.indices.sorted { expected[$0] < expected[$1] },
            a = actual.indices.sorted { actual[$0] < actual[$1] }
        var i = 0, j = 0
        while i < e.count || j < a.count {
            if i < e.count, j < a.count, abs(expected[e[i]] - actual[a[j]]) <= Self.tolerance {
                common.append((e[i], a[j]))
                i += 1
                j += 1
            } else if j >= a.count || (i < e.count && expected[e[i]] < actual[a[j]]) {
                expectedOnly.append(e[i])
                i += 1
            } else {
                actualOnly.append(a[j])
                j += 1
            }
        }
    }

    /// The frames of `only` as time ranges, a range for each run of them that no shared instant
    /// interrupts; `outside`: only the frames before the other side's first time or after its last.
    static func ranges(_ only: [Int], times: [Double], other: [Double], outside: Bool) -> [ClosedRange<Double>] {
        let sorted = other.sorted()
        let first = sorted.first ?? 0, last = sorted.last ?? 0
        /// Whether the other side has a frame strictly between two times.
        func otherBetween(_ low: Double, _ high: Double) -> Bool {
            var lower = 0, upper = sorted.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if sorted[middle] > low + tolerance { upper = middle } else { lower = middle + 1 }
            }
            return lower < sorted.count && sorted[lower] < high - tolerance
        }
        let shown = only.filter { !outside || times[$0] < first - tolerance || times[$0] > last + tolerance }
        var ranges: [ClosedRange<Double>] = []
        var previous: Double?
        for index in shown {
            let time = times[index]
            // A run continues while no frame of the other side lies between its frames.
            if let start = ranges.last?.lowerBound, let previous, !otherBetween(previous, time) {
                ranges[ranges.count - 1] = start...time
            } else {
                ranges.append(time...time)
            }
            previous = time
        }
        return ranges
    }
}
