import Foundation

/// Bounds the memory that decoding takes across all threads: each decode first reserves the
/// bytes its image takes fully decoded (width × height × bands × bytes per band, from the header:
/// interlaced PNGs, progressive JPEGs and GIF frames are decoded whole before anything shrinks
/// them), and waits while the reservations of other decodes would pass the budget. A decode larger
/// than the whole budget runs alone. So parallel jobs decode small photos side by side and big
/// ones one at a time, and the peak is about the largest photo, not the sum of the largest few.
package final class DecodeBudget: @unchecked Sendable {
    /// Shared by photo decoding and `cardrender diff`.
    package static let shared = DecodeBudget(bytes: 1 << 30)

    let capacity: Int
    private var reserved = 0
    private let condition = NSCondition()

    init(bytes: Int) {
        capacity = max(1, bytes)
    }

    /// Runs `body` once `bytes` can be reserved, and releases them after.
    package func withReservation<T>(_ bytes: Int, _ body: () throws -> T) rethrows -> T {
        // Anything over the whole budget is charged as the whole budget: it runs alone.
        let charge = min(max(0, bytes), capacity)
        condition.lock()
        while reserved + charge > capacity { condition.wait() }
        reserved += charge
        condition.unlock()
        defer {
            condition.lock()
            reserved -= charge
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }

    /// Bytes reserved now (tests).
    var inUse: Int {
        condition.lock()
        defer { condition.unlock() }
        return reserved
    }
}
