@testable import CardCheck
import Foundation
import Synchronization
import Testing

/// What a run writes out of APNGs is bounded: a small APNG may stand for many large frames.
@Suite struct APNGExpansionBoundsTests {
    @Test func theBytesWrittenOutStopAtTheLimitFromEveryThread() {
        let budget = ExpandedBytes(limit: 1000)
        let granted = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 40) { _ in
            if budget.take(100) { granted.withLock { $0 += 1 } }
        }
        #expect(granted.withLock { $0 } == 10, "ten of the forty 100-byte frames fit")
        #expect(!budget.take(1), "and nothing after them")
        #expect(!ExpandedBytes(limit: 1000).take(1001))
        #expect(ExpandedBytes().limit == 2 << 30)
    }
}
