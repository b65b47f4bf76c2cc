/// Sample-by-sample comparisons of two pixel buffers. They live here rather than in a test
/// target because TestSupport is compiled optimised in `make test`: the same loop over a
/// phone-sized frame's millions of samples took seconds unoptimised.
package enum ByteDifferences {
    /// How many samples of `a` differ from the same sample of `b` by more than `tolerance`
    /// (the shorter buffer's length is compared).
    package static func count(_ a: [UInt8], _ b: [UInt8], moreThan tolerance: Int) -> Int {
        var count = 0
        for index in 0..<min(a.count, b.count) where abs(Int(a[index]) - Int(b[index])) > tolerance {
            count += 1
        }
        return count
    }

    /// The mean absolute difference of the samples of two buffers of the same length; 0 for empty ones.
    package static func mean(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count, "\(a.count) samples against \(b.count)")
        var sum = 0
        for index in a.indices { sum += abs(Int(a[index]) - Int(b[index])) }
        return a.isEmpty ? 0 : Double(sum) / Double(a.count)
    }
}
