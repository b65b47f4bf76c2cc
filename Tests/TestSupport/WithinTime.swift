import Foundation

/// Runs `body` on another thread and waits for it: nil when it never finished (the thread is
/// left behind), so a test of "never blocks" fails instead of hanging the suite. Not a speed
/// test: every body given takes milliseconds, and a minute is far beyond what a loaded 2-core
/// machine needs, while a body that blocks on a FIFO would wait forever.
package func finishingUnlessBlocked<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    DispatchQueue.global().async {
        box.set(body())
        done.signal()
    }
    guard done.wait(timeout: .now() + 60) == .success else { return nil }
    return box.get()
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private var value: T?
    private let lock = NSLock()
    func set(_ new: T) { lock.withLock { value = new } }
    func get() -> T? { lock.withLock { value } }
}
