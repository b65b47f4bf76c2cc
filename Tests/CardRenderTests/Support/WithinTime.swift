import Foundation

/// Runs `body` on another thread and waits at most `seconds` for it: nil when it did not finish
/// (the thread is left behind), so a test of "never blocks" fails instead of hanging the suite.
func finishing<T: Sendable>(within seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    DispatchQueue.global().async {
        box.set(body())
        done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return box.get()
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private var value: T?
    private let lock = NSLock()
    func set(_ new: T) { lock.withLock { value = new } }
    func get() -> T? { lock.withLock { value } }
}
