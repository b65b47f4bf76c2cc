@testable import CardImaging
import Dispatch
import Foundation
import Synchronization
import Testing
import TestSupport

/// libvips compiles resizing's and blurring's loops with liborc, whose code memory breaks when
/// operations are built and closed on several threads at once; the shim serialises building and
/// closing them. Renders build them from every worker, and so do tests running side by side: many
/// threads building, reading and closing them must give the same pixels as one. (Without the
/// lock the crash is rare per operation, a few in ten thousand: this test meets it only now and
/// then, a stress of 24,000 builds on 8 threads every time.)
@Suite struct VipsThreadSafetyTests {
    @Test func resizesAndBlursBuiltOnManyThreadsAtOnce() throws {
        try VipsRuntime.start()
        let pixels = (0..<(48 * 48 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let source = try VImage.fromPixels(pixels, width: 48, height: 48, bands: 3)
        let scales = [0.37, 0.41, 0.53, 0.66]
        @Sendable func work(_ step: Int) throws -> [UInt8] {
            let scale = scales[step % scales.count]
            return try source.resized(by: scale).blurred(sigma: 0.8 + Double(step % 3) * 0.4).pixels()
        }
        let expected = try (0..<12).map(work)

        // Threads of their own: Dispatch would run no more at once than there are cores.
        let threads = 8, rounds = 60
        let mismatches = Mutex(0)
        let finished = DispatchGroup()
        for thread in 0..<threads {
            finished.enter()
            Thread {
                for round in 0..<rounds {
                    let step = thread + round
                    if (try? work(step)) != expected[step % 12] { mismatches.withLock { $0 += 1 } }
                }
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(mismatches.withLock { $0 } == 0)
    }
}
