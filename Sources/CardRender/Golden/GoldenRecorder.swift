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

    /// `outcome`: the comparison, needed for `.changed` and `.missing`.
    public func record(_ rendered: [Manifest.Entry], outcome: DiffRun.Outcome? = nil) throws -> Recorded {
        let folder = GuardedFolder(root: golden, protected: protected + [output])
        do { try folder.createFolders("") } catch { throw DiffFailure("\(error)") }
        var index = try GoldenIndex.read(in: golden)
        let indexed = index.paths
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
            let entry: GuardedFolder.Entry
            do { entry = try folder.entry(destination) } catch { throw DiffFailure("\(error)") }
            switch entry {
            case .missing: continue
            case .file where indexed.contains(destination): continue
            case .file:
                throw DiffFailure("\(folder.path(destination)): exists and is not in \(GoldenIndex.fileName), so cardrender did not record it; move it away (or delete it) and record again")
            default:
                throw DiffFailure("\(folder.path(destination)): is a folder, link or special file; cardrender records only into plain files")
            }
        }

        var recorded = Recorded()
        var entries = Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        do {
            for (entry, destination) in zip(chosen, destinations) {
                let source = (output as NSString).appendingPathComponent(entry.path)
                let data: Data
                do { data = try Data(contentsOf: URL(fileURLWithPath: source)) } catch {
                    throw DiffFailure("\(source): cannot read (\(SystemReason.describe(error)))")
                }
                try folder.createFolders((destination as NSString).deletingLastPathComponent)
                try AtomicFile.write(data, to: folder.path(destination))
                var indexedEntry = entry
                indexedEntry.path = destination
                entries[destination] = indexedEntry
                recorded.written.append(destination)
            }
        } catch let failure as DiffFailure {
            try? writeIndex(&index, entries)
            throw failure
        } catch {
            try? writeIndex(&index, entries)
            throw DiffFailure("\(error)")
        }

        // What the scope held that the render no longer makes (only this variant's, when recording one).
        // A variant of a frame still made belongs to another platform and stays.
        let made = Set(scope.recorded(rendered).map(\.path))
        recorded.stale = indexed.filter { path in
            guard scope.contains(path), !made.contains(GoldenVariant.base(of: path)) else { return false }
            return variant == nil || GoldenVariant.split(path)?.variant == variant
        }.filter { GuardedFolder.kind(folder.path($0)) == .file }.sorted(by: NaturalOrder.areInIncreasingOrder)
        if prune {
            for path in recorded.stale {
                do { try folder.removeFile(path) } catch { throw DiffFailure("\(error)") }
                folder.removeEmptyFolders(above: path)
                entries[path] = nil
            }
            recorded.pruned = true
        }
        recorded.unindexed = try GoldenFolder.goldenPNGs(in: golden).filter { scope.contains($0) && entries[$0] == nil }
            .sorted(by: NaturalOrder.areInIncreasingOrder)
        try writeIndex(&index, entries)
        return recorded
    }

    private func writeIndex(_ index: inout GoldenIndex, _ entries: [String: Manifest.Entry]) throws {
        index = GoldenIndex(files: Array(entries.values))
        do { try AtomicFile.write(try index.encoded(), to: (golden as NSString).appendingPathComponent(GoldenIndex.fileName)) } catch {
            throw DiffFailure("\(error)")
        }
    }
}
