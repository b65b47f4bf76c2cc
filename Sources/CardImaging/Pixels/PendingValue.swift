import Foundation

/// A value that one thread is making and others wait for, so that a cache asked for the same
/// missing entry by two threads at once makes it once. Why: two frames rendered side by side
/// often need the same new layer, and a full-screen photo or a sheet takes a tenth of a second
/// or more to paint; making it twice only takes a core from other work.
package final class PendingValue<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`: nil while the value is being made, then what came of it.
    private var outcome: Value??

    /// Blocks until the maker is done: its value, or nil when making it failed (the waiter then
    /// makes it itself, and meets the same error).
    func wait() -> Value? {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }

    /// Called once by the maker: `value`, or nil when making it failed.
    func finish(_ value: Value?) {
        condition.lock()
        outcome = .some(value)
        condition.broadcast()
        condition.unlock()
    }
}

/// What a cache lookup found: the value, someone else making it, or the caller's turn to make it.
package enum CacheLookup<Value> {
    case hit(Value)
    case wait(PendingValue<Value>)
    case make(PendingValue<Value>)
}

extension CacheLookup {
    /// Under the cache's lock: `cached` when there; else the pending value for `key` that another
    /// thread is making; else a new one, recorded in `making`, for the caller to make.
    package static func find<Key: Hashable>(
        _ cached: Value?, key: Key, making: inout [Key: PendingValue<Value>]
    ) -> CacheLookup {
        if let cached { return .hit(cached) }
        if let pending = making[key] { return .wait(pending) }
        let pending = PendingValue<Value>()
        making[key] = pending
        return .make(pending)
    }

    /// The value: found, waited for, or made by `make` (whose result `publish` stores, under the
    /// cache's lock, and hands to the waiters, failure or not).
    package func resolve(make: () throws -> Value, publish: (Value?) -> Void) rethrows -> Value {
        switch self {
        case let .hit(value):
            return value
        case let .wait(pending):
            if let value = pending.wait() { return value }
            return try make()
        case let .make(pending):
            var made: Value?
            defer {
                publish(made)
                pending.finish(made)
            }
            made = try make()
            return made!
        }
    }
}
