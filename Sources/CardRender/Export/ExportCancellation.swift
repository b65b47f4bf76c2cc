import Dispatch
import Foundation
import Synchronization

/// Lets a run's `cancel()` reach the export being written: an ffmpeg process is terminated and a
/// libvips save is told to stop, instead of the run waiting for a long encode to finish.
public final class ExportCancellation: Sendable {
    private struct State {
        var cancelled = false
        var next = 0
        var stoppers: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Mutex(State())

    /// A token not yet cancelled.
    public init() {}

    /// Thrown by an export that was stopped part-way; its temporary file is already removed.
    struct Stopped: Error {}

    /// True once `cancel()` has been called.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Stops the export being written and every one started later. Safe from any thread; calling it
    /// again does nothing more.
    public func cancel() {
        let stoppers = state.withLock { state -> [@Sendable () -> Void] in
            state.cancelled = true
            defer { state.stoppers = [:] }
            return Array(state.stoppers.values)
        }
        stoppers.forEach { $0() }
    }

    /// Runs `body` with `stop` called if the run is cancelled meanwhile (at once if it already was).
    func whileRunning<T>(stop: @escaping @Sendable () -> Void, _ body: () throws -> T) rethrows -> T {
        let key = state.withLock { state -> Int? in
            guard !state.cancelled else { return nil }
            state.next += 1
            state.stoppers[state.next] = stop
            return state.next
        }
        if key == nil { stop() }
        defer { if let key { state.withLock { _ = $0.stoppers.removeValue(forKey: key) } } }
        return try body()
    }

    /// Runs `body` on another thread and waits for it, unless the run is cancelled first: then
    /// `stop` is called and `Stopped` thrown at once, and `body` is left to wind down on its own
    /// (a libvips save checks its kill flag only between tiles, and a GIF's palette is chosen
    /// in one long step, so waiting for it could take seconds).
    func abandoningOnCancel<T: Sendable>(
        stop: @escaping @Sendable () -> Void, _ body: @escaping @Sendable () throws -> T
    ) throws -> T {
        if isCancelled { throw Stopped() }
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<T, any Error>?>(nil)
        whileRunning(stop: {
            stop(); done.signal()
        }) {
            // A thread of its own: Dispatch on Linux may start a block on a busy pool only at
            // its once-a-second check, and the caller waits here.
            Thread {
                let result = Result { try body() }
                outcome.withLock { $0 = result }
                done.signal()
            }.start()
            done.wait()
        }
        guard let result = outcome.withLock({ $0 }) else { throw Stopped() }
        return try result.get()
    }
}
