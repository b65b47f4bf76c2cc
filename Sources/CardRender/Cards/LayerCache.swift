import CardGeometry
import Synchronization

/// Prepared layers by look, least recently used dropped first once the byte budget is spent.
/// A deck only re-paints a card when its pixel size changes (the stack moving up), so a small
/// budget keeps every card of an animation.
final class LayerCache: Sendable {
    private struct State {
        var entries: [LayerLook: (layer: PreparedLayer, lastUse: UInt64)] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    let budget: Int

    init(budgetBytes: Int = 16 << 20) {
        budget = budgetBytes
    }

    func layer(for look: LayerLook, make: () throws -> PreparedLayer) rethrows -> PreparedLayer {
        if let hit = state.withLock({ state -> PreparedLayer? in
            state.clock += 1
            guard let entry = state.entries[look] else { return nil }
            state.entries[look]?.lastUse = state.clock
            return entry.layer
        }) {
            return hit
        }
        let made = try make()
        state.withLock { state in
            state.clock += 1
            if state.entries[look] == nil { state.bytes += made.byteCount }
            state.entries[look] = (made, state.clock)
            while state.bytes > budget, state.entries.count > 1,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.bytes -= oldest.value.layer.byteCount
                state.entries[oldest.key] = nil
            }
        }
        return made
    }
}
