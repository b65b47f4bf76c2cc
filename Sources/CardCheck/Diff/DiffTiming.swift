import Foundation

/// When a diff started and how long each of its pairs took to compare: the JUnit report's
/// `timestamp` and `time`. report.json holds no clock readings, so it is kept apart from it.
struct DiffTiming: Sendable, Equatable {
    /// When the comparison of the pairs started.
    var started: Date
    /// Seconds spent reading, comparing and writing the diff image of each pair, in pair order.
    var pairSeconds: [Double]

    /// The seconds between two readings of a monotonic clock, which never runs backwards.
    static func seconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Double {
        let (seconds, attoseconds) = start.duration(to: end).components
        return max(0, Double(seconds) + Double(attoseconds) * 1e-18)
    }
}
