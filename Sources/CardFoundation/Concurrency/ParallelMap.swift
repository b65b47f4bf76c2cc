import Dispatch
import Foundation
import Synchronization

/// Runs `body` for indices 0..<count on several threads and returns the results in index order,
/// so output never depends on which thread finished first. The engines' one parallel map: the
/// render's photo decoding and merged contact sheets, the check's pairs, thumbnails and bands.
/// (A run's files, which wait for one another, go through `TaskPool` instead.)
package enum ParallelMap {
    /// `body` for each of 0..<count on up to `jobs` threads, each taking the next index when it is
    /// done with one. The first error stops the remaining work and is rethrown; a body that
    /// cannot throw makes a call that cannot. `traced`: the whole map is one `.pool` span of the
    /// trace (see `Trace`).
    package static func run<T: Sendable, Failure: Error>(
        count: Int, jobs: Int, traced: Bool = false, _ body: @Sendable @escaping (Int) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        guard traced else { return try map(count: count, jobs: jobs, body) }
        let result = Trace.span(.pool, "\(count) tasks on \(min(max(jobs, 1), count)) threads") {
            Result { () throws(Failure) -> [T] in try map(count: count, jobs: jobs, body) }
        }
        return try result.get()
    }

    /// Runs `body` for each of 0..<count at once, on the calling thread and count - 1 threads of
    /// their own, and returns the results in order: for work within one item of `run`, where
    /// dispatch would not widen a nested parallel loop.
    package static func onThreads<T: Sendable>(count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        let results = Mutex([T?](repeating: nil, count: count))
        let finished = DispatchSemaphore(value: 0)
        for index in 1..<count {
            Thread {
                let result = body(index)
                results.withLock { $0[index] = result }
                finished.signal()
            }.start()
        }
        let first = body(0)
        results.withLock { $0[0] = first }
        for _ in 1..<count { finished.wait() }
        return results.withLock { $0.map { $0! } }
    }

    private static func map<T: Sendable, Failure: Error>(
        count: Int, jobs: Int, _ body: @Sendable @escaping (Int) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        if count == 0 { return [] }
        if jobs <= 1 || count == 1 {
            var results: [T] = []
            results.reserveCapacity(count)
            for index in 0..<count { results.append(try body(index)) }
            return results
        }

        let state = Mutex(ParallelState<T, Failure>(results: Array(repeating: nil, count: count)))
        // Every index taken is entered here before it is handed out, and left once its result is in.
        let taken = DispatchGroup()
        let work: @Sendable () -> Void = {
            while true {
                let index: Int? = state.withLock { state in
                    guard state.error == nil, state.next < count else { return nil }
                    defer { state.next += 1 }
                    taken.enter()
                    return state.next
                }
                guard let index else { return }
                switch Result(catching: { () throws(Failure) -> T in try body(index) }) {
                case .success(let result): state.withLock { $0.results[index] = result }
                case .failure(let error): state.withLock { if $0.error == nil { $0.error = error } }
                }
                taken.leave()
            }
        }
        // The calling thread works too, and then waits only for the indices others have taken.
        // Dispatch on Linux gives a busy pool another thread only at its once-a-second check, so
        // a caller that holds one of the pool's threads (a Swift Testing test, a task) and waited
        // for all of its helpers to start would sit idle until then.
        for _ in 1..<min(jobs, count) { DispatchQueue.global().async(execute: work) }
        work()
        taken.wait()
        let (results, error) = state.withLock { ($0.results, $0.error) }
        if let error { throw error }
        return results.map { $0! }
    }
}

private struct ParallelState<T: Sendable, Failure: Error>: Sendable {
    var next = 0
    var results: [T?]
    var error: Failure?
}
