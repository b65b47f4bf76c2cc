import Dispatch
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
