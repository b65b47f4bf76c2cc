import Synchronization

/// A small thread-safe cache that forgets its least recently used entries past `capacity`.
/// Two threads asking for the same missing key may both make it; the result is the same.
final class RecentCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value for `key`, made from it when missing.
    func value(for key: Key, make: (Key) throws -> Value) rethrows -> Value {
        try value(for: key) { try make(key) }
    }

    func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let hit = state.withLock({ state -> Value? in
            state.clock += 1
            guard let entry = state.entries[key] else { return nil }
            state.entries[key] = (entry.value, state.clock)
            return entry.value
        }) {
            return hit
        }
        let made = try make()
        state.withLock { state in
            state.clock += 1
            state.entries[key] = (made, state.clock)
            while state.entries.count > capacity, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
            }
        }
        return made
    }
}
