import Foundation
import Synchronization

/// A process-wide recorder of what a run does, when, and on which thread, written as Chrome
/// trace-event JSON (opens in Perfetto and chrome://tracing).
///
/// Off unless `start()` was called: then `span` costs one relaxed atomic load, and its name is
/// never built. On, each task takes two clock reads and one short lock to append its event.
package enum Trace {
    /// More than a run of a million tasks needs; beyond it events are counted, not kept, so a
    /// trace's memory stays bounded.
    static let maximumEvents = 1_000_000

    private static let recording = Atomic<Bool>(false)
    private static let recorder = Mutex(TraceLog())

    /// Starts recording on a clean log; the calling thread is named "main" in the trace.
    package static func start() {
        recorder.withLock { $0 = TraceLog(origin: now(), mainThread: pthread_self()) }
        recording.store(true, ordering: .releasing)
    }

    /// True between `start()` and `finish`.
    package static var isRecording: Bool { recording.load(ordering: .relaxed) }

    /// Runs `body` as one task of `category`; when recording, its start, duration and thread are kept.
    @inline(__always)
    package static func span<T>(
        _ category: TraceCategory, _ name: @autoclosure () -> String, _ body: () throws -> T
    ) rethrows -> T {
        guard recording.load(ordering: .relaxed) else { return try body() }
        let started = now()
        defer { record(category, name(), started: started, ended: now()) }
        return try body()
    }

    /// Stops recording and returns the trace as JSON (Chrome's trace-event format).
    package static func finish() -> [UInt8] {
        recording.store(false, ordering: .releasing)
        return recorder.withLock { log in
            let json = log.json()
            log = TraceLog()
            return json
        }
    }

    /// Stops recording and writes the trace to `path` (see `ReportPath`).
    package static func finish(writingTo path: String) throws {
        let json = finish()
        try ReportPath.write(Data(json), to: path)
    }

    /// Like `span`, for a task of a `TaskPool`: its event also carries the task's number and the
    /// numbers of the tasks it waited for, so a reader can find the longest chain of the run.
    @inline(__always)
    package static func task<T>(
        _ category: TraceCategory, _ name: @autoclosure () -> String, number: Int, after: [Int],
        _ body: () throws -> T
    ) rethrows -> T {
        guard recording.load(ordering: .relaxed) else { return try body() }
        let started = now()
        defer {
            record(category, name(), started: started, ended: now(), task: TraceLog.Task(number: number, after: after))
        }
        return try body()
    }

    private static func record(
        _ category: TraceCategory, _ name: String, started: UInt64, ended: UInt64, task: TraceLog.Task? = nil
    ) {
        let thread = pthread_self()
        recorder.withLock {
            $0.append(category: category, name: name, start: started, end: ended, thread: thread, task: task)
        }
    }

    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
