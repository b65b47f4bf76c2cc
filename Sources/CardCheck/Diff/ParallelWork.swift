import Dispatch
import Foundation
import Synchronization

/// Runs work items on a fixed number of threads, each thread taking the next item when it is
/// done with one, and returns the results in item order whatever order they finished in.
enum ParallelWork {
    static func map<T: Sendable>(count: Int, workers: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let state = State<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            while let index = state.claim() {
                state.store(body(index), at: index)
            }
        }
        return state.results()
    }

    /// Runs `body` for each of 0..<count at once, on the calling thread and count - 1 threads of
    /// their own, and returns the results in order: for work within one item of `map`, where
    /// dispatch would not widen a nested `concurrentPerform`.
    static func onThreads<T: Sendable>(count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        let state = State<T>(count: count)
        let finished = DispatchSemaphore(value: 0)
        for index in 1..<count {
            Thread {
                state.store(body(index), at: index)
                finished.signal()
            }.start()
        }
        state.store(body(0), at: 0)
        for _ in 1..<count { finished.wait() }
        return state.results()
    }

    private final class State<T: Sendable>: Sendable {
        private let count: Int
        private let next = Mutex(0)
        private let slots: Mutex<[T?]>

        init(count: Int) {
            self.count = count
            slots = Mutex(Array(repeating: nil, count: count))
        }

        func claim() -> Int? {
            next.withLock { next in
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ value: T, at index: Int) {
            slots.withLock { $0[index] = value }
        }

        func results() -> [T] {
            slots.withLock { $0.map { $0! } }
        }
    }
}
