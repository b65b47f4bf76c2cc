import Foundation

/// `--record`: copies rendered files into the golden folder within the run's scope. It replaces
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

    public var golden: String
    public var output: String
    public var scope: GoldenScope
    public var selection: Selection = .all
    /// Record as this variant (`frame-0012.<variant>.png`) instead of replacing the base file.
    public var variant: String?
    /// Remove the indexed golden files of the scope that the run no longer makes.
    public var prune = false
    /// Folders never written into (the photos, the output folder).
    public var protected: [String] = []
    /// Asked before each file is copied: once it says true, the recording stops (`Stopped`),
    /// leaving an index that lists what was recorded and what may have been.
    public var isCancelled: @Sendable () -> Bool = { false }

    /// A recording stopped part-way by `isCancelled`.
    public struct Stopped: Error, CustomStringConvertible, Sendable {
        public var golden: String
        public var recorded: Int
        public var description: String {
            "\(golden): recording stopped after \(recorded) file\(recorded == 1 ? "" : "s"); \(GoldenIndex.fileName) lists what was recorded, and the next recording may replace the rest"
        }
    }

    public init(golden: String, output: String, scope: GoldenScope) {
        self.golden = golden
        self.output = output
        self.scope = scope
    }

    public struct Recorded: Sendable {
        /// Golden files written, relative to the golden folder.
        public var written: [String] = []
        /// Indexed golden files of the scope the render no longer makes: removed with `prune`,
        /// otherwise only listed.
        public var stale: [String] = []
        public var pruned: Bool = false
        /// Golden PNGs of the scope that cardrender did not record (not in its index): left alone.
        public var unindexed: [String] = []
    }

    /// `outcome`: the comparison, needed for `.changed` and `.missing`. The golden folder is
    /// locked while it is recorded into, and its index says what is being written before the
    /// first file is copied (see `GoldenIndex.pending`).
    public func record(_ rendered: [Manifest.Entry], outcome: DiffRun.Outcome? = nil) throws -> Recorded {
        let folder = GuardedFolder(root: golden, protected: protected + [output])
        let source = GuardedFolder(root: output)
        let lock: FolderLock
        do {
            try folder.createFolders("")
            lock = try FolderLock(golden)
        } catch { throw DiffFailure("\(error)") }
        defer { withExtendedLifetime(lock) {} }
        var index = try GoldenIndex.read(in: golden)
        let claimed = index.claimedPaths
        let results = Dictionary((outcome?.report.pairs ?? []).map { ($0.path, $0.kind) }, uniquingKeysWith: { a, _ in a })

        let chosen = scope.recorded(rendered).filter { entry in
            switch selection {
            case .all: return true
            // The golden motion follows a full recording; a partial one only adds what is missing.
            case _ where entry.kind == .motion:
                return variant == nil && (selection == .all || GuardedFolder.kind(folder.path(entry.path)) == .missing)
            case .changed: return results[entry.path].map { !$0.passes } ?? true
            case .missing: return results[entry.path] == .extra || results[entry.path] == nil
            }
        }
        // Every destination is checked before the first file is written.
        let destinations = chosen.map { $0.kind == .motion ? $0.path : GoldenVariant.path($0.path, variant: variant) }
        for destination in destinations {
            if let problem = ContainedPath.problem(destination) {
                throw DiffFailure("\(folder.path(destination)): \(problem); cardrender records only inside \(golden)")
            }
            let entry: GuardedFolder.Entry
            do { entry = try folder.entry(destination) } catch { throw DiffFailure("\(error)") }
            switch entry {
            case .missing: continue
            case .file where claimed.contains(destination): continue
            case .file:
                throw DiffFailure("\(folder.path(destination)): exists and is not in \(GoldenIndex.fileName), so cardrender did not record it; move it away (or delete it) and record again")
            default:
                throw DiffFailure("\(folder.path(destination)): is a folder, link or special file; cardrender records only into plain files")
            }
        }

        var recorded = Recorded()
        var entries = Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        // What the index must own up to until the copy is over: what earlier stopped recordings
        // left, and everything this one may write.
        var pending = Set(index.pending ?? []).union(destinations)
        try writeIndex(&index, entries, pending: pending)
        do {
            for (entry, destination) in zip(chosen, destinations) {
                if isCancelled() { throw Stopped(golden: golden, recorded: recorded.written.count) }
                let data: [UInt8]
                do { data = try source.read(entry.path) } catch { throw DiffFailure("\(error)") }
                try folder.createFolders((destination as NSString).deletingLastPathComponent)
                try data.withUnsafeBytes { try folder.file(destination).write($0) }
                var indexedEntry = entry
                indexedEntry.path = destination
                entries[destination] = indexedEntry
                pending.remove(destination)
                recorded.written.append(destination)
            }
        } catch {
            try? writeIndex(&index, entries, pending: pending)
            if error is Stopped || error is DiffFailure { throw error }
            throw DiffFailure("\(error)")
        }

        // What the scope held that the render no longer makes (only this variant's, when recording one).
        // A variant of a frame still made belongs to another platform and stays.
        let made = Set(scope.recorded(rendered).map(\.path))
        recorded.stale = claimed.filter { path in
            guard scope.contains(path), !made.contains(GoldenVariant.base(of: path)) else { return false }
            return variant == nil || GoldenVariant.split(path)?.variant == variant
        }.filter { GuardedFolder.kind(folder.path($0)) == .file }.sorted(by: NaturalOrder.areInIncreasingOrder)
        if prune {
            for path in recorded.stale {
                do { try folder.removeFile(path) } catch { throw DiffFailure("\(error)") }
                folder.removeEmptyFolders(above: path)
                entries[path] = nil
                pending.remove(path)
            }
            recorded.pruned = true
        }
        // A file an earlier stopped recording left stays cardrender's while it is there.
        pending = pending.filter { entries[$0] == nil && GuardedFolder.kind(folder.path($0)) == .file }
        recorded.unindexed = try GoldenFolder.goldenPNGs(in: golden).filter { scope.contains($0) && entries[$0] == nil && !pending.contains($0) }
            .sorted(by: NaturalOrder.areInIncreasingOrder)
        try writeIndex(&index, entries, pending: pending)
        return recorded
    }

    private func writeIndex(_ index: inout GoldenIndex, _ entries: [String: Manifest.Entry], pending: Set<String>) throws {
        index = GoldenIndex(files: Array(entries.values), pending: pending.isEmpty ? nil : Array(pending))
        do { try GuardedFolder(root: golden).file(GoldenIndex.fileName).write(try index.encoded()) } catch {
            throw DiffFailure("\(error)")
        }
    }
}
