import Synchronization

/// A small thread-safe cache that forgets its least recently used entries past `capacity`.
/// Two threads asking for the same missing key at once make it once: the second waits.
package final class RecentCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
        var making: [Key: PendingValue<Value>] = [:]
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    let capacity: Int

    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value for `key`, made from it when missing.
    package func value(for key: Key, make: (Key) throws -> Value) rethrows -> Value {
        try value(for: key) { try make(key) }
    }

    package func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        let lookup = state.withLock { state -> CacheLookup<Value> in
            state.clock += 1
            if state.entries[key] != nil { state.entries[key]!.lastUse = state.clock }
            return .find(state.entries[key]?.value, key: key, making: &state.making)
        }
        return try lookup.resolve(make: make) { made in
            state.withLock { state in
                state.making[key] = nil
                guard let made else { return }
                state.clock += 1
                state.entries[key] = (made, state.clock)
                while state.entries.count > capacity,
                    let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
                {
                    state.entries[oldest.key] = nil
                }
            }
        }
    }
}
