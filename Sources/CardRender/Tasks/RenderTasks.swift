import CardFormats
import CardFoundation
import CardImaging
import CardSettings
import Foundation
import Synchronization

/// The tasks that write a run's files, in the manifest's order, for one `TaskPool`: every
/// animation's motion.json, every still and frame, and each contact sheet and export as soon as its
/// animation's frames are written. No task waits for more than it needs, so with enough threads
/// the run is as long as its longest chain: a frame, then its animation's sheet or export.
struct RenderTasks: Sendable {
    let compositor: FrameCompositor
    /// The run's output folder: every file lands here, in place.
    let folder: GuardedFolder
    let compression: PNGCompression
    let exports: AnimationExports
    let fps: Double
    let cancellation: ExportCancellation
    let finished: FinishedFiles
    /// What the encoded bytes of repeated frames may hold at once.
    let repeatBudget: Int

    /// Composes one still or frame, given its index in the run's units.
    private func compose(_ unit: RenderPlan.Unit, position: Int) throws -> ComposedFrame {
        try compositor.compose(unit.frame, sharedLayers: unit.sharedLayers, position: position)
    }

    /// Writes one file's bytes in place.
    private func write(_ bytes: Data, to relative: String) throws {
        let file = folder.file(relative)
        try Trace.span(.write, file.path) { try file.write(bytes) }
    }

    /// Encodes and writes a frame or contact sheet in place (an opaque one is spent); `keep` is
    /// handed the PNG's bytes, for the frames that repeat it.
    private func save(
        _ frame: ComposedFrame, to relative: String, keep: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws {
        try frame.savePNG(to: folder.file(relative), compression: compression, keep: keep)
    }

    /// Writes a repeated frame's kept PNG bytes in place, as `save` writes a fresh frame.
    private func save(repeated png: Data, to relative: String) throws {
        try png.withUnsafeBytes { try PNGEncoder.save($0, to: folder.file(relative)) }
    }

    /// Writes one export of an animation, read back from its frames on disk.
    private func export(_ format: ExportFormat, of sheet: RenderPlan.Sheet) throws -> Manifest.Entry {
        try exports.write(
            format, scene: sheet.entry.scene, animation: sheet.entry.animation ?? "",
            folder: (sheet.entry.path as NSString).deletingLastPathComponent,
            frameCount: sheet.times.count, times: sheet.times, fps: fps, output: folder.root,
            cancellation: cancellation)
    }

    /// `units` are the stills and frames this run draws; `sheets` the contact sheets (and exports)
    /// it makes, none for a shard; `motions` the animations whose motion.json it writes.
    func pool(units: [RenderPlan.Unit], sheets: [RenderPlan.Sheet], motions: [RenderPlan.Sheet]) -> TaskPool {
        var pool = TaskPool()
        let checked = { [cancellation] (work: @escaping @Sendable () throws -> Void) -> @Sendable () throws -> Void in
            {
                if cancellation.isCancelled { throw RenderJob.Interrupted(completedFiles: 0) }; try work()
            }
        }
        for sheet in motions {
            pool.add(
                .init(
                    .motion, sheet.motion.entry.path,
                    work: checked { [self] in
                        try write(try sheet.motion.track.encoded(), to: sheet.motion.entry.path)
                        finished.add(sheet.motion.entry)
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
            let wantsCell =
                cells != nil
                && unit.entry.frame.map { ContactSheet.shows(index: $0, frameCount: unit.frameCount) } == true
            let addCell: @Sendable (ContactSheet.Thumbnail) throws -> Void = { thumbnail in
                guard wantsCell, let cells, let frame = unit.entry.frame else { return }
                cells.add(try ContactSheet.cell(thumbnail, index: frame, time: unit.frame.time))
            }
            // A frame's thumbnail is taken before it is encoded, which spends an opaque frame.
            let work: @Sendable () throws -> Void
            if let first = firsts[offset], let slot = slots[first] {
                work = { [self] in
                    if let (bytes, thumbnail) = slot.use() {
                        try save(repeated: bytes, to: unit.entry.path)
                        if wantsCell { try addCell(thumbnail) }
                    } else {
                        let frame = try compose(unit, position: offset)
                        let thumbnail = wantsCell ? try ContactSheet.thumbnail(frame) : nil
                        try save(frame, to: unit.entry.path)
                        if let thumbnail { try addCell(thumbnail) }
                    }
                }
            } else if let slot = slots[offset] {
                work = { [self] in
                    let frame = try compose(unit, position: offset)
                    // Its repeats may be in any animation: keep the thumbnail for their cells.
                    let thumbnail = try ContactSheet.thumbnail(frame)
                    var bytes = Data()
                    try save(frame, to: unit.entry.path) { bytes = Data($0) }
                    slot.fill(bytes: bytes, thumbnail: thumbnail)
                    if wantsCell { try addCell(thumbnail) }
                }
            } else {
                work = { [self] in
                    let frame = try compose(unit, position: offset)
                    let thumbnail = wantsCell ? try ContactSheet.thumbnail(frame) : nil
                    try save(frame, to: unit.entry.path)
                    if let thumbnail { try addCell(thumbnail) }
                }
            }
            let after = firsts[offset].map { [unitTasks[$0]] } ?? []
            let index = pool.add(
                .init(
                    unit.entry.kind == .still ? .still : .frame, unit.entry.path, after: after,
                    work: checked { [finished] in
                        try work()
                        finished.add(unit.entry)
                    }))
            unitTasks.append(index)
            frameTasks[unit.sheetPath, default: []].append(index)
            guard lastFrame[unit.sheetPath] == offset, let sheet = sheetsByPath[unit.sheetPath],
                let cells
            else { continue }
            let frames = frameTasks[unit.sheetPath] ?? []
            pool.add(
                .init(
                    .contactSheet, sheet.entry.path, after: frames,
                    work: checked { [self] in
                        try save(
                            try ContactSheet(title: sheet.title, cells: cells.taken()).frame(), to: sheet.entry.path)
                        finished.add(sheet.entry)
                    }))
            for format in exports.formats {
                pool.add(
                    .init(
                        .export, format.file(scene: sheet.entry.scene, animation: sheet.entry.animation ?? ""),
                        after: frames,
                        work: checked { [self] in finished.add(try export(format, of: sheet)) }))
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
