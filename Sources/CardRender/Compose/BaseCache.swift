import CardGeometry
import Synchronization

/// Composited bottom layers that a run of frames shares (the cards behind the one being dragged),
/// kept for the few frames that need them.
final class BaseCache: Sendable {
    private struct Entry {
        var image: Canvas
        var lastUse: UInt64
    }

    private struct State {
        var entries: [FrameContent: Entry] = [:]
        /// Bases a thread is compositing; others asking for one wait for it.
        var making: [FrameContent: PendingValue<Canvas>] = [:]
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    /// Frames rendered in parallel each need at most one base; a few more cover stretch changes.
    let capacity: Int

    init(capacity: Int = 2) {
        self.capacity = capacity
    }

    func base(for key: FrameContent, make: () throws -> Canvas) throws -> Canvas {
        let lookup = state.withLock { state -> CacheLookup<Canvas> in
            state.clock += 1
            if state.entries[key] != nil { state.entries[key]!.lastUse = state.clock }
            return .find(state.entries[key]?.image, key: key, making: &state.making)
        }
        return try lookup.resolve(make: make) { made in
            state.withLock { state in
                state.making[key] = nil
                guard let made else { return }
                state.clock += 1
                state.entries[key] = Entry(image: made, lastUse: state.clock)
                while state.entries.count > capacity, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                    state.entries[oldest.key] = nil
                }
            }
        }
    }
}
