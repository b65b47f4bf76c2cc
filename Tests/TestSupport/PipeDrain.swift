import Foundation
import Synchronization

/// Reads a pipe to its end on a thread of its own while the caller reads another pipe of the
/// same child, so a chatty child cannot fill one pipe while the other is waited on. A thread of
/// its own, not Dispatch's: on Linux, Dispatch gives a busy pool another thread only at its
/// once-a-second check, and the caller, itself on one of the pool's threads, would wait for it.
package final class PipeDrain: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle` until its end.
    package init(_ handle: FileHandle) {
        Thread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }.start()
    }

    /// Everything read, once the pipe has ended.
    package func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}
