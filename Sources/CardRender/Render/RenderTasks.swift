import Foundation
import Synchronization

/// The tasks that write a run's files, in the manifest's order, for one `TaskPool`: every
/// animation's motion.json, every still and frame, and each contact sheet and export as soon as its
/// animation's frames are written. No task waits for more than it needs, so with enough threads
/// the run is as long as its longest chain: a frame, then its animation's sheet or export.
struct RenderTasks {
    /// Draws one still or frame into its file and returns the image (for a contact-sheet cell).
    var drawUnit: @Sendable (RenderJob.Unit) throws -> VImage
    /// Writes one file's bytes in place.
    var writeFile: @Sendable (_ bytes: Data, _ relative: String) throws -> Void
    var saveImage: @Sendable (VImage, _ relative: String) throws -> Void
    var writeExport: @Sendable (ExportFormat, RenderJob.Sheet) throws -> Manifest.Entry
    var formats: [ExportFormat]
    /// Called as each file is in place.
    var finished: @Sendable (Manifest.Entry) -> Void
    var isCancelled: @Sendable () -> Bool

    /// `units` are the stills and frames this run draws; `sheets` the contact sheets (and exports)
    /// it makes, none for a shard; `motions` the animations whose motion.json it writes.
    func pool(units: [RenderJob.Unit], sheets: [RenderJob.Sheet], motions: [RenderJob.Sheet]) -> TaskPool {
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
        for (offset, unit) in units.enumerated() {
            let cells = drawn[unit.sheetPath]
            let index = pool.add(.init(unit.entry.kind == .still ? .still : .frame, unit.entry.path, work: checked { [drawUnit, finished] in
                let image = try drawUnit(unit)
                finished(unit.entry)
                guard let cells, let frame = unit.entry.frame, ContactSheet.shows(index: frame, frameCount: unit.frameCount) else { return }
                cells.add(try ContactSheet.cell(image, index: frame, time: unit.frame.time))
            }))
            frameTasks[unit.sheetPath, default: []].append(index)
            guard lastFrame[unit.sheetPath] == offset, let sheet = sheetsByPath[unit.sheetPath],
                  let cells else { continue }
            let frames = frameTasks[unit.sheetPath] ?? []
            pool.add(.init(.contactSheet, sheet.entry.path, after: frames, work: checked { [saveImage, finished] in
                try saveImage(try ContactSheet(title: sheet.title, cells: cells.taken()).image(), sheet.entry.path)
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
