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
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    /// Frames rendered in parallel each need at most one base; a few more cover stretch changes.
    let capacity: Int

    init(capacity: Int = 2) {
        self.capacity = capacity
    }

    func base(for key: FrameContent, make: () throws -> Canvas) throws -> Canvas {
        if let hit = state.withLock({ state -> Canvas? in
            state.clock += 1
            guard state.entries[key] != nil else { return nil }
            state.entries[key]!.lastUse = state.clock
            return state.entries[key]!.image
        }) {
            return hit
        }
        let made = try make()
        state.withLock { state in
            state.clock += 1
            state.entries[key] = Entry(image: made, lastUse: state.clock)
            while state.entries.count > capacity, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
            }
        }
        return made
    }
}
