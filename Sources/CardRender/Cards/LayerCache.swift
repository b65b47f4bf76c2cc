import CardGeometry
import CardImaging
import Synchronization

/// Prepared layers by what they look like in pixels, within a byte budget.
///
/// Two looks whose sizes round to the same pixels paint the same image (the compositor stretches
/// it by the remainder), so they share one entry: a deck moving up asks for a card a fraction of
/// a point wider each frame, often the same pixel width as before.
///
/// Given the run's plan (which still or frame uses which look), it keeps what is used again
/// soonest: a look no later frame uses is not kept, and when the budget is spent the look whose
/// next use is furthest away goes first. Without a plan, the least recently used goes first.
/// Why: a deck re-laying out paints a new width of every card each frame, more than the budget
/// holds; keeping the ones the next animation repeats saves painting them again.
package final class LayerCache: Sendable {
    private struct Entry {
        var layer: PreparedLayer
        var lastUse: UInt64
    }

    private struct State {
        var entries: [PaintedLook: Entry] = [:]
        /// Looks a thread is painting; others asking for one wait for it.
        var painting: [PaintedLook: PendingValue<PreparedLayer>] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    private let uses: LayerUses?
    let budget: Int

    init(budgetBytes: Int = 16 << 20, uses: LayerUses? = nil) {
        budget = budgetBytes
        self.uses = uses
    }

    /// The prepared layer for `look`, made when missing (once, when several threads ask at the
    /// same time). `position` is the index in the plan of the still or frame being drawn.
    func layer(
        for look: PaintedLook, at position: Int? = nil, make: () throws -> PreparedLayer
    ) rethrows -> PreparedLayer {
        try lookUp(look).resolve(make: make) { publish($0, as: look, at: position) }
    }

    /// As `layer`, but nil rather than waiting while another thread paints `look`: a frame
    /// needing several new layers paints the others meanwhile.
    func layerUnlessBeingPainted(
        for look: PaintedLook, at position: Int? = nil, make: () throws -> PreparedLayer
    ) rethrows -> PreparedLayer? {
        let lookup = lookUp(look)
        if case .wait = lookup { return nil }
        return try lookup.resolve(make: make) { publish($0, as: look, at: position) }
    }

    private func lookUp(_ look: PaintedLook) -> CacheLookup<PreparedLayer> {
        state.withLock { state in
            state.clock += 1
            if state.entries[look] != nil { state.entries[look]!.lastUse = state.clock }
            return .find(state.entries[look]?.layer, key: look, making: &state.painting)
        }
    }

    private func publish(_ made: PreparedLayer?, as look: PaintedLook, at position: Int?) {
        state.withLock { state in
            state.painting[look] = nil
            if let made { keep(made, as: look, at: position, in: &state) }
        }
    }

    private func keep(_ made: PreparedLayer, as look: PaintedLook, at position: Int?, in state: inout State) {
        if let uses, let position, uses.next(look, after: position) == nil { return }
        state.clock += 1
        if state.entries[look] == nil { state.bytes += made.byteCount }
        state.entries[look] = Entry(layer: made, lastUse: state.clock)
        while state.bytes > budget, state.entries.count > 1, let victim = victim(in: state.entries, at: position) {
            state.bytes -= state.entries[victim]!.layer.byteCount
            state.entries[victim] = nil
        }
    }

    private func victim(in entries: [PaintedLook: Entry], at position: Int?) -> PaintedLook? {
        guard let uses, let position else { return entries.min { $0.value.lastUse < $1.value.lastUse }?.key }
        // Furthest next use first (none at all is furthest); ties by least recent use, so the
        // choice never depends on the dictionary's order.
        func rank(_ item: (key: PaintedLook, value: Entry)) -> (Int, UInt64) {
            (uses.next(item.key, after: position) ?? Int.max, UInt64.max - item.value.lastUse)
        }
        return entries.max { rank($0) < rank($1) }?.key
    }
}

/// A layer's look at its pixel size: what decides its prepared pixels.
struct PaintedLook: Hashable, Sendable {
    var content: LayerContent
    var width: Int
    var height: Int
    var cornerRadius: Double
    var border: Border?
    var shadow: Shadow?
    var layoutDirection: LayoutDirection
    var contentZoom: Double

    init(_ look: LayerLook, scale: Double) {
        let pixels = LayerPainter.pixelSize(look, scale: scale)
        content = look.content
        width = pixels.width
        height = pixels.height
        cornerRadius = look.cornerRadius
        border = look.border
        shadow = look.shadow
        layoutDirection = look.layoutDirection
        contentZoom = look.contentZoom
    }
}

/// Which stills and frames of a run (by their index in its plan) draw each look.
struct LayerUses: Sendable {
    private let positions: [PaintedLook: [Int]]

    init(_ frames: [SceneFrame], scale: Double) {
        var positions: [PaintedLook: [Int]] = [:]
        for (index, frame) in frames.enumerated() {
            for layer in frame.layers where layer.alpha > 0 && layer.scale > 0 {
                let look = PaintedLook(layer.look(in: frame), scale: scale)
                if positions[look]?.last != index { positions[look, default: []].append(index) }
            }
        }
        self.positions = positions
    }

    /// The first position after `position` that draws `look`, if any.
    func next(_ look: PaintedLook, after position: Int) -> Int? {
        guard let list = positions[look] else { return nil }
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low < list.count ? list[low] : nil
    }
}
