import CardSettings
import Foundation
import Synchronization

/// The tasks that write a run's files, in the manifest's order, for one `TaskPool`: every
/// animation's motion.json, every still and frame, and each contact sheet and export as soon as its
/// animation's frames are written. No task waits for more than it needs, so with enough threads
/// the run is as long as its longest chain: a frame, then its animation's sheet or export.
struct RenderTasks {
    /// Composes one still or frame, given its index in `units`.
    var compose: @Sendable (RenderPlan.Unit, Int) throws -> ComposedFrame
    /// A frame's PNG bytes (an opaque frame is spent).
    var encode: @Sendable (ComposedFrame) throws -> Data
    /// Writes one file's bytes in place.
    var writeFile: @Sendable (_ bytes: Data, _ relative: String) throws -> Void
    /// Encodes and writes a frame or contact sheet in place (an opaque one is spent).
    var saveFrame: @Sendable (ComposedFrame, _ relative: String) throws -> Void
    var writeExport: @Sendable (ExportFormat, RenderPlan.Sheet) throws -> Manifest.Entry
    var formats: [ExportFormat]
    /// Called as each file is in place.
    var finished: @Sendable (Manifest.Entry) -> Void
    var isCancelled: @Sendable () -> Bool
    /// What the encoded bytes of repeated frames may hold at once.
    var repeatBudget: Int

    /// `units` are the stills and frames this run draws; `sheets` the contact sheets (and exports)
    /// it makes, none for a shard; `motions` the animations whose motion.json it writes.
    func pool(units: [RenderPlan.Unit], sheets: [RenderPlan.Sheet], motions: [RenderPlan.Sheet]) -> TaskPool {
        var pool = TaskPool()
        let checked = { [isCancelled] (work: @escaping @Sendable () throws -> Void) -> @Sendable () throws -> Void in
            { if isCancelled() { throw RenderJob.Interrupted(completedFiles: 0) }; try work() }
        }
        for sheet in motions {
            pool.add(.init(.motion, sheet.motion.entry.path, work: checked { [writeFile, finished] in
                try writeFile(try sheet.motion.track.encoded(), sheet.motion.entry.path)
                finished(sheet.motion.entry)
            }))
        }
        let sheetsByPath = Dictionary(uniqueKeysWithValues: sheets.map { ($0.entry.path, $0) })
        let drawn = sheetsByPath.mapValues { _ in SheetCells() }
        var frameTasks: [String: [Int]] = [:]
        // Each sheet and its exports follow its animation's last frame in the list, so they start
        // before later frames do and its cells are held only while its frames are drawn.
        let lastFrame = Dictionary(units.enumerated().map { ($0.element.sheetPath, $0.offset) }, uniquingKeysWith: max)
        // A frame that draws what an earlier one drew waits for it and writes its bytes.
        let firsts = RepeatedFrames.firstOccurrences(units.map(\.frame))
        let budget = RepeatedFrames.Budget(bytes: repeatBudget)
        let repeats = Dictionary(firsts.compactMap { $0 }.map { ($0, 1) }, uniquingKeysWith: +)
        let slots = repeats.mapValues { RepeatedFrames.Slot(repeats: $0, budget: budget) }
        var unitTasks: [Int] = []
        for (offset, unit) in units.enumerated() {
            let cells = drawn[unit.sheetPath]
            let wantsCell = cells != nil && unit.entry.frame.map { ContactSheet.shows(index: $0, frameCount: unit.frameCount) } == true
            let addCell: @Sendable (ContactSheet.Thumbnail) throws -> Void = { thumbnail in
                guard wantsCell, let cells, let frame = unit.entry.frame else { return }
                cells.add(try ContactSheet.cell(thumbnail, index: frame, time: unit.frame.time))
            }
            // A frame's thumbnail is taken before it is encoded, which spends an opaque frame.
            let work: @Sendable () throws -> Void
            if let first = firsts[offset], let slot = slots[first] {
                work = { [compose, writeFile, saveFrame] in
                    if let (bytes, thumbnail) = slot.use() {
                        try writeFile(bytes, unit.entry.path)
                        if wantsCell { try addCell(thumbnail) }
                    } else {
                        let frame = try compose(unit, offset)
                        let thumbnail = wantsCell ? try ContactSheet.thumbnail(frame) : nil
                        try saveFrame(frame, unit.entry.path)
                        if let thumbnail { try addCell(thumbnail) }
                    }
                }
            } else if let slot = slots[offset] {
                work = { [compose, encode, writeFile] in
                    let frame = try compose(unit, offset)
                    // Its repeats may be in any animation: keep the thumbnail for their cells.
                    let thumbnail = try ContactSheet.thumbnail(frame)
                    let bytes = try encode(frame)
                    try writeFile(bytes, unit.entry.path)
                    slot.fill(bytes: bytes, thumbnail: thumbnail)
                    if wantsCell { try addCell(thumbnail) }
                }
            } else {
                work = { [compose, saveFrame] in
                    let frame = try compose(unit, offset)
                    let thumbnail = wantsCell ? try ContactSheet.thumbnail(frame) : nil
                    try saveFrame(frame, unit.entry.path)
                    if let thumbnail { try addCell(thumbnail) }
                }
            }
            let after = firsts[offset].map { [unitTasks[$0]] } ?? []
            let index = pool.add(.init(unit.entry.kind == .still ? .still : .frame, unit.entry.path, after: after, work: checked { [finished] in
                try work()
                finished(unit.entry)
            }))
            unitTasks.append(index)
            frameTasks[unit.sheetPath, default: []].append(index)
            guard lastFrame[unit.sheetPath] == offset, let sheet = sheetsByPath[unit.sheetPath],
                  let cells else { continue }
            let frames = frameTasks[unit.sheetPath] ?? []
            pool.add(.init(.contactSheet, sheet.entry.path, after: frames, work: checked { [saveFrame, finished] in
                try saveFrame(try ContactSheet(title: sheet.title, cells: cells.taken()).frame(), sheet.entry.path)
                finished(sheet.entry)
            }))
            for format in formats {
                pool.add(.init(.export, format.file(scene: sheet.entry.scene, animation: sheet.entry.animation ?? ""), after: frames,
                               work: checked { [writeExport, finished] in finished(try writeExport(format, sheet)) }))
            }
        }
        return pool
    }
}

/// The cells of one contact sheet, added by whichever threads draw its frames.
private final class SheetCells: Sendable {
    private let cells = Mutex([ContactSheet.Cell]())

    func add(_ cell: ContactSheet.Cell) {
        cells.withLock { $0.append(cell) }
    }

    /// The cells in frame order; the sheet keeps none once drawn.
    func taken() -> [ContactSheet.Cell] {
        cells.withLock { cells in
            defer { cells = [] }
            return cells.sorted { $0.index < $1.index }
        }
    }
}
