import Foundation
import Synchronization

/// The child processes running now (ffmpeg), so that a process made to stop at once ends them
/// first: left running, they would go on writing into the output after cardrender has gone.
package enum ChildProcesses {
    private struct State {
        var running: Set<pid_t> = []
        var stopped = false
    }

    private static let state = Mutex(State())

    /// Thrown by `start` once `killAll` has run: the process is on its way out.
    struct Stopping: Error, CustomStringConvertible {
        var description: String { "cardrender is stopping" }
    }

    /// Runs `process` and records it until `finished`. It is started under the lock, so that
    /// `killAll` cannot come between its start and its record.
    package static func start(_ process: Process) throws {
        try state.withLock { state throws in
            guard !state.stopped else { throw Stopping() }
            try process.run()
            state.running.insert(process.processIdentifier)
        }
    }

    package static func finished(_ process: Process) {
        state.withLock { _ = $0.running.remove(process.processIdentifier) }
    }

    /// Kills every child still running, and refuses to start any more. SIGKILL, because a child
    /// inherits cardrender's own handling of SIGINT and SIGTERM (ignored, to be handled on a queue).
    package static func killAll() {
        state.withLock { state in
            state.stopped = true
            for pid in state.running { kill(pid, SIGKILL) }
        }
    }
}
