import CardFoundation
import CardGeometry
import Dispatch
import Foundation
import Synchronization

/// Turns Ctrl-C (SIGINT) and SIGTERM into a polite stop: the handler asks the job to cancel, so
/// files being written are finished and the manifest says what was completed.
///
/// A stop is never left to the job's goodwill: if the run has not ended `grace` after the
/// signal (it may be decoding a huge photo, or waiting on something else that cannot be
/// cancelled), or a second signal arrives, the process exits with the signal's status, after
/// ending its child processes (ffmpeg) and removing the temporary files and scratch folders it
/// was writing (finished files are never touched).
enum Interruption {
    private static let received = Atomic<Int32>(0)
    /// What the first signal asks of the running job; nil while there is none to wind down.
    private static let cancelJob = Mutex<(@Sendable () -> Void)?>(nil)
    /// Kept for the life of the process; set once, by `install`, before any command runs.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// How long a cancelled run has to wind down before the process exits anyway.
    static let grace: DispatchTimeInterval = .milliseconds(800)

    /// Installs the handlers for the whole process, before any command runs, so that every
    /// command stops the same way. Until a job is named with `cancelFirst`, a signal stops the
    /// process at once.
    static func install() {
        sources = [SIGINT, SIGTERM].map { number in
            // Ignore the default action (exit at once) and handle the signal on a queue instead.
            Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handle(number) }
            source.resume()
            return source
        }
    }

    /// From now on the first signal calls `cancel`, so that the job stops itself and says what it
    /// completed, and leaves it `grace` before the process exits anyway.
    static func cancelFirst(_ cancel: @escaping @Sendable () -> Void) {
        cancelJob.withLock { $0 = cancel }
    }

    private static func handle(_ number: Int32) {
        let (first, _) = received.compareExchange(expected: 0, desired: number, ordering: .relaxed)
        guard first, let cancel = cancelJob.withLock({ $0 }) else {
            stopNow(number)
            return
        }
        cancel()
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { stopNow(number) }
    }

    /// The signal that arrived, if any.
    static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Ends the process with the signal's status once the job has stopped and said so: at once,
    /// without waiting for work the job abandoned (an export told to stop) to wind down.
    static func exitInterrupted() -> Never {
        HardStop.cleanUp()
        _exit(128 + (signal ?? SIGINT))
    }

    /// A signal that arrived while the work was finishing still ends the run as a stop: the
    /// status says it was interrupted, though everything finished.
    static func exitIfInterrupted() {
        guard signal != nil else { return }
        Terminal.clearProgress()
        Terminal.writeError("cardrender: interrupted; the work in progress was finished first")
        exitInterrupted()
    }

    private static func stopNow(_ number: Int32) {
        HardStop.cleanUp()
        Terminal.clearProgress()
        Terminal.writeError("cardrender: interrupted; the files being written were removed")
        // The shell's convention: 128 + the signal's number.
        _exit(128 + number)
    }
}
