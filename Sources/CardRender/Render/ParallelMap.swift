import CardFoundation
import Dispatch
import Synchronization

/// Runs `body` for indices 0..<count on up to `jobs` threads and returns the results in index
/// order, so output never depends on which thread finished first. The first error stops the
/// remaining work and is rethrown.
enum ParallelMap {
    static func run<T: Sendable>(count: Int, jobs: Int, _ body: @Sendable @escaping (Int) throws -> T) throws -> [T] {
        try Trace.span(.pool, "\(count) tasks on \(min(max(jobs, 1), count)) threads") {
            try map(count: count, jobs: jobs, body)
        }
    }

    private static func map<T: Sendable>(
        count: Int, jobs: Int, _ body: @Sendable @escaping (Int) throws -> T
    ) throws -> [T] {
        if count == 0 { return [] }
        if jobs <= 1 || count == 1 { return try (0..<count).map(body) }

        let state = Mutex(ParallelState<T>(results: Array(repeating: nil, count: count)))
        let group = DispatchGroup()
        for _ in 0..<min(jobs, count) {
            DispatchQueue.global().async(group: group) {
                while true {
                    let index: Int? = state.withLock { state in
                        guard state.error == nil, state.next < count else { return nil }
                        defer { state.next += 1 }
                        return state.next
                    }
                    guard let index else { return }
                    do {
                        let result = try body(index)
                        state.withLock { $0.results[index] = result }
                    } catch {
                        state.withLock { if $0.error == nil { $0.error = error } }
                    }
                }
            }
        }
        group.wait()
        return try state.withLock { state in
            if let error = state.error { throw error }
            return state.results.map { $0! }
        }
    }
}

private struct ParallelState<T: Sendable>: Sendable {
    var next = 0
    var results: [T?]
    var error: (any Error)?
}
