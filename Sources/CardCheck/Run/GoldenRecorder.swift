import CardFormats
import CardFoundation
import CardSettings
import Foundation

/// A recording: copies rendered files into the golden folder within the run's scope. It replaces
/// only golden files its index lists (or writes new ones), never follows a link, never writes
/// into an input, and removes a golden file the run no longer makes only when asked to prune.
public struct GoldenRecorder: Sendable {
    /// Which rendered files to record.
    public enum Selection: String, Sendable, CaseIterable {
        /// Every rendered file of the scope.
        case all
        /// Files that differ from their golden file, or have none.
        case changed
        /// Files that have no golden file yet.
        case missing
    }

    /// The golden folder recorded into, created if missing.
    public var golden: String
    /// The rendered folder the files are copied from.
    public var output: String
    /// What the run is responsible for: only files inside it are written or removed.
    public var scope: GoldenScope
    /// Which rendered files to record; all by default.
    public var selection: Selection = .all
    /// Record as this variant (`frame-0012.<variant>.png`) instead of replacing the base file:
    /// only the frames that differ from their base file, and the motion track
    /// (`motion.<variant>.json`) only where it differs from the base's. No base file is written.
    public var variant: String?
    /// What the run rendered with (see `GoldenSettings(_: Manifest)`); nil: not known.
    public var settings: GoldenSettings?
    /// Remove the indexed golden files of the scope that the run no longer makes.
    public var prune = false
    /// How animations are kept: frame files or one APNG each. nil: as the folder keeps them
    /// (`GoldenIndex.animationFormat`). A partial recording keeps an animation the folder has in
    /// the form it has it. Variants are always frame files.
    public var format: GoldenFormat?
    /// Threads that encode APNGs, an animation each.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// How golden APNGs are compressed.
    public var apngCompression = PNGCompression.default
    /// Folders never written into (the photos, the output folder).
    public var protected: [String] = []
    /// Asked before each file is copied: once it says true, the recording stops (`Stopped`),
    /// leaving an index that lists what was recorded and what may have been.
    public var isCancelled: @Sendable () -> Bool = { false }

    /// A recording stopped part-way by `isCancelled`.
    public struct Stopped: Error, CustomStringConvertible, Sendable {
        /// The golden folder.
        public var golden: String
        /// The files recorded before it stopped.
        public var recorded: Int
        /// The folder, how many files were recorded, and that the index accounts for them.
        public var description: String {
            "\(golden): recording stopped after \(recorded) file\(recorded == 1 ? "" : "s"); \(GoldenIndex.fileName) lists what was recorded, and the next recording may replace the rest"
        }
    }

    /// A recording of everything in `scope` from `output` into `golden`, without pruning.
    public init(golden: String, output: String, scope: GoldenScope) {
        self.golden = golden
        self.output = output
        self.scope = scope
    }

    /// What a recording did.
    public struct Recorded: Sendable {
        /// Golden files written, relative to the golden folder.
        public var written: [String] = []
        /// Indexed golden files of the scope the render no longer makes: removed with `prune`,
        /// otherwise only listed.
        public var stale: [String] = []
        /// True when `stale` files were removed (`prune`).
        public var pruned: Bool = false
        /// Golden PNGs of the scope that cardrender did not record (not in its index): left alone.
        public var unindexed: [String] = []
        /// Files of the variant removed because the run now renders them as the base file is.
        public var superseded: [String] = []
        /// The settings the folder pinned before the recording; nil: none.
        public var previousSettings: GoldenSettings?
        /// The settings the folder pins after it; nil: none.
        public var settings: GoldenSettings?
    }

    /// `outcome`: the comparison, needed for `.changed` and `.missing`, and for a variant (which
    /// records only what differs from the base files: compare with `GoldenFolder.check`'s
    /// `againstBaseFiles`). The golden folder is locked while it is recorded into, and its index
    /// says what is being written before the first file is copied (see `GoldenIndex.pending`).
    /// Throws `GoldenSettingsMismatch`, before anything is written, when the folder may not take
    /// frames rendered at `settings` (see `GoldenPinning`).
    public func record(_ rendered: [Manifest.Entry], outcome: DiffRun.Outcome? = nil) throws -> Recorded {
        let folder = GuardedFolder(root: golden, protected: protected + [output])
        let source = GuardedFolder(root: output)
        let lock: FolderLock
        do {
            try folder.createFolders("")
            lock = try FolderLock(golden)
        } catch { throw DiffFailure(.recordingFailed(golden: golden, FailureCause(error))) }
        defer { withExtendedLifetime(lock) {} }
        var index = try GoldenIndex.read(in: golden)
        let claimed = index.claimedPaths
        let pins = try GoldenPinning.settings(
            after: settings, into: index, golden: golden, scope: scope, selection: selection, variant: variant)
        let results = Dictionary(
            (outcome?.report.pairs ?? []).map { ($0.path, $0.kind) }, uniquingKeysWith: { a, _ in a })
        func differsFromGolden(_ entry: Manifest.Entry) -> Bool { results[entry.path].map { !$0.passes } ?? true }

        let chosen = try scope.recorded(rendered).filter { entry in
            if entry.kind == .motion {
                // A variant keeps its own motion only where it moves otherwise than the base; the
                // golden motion follows a full recording, and a partial one only adds what is missing.
                if variant != nil { return try motionDiffers(entry, from: folder, source: source) }
                return selection == .all || GuardedFolder.kind(folder.path(entry.path)) == .missing
            }
            switch selection {
            case .all: return variant == nil || differsFromGolden(entry)
            case .changed: return differsFromGolden(entry)
            case .missing: return results[entry.path] == .extra || results[entry.path] == nil
            }
        }
        // Animations kept as APNGs are written whole, one file each; the other files are copied.
        let format = self.format ?? index.animationFormat ?? .frames
        let jobs = try apngJobs(chosen: chosen, rendered: rendered, index: index, format: format, folder: folder)
        let inAPNGs = Set(jobs.flatMap { $0.frames.map(\.path) })
        let copied = chosen.filter { !inAPNGs.contains($0.path) }
        let copies = copied.map { GoldenVariant.path($0.path, variant: variant) }
        // Every destination is checked before the first file is written.
        let destinations = copies + jobs.map(\.entry.path)
        for destination in destinations {
            if let problem = ContainedPath.problem(destination) {
                throw DiffFailure(
                    .recordingOutsideGolden(path: folder.path(destination), problem: problem, golden: golden))
            }
            let entry: GuardedFolder.Entry
            do { entry = try folder.entry(destination) } catch {
                throw DiffFailure(.recordingFailed(golden: golden, FailureCause(error)))
            }
            switch entry {
            case .missing: continue
            case .file where claimed.contains(destination): continue
            case .file:
                throw DiffFailure(.unindexedGoldenFile(path: folder.path(destination), index: GoldenIndex.fileName))
            default:
                throw DiffFailure(.goldenFileNotPlain(path: folder.path(destination)))
            }
        }

        var recorded = Recorded()
        recorded.previousSettings = index.settings
        recorded.settings = pins
        var entries = Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var animations = Dictionary((index.animations ?? []).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let indexFormat: GoldenFormat? = format == .apng ? .apng : nil
        // What the index must own up to until the copy is over: what earlier stopped recordings
        // left, and everything this one may write. Until it is over, the folder pins its earlier
        // settings only where they stay; a recording stopped part-way pins nothing else.
        var pending = Set(index.pending ?? []).union(destinations)
        let pinsWhileWriting = index.settings.flatMap { old in pins.flatMap { $0.rendersLike(old) ? old : nil } }
        try writeIndex(
            &index, entries, pending: pending, settings: pinsWhileWriting, format: index.animationFormat,
            animations: animations)
        do {
            for (entry, destination) in zip(copied, copies) {
                if isCancelled() { throw Stopped(golden: golden, recorded: recorded.written.count) }
                let data: [UInt8]
                do { data = try source.read(entry.path) } catch {
                    throw DiffFailure(.renderedFileUnreadable(path: source.path(entry.path), FailureCause(error)))
                }
                try folder.createFolders((destination as NSString).deletingLastPathComponent)
                try data.withUnsafeBytes { try folder.file(destination).write($0) }
                var indexedEntry = entry
                indexedEntry.path = destination
                entries[destination] = indexedEntry
                pending.remove(destination)
                recorded.written.append(destination)
            }
            for record in try writeAPNGs(jobs, into: folder, from: source, recordedSoFar: recorded.written.count) {
                entries[record.path] = jobs.first { $0.entry.path == record.path }!.entry
                animations[record.path] = record
                pending.remove(record.path)
                recorded.written.append(record.path)
            }
        } catch {
            try? writeIndex(
                &index, entries, pending: pending, settings: pinsWhileWriting, format: index.animationFormat,
                animations: animations)
            if error is Stopped || error is DiffFailure { throw error }
            throw DiffFailure(.recordingFailed(golden: golden, FailureCause(error)))
        }

        // What the scope held that the render no longer makes (only this variant's, when recording one).
        // A variant of a frame still made belongs to another platform and stays.
        // An animation kept as an APNG makes its APNG.
        let made = Set(scope.recorded(rendered).map(\.path)).union(
            scope.recorded(rendered).compactMap { entry in
                entry.animation.map { GoldenAnimation.path(scene: entry.scene, animation: $0) }
            }.filter { animations[$0] != nil })
        recorded.stale = claimed.filter { path in
            guard scope.contains(path), !made.contains(GoldenVariant.base(of: path)) else { return false }
            return variant == nil || GoldenVariant.split(path)?.variant == variant
        }.filter { GuardedFolder.kind(folder.path($0)) == .file }.sorted(by: NaturalOrder.areInIncreasingOrder)
        // A full recording of a variant replaces that variant's files of the scope: where the
        // run now renders a frame (or moves) as the base does, its old variant file is not needed.
        if let variant, selection == .all {
            let written = Set(recorded.written)
            recorded.superseded = claimed.filter { path in
                guard GoldenVariant.split(path)?.variant == variant, scope.contains(path), !written.contains(path)
                else { return false }
                return made.contains(GoldenVariant.base(of: path))
            }.filter { GuardedFolder.kind(folder.path($0)) == .file }.sorted(by: NaturalOrder.areInIncreasingOrder)
        }
        recorded.superseded += supersededByFormat(
            jobs: jobs, copied: variant == nil ? copied : [], claimed: claimed, entries: entries,
            animations: animations,
            folder: folder)
        for path in (prune ? recorded.stale : []) + recorded.superseded {
            do { try folder.removeFile(path) } catch {
                throw DiffFailure(.recordingFailed(golden: golden, FailureCause(error)))
            }
            folder.removeEmptyFolders(above: path)
            entries[path] = nil
            animations[path] = nil
            pending.remove(path)
        }
        recorded.pruned = prune
        // A file an earlier stopped recording left stays cardrender's while it is there.
        pending = pending.filter { entries[$0] == nil && GuardedFolder.kind(folder.path($0)) == .file }
        recorded.unindexed = try GoldenFolder.goldenPNGs(in: golden).filter {
            scope.contains($0) && entries[$0] == nil && !pending.contains($0)
        }
        .sorted(by: NaturalOrder.areInIncreasingOrder)
        try writeIndex(
            &index, entries, pending: pending, settings: pins, format: indexFormat, animations: animations)
        return recorded
    }

    /// Whether the rendered motion track `entry` differs from the base file's (or it has none,
    /// or one that cannot be read as a plain file). The golden file is read only when its size
    /// is the rendered one's: it may come from a pull request.
    private func motionDiffers(
        _ entry: Manifest.Entry, from folder: GuardedFolder, source: GuardedFolder
    ) throws -> Bool {
        let rendered: [UInt8]
        do { rendered = try source.read(entry.path) } catch {
            throw DiffFailure(.renderedFileUnreadable(path: source.path(entry.path), FailureCause(error)))
        }
        guard let base = try? InputFile.open(below: folder.root, relative: entry.path), base.size == rendered.count,
            let bytes = try? base.readAll()
        else { return true }
        return bytes != rendered
    }

    private func writeIndex(
        _ index: inout GoldenIndex, _ entries: [String: Manifest.Entry], pending: Set<String>,
        settings: GoldenSettings?, format: GoldenFormat?, animations: [String: GoldenAnimation]
    ) throws {
        index = GoldenIndex(
            files: Array(entries.values), pending: pending.isEmpty ? nil : Array(pending), settings: settings,
            animationFormat: format, animations: Array(animations.values))
        do { try GuardedFolder(root: golden).file(GoldenIndex.fileName).write(try index.encoded()) } catch {
            throw DiffFailure(.recordingFailed(golden: golden, FailureCause(error)))
        }
    }
}
