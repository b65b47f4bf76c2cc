import Foundation

/// Runs `body` on a thread of its own and waits for it: nil when it never finished (the thread is
/// left behind), so a test of "never blocks" fails instead of hanging the suite. Not a speed
/// test: every body given takes milliseconds, and a minute is far beyond what a loaded 2-core
/// machine needs, while a body that blocks on a FIFO would wait forever.
package func finishingUnlessBlocked<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    // A thread of its own: Dispatch on Linux may start a block on a busy pool only at its
    // once-a-second check.
    Thread {
        box.set(body())
        done.signal()
    }.start()
    guard done.wait(timeout: .now() + 60) == .success else { return nil }
    return box.get()
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private var value: T?
    private let lock = NSLock()
    func set(_ new: T) { lock.withLock { value = new } }
    func get() -> T? { lock.withLock { value } }
}
