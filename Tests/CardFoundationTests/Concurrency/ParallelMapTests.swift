import Glibc
import Synchronization
import Testing

@testable import CardFoundation

@Suite struct ParallelMapTests {
    private struct Stop: Error, Equatable { var index: Int }

    /// Results come back in index order whichever thread finished first, on one thread or many.
    @Test(arguments: [1, 2, 7]) func resultsAreInIndexOrder(jobs: Int) {
        let squares: [Int] = ParallelMap.run(count: 50, jobs: jobs) { (index: Int) -> Int in index * index }
        let expected: [Int] = (0..<50).map { (index: Int) -> Int in index * index }
        #expect(squares == expected)
    }

    @Test func nothingToDoIsNoResults() {
        #expect(ParallelMap.run(count: 0, jobs: 4) { $0 }.isEmpty)
    }

    /// The first error is rethrown, typed, and stops the indices not yet started.
    @Test(arguments: [1, 4]) func anErrorStopsTheRestAndIsRethrown(jobs: Int) {
        let started = Atomic<Int>(0)
        #expect(throws: Stop(index: 3)) {
            try ParallelMap.run(count: 10_000, jobs: jobs) { (index: Int) throws(Stop) -> Int in
                started.add(1, ordering: .relaxed)
                if index == 3 { throw Stop(index: 3) }
                return index
            }
        }
        #expect(started.load(ordering: .relaxed) < 10_000)
    }

    /// The calling thread takes indices too, so a caller that holds one of a busy pool's threads
    /// never only waits for helpers to start: here each body waits (at most ten seconds) until
    /// both have started, and one of them runs on the caller.
    @Test func theCallingThreadWorksToo() {
        let caller = pthread_self()
        let arrived = Atomic<Int>(0)
        let onCaller = ParallelMap.run(count: 2, jobs: 2) { _ -> Bool in
            arrived.add(1, ordering: .relaxed)
            let deadline = ContinuousClock.now + .seconds(10)
            while arrived.load(ordering: .relaxed) < 2 && ContinuousClock.now < deadline {}
            return pthread_equal(pthread_self(), caller) != 0
        }
        #expect(onCaller.filter { $0 }.count == 1, "\(onCaller)")
    }

    /// Each index runs on a thread of its own, the calling one among them, all at once: every
    /// body waits until all have started, which only threads of their own allow.
    @Test func onThreadsRunsEveryIndexAtOnce() {
        let arrived = Atomic<Int>(0)
        let results = ParallelMap.onThreads(count: 4) { index in
            arrived.add(1, ordering: .relaxed)
            while arrived.load(ordering: .relaxed) < 4 {}
            return index * 10
        }
        #expect(results == [0, 10, 20, 30])
    }
}
