import CardFormats
import CardFoundation
import CardSettings
import Foundation

/// The output folder of one run, taken over from the runs before it. cardrender replaces or
/// removes only files an earlier run's manifest says it wrote; any other file where this run
/// would write stops the run before anything is touched. Before the first file is replaced the
/// run's own manifest already says it is writing (and lists every file it may write), so a run
/// killed at any moment leaves a manifest that accounts for everything cardrender put there.
package final class RunOutput {
    package let folder: GuardedFolder
    let manifestName: String
    /// Files this run writes.
    let writes: Set<String>
    /// Earlier files this run leaves for others to replace (a shard keeps the other shares of an
    /// earlier whole run until their shards write them).
    let carried: Set<String>
    /// Earlier files removed because this run does not make them.
    package let removed: [String]
    private let lock: FolderLock

    /// Takes the folder over: locks it, checks every path this run writes, marks its manifest as
    /// writing, and removes what earlier runs wrote that this run no longer makes.
    /// `planned`: every file of the whole run (for a shard, more than it writes itself).
    package init(
        folder: GuardedFolder, shard: Shard?, writes: [String], planned: [String], writing manifest: Manifest
    ) throws {
        self.folder = folder
        manifestName = shard?.manifestName ?? Manifest.fileName
        self.writes = Set(writes)
        try folder.createFolders("")
        lock = try FolderLock(folder.root)

        // Earlier runs: manifest.json and every shard's; a shard takes over only the whole run's
        // manifest, its own earlier one, and those of another split.
        var taken: [String] = [], absorbed = Set<String>(), otherShares = Set<String>()
        for name in try Self.manifestNames(in: folder) {
            let earlier = try Manifest.read(folder.path(name))
            let sameSplit =
                shard != nil
                && earlier.shard.flatMap(Shard.init).map { $0.count == shard!.count && $0 != shard! } == true
            if sameSplit {
                // Another shard of this split: its files stay; those both write (motion.json) are the same.
                otherShares.formUnion(earlier.claimedPaths)
                continue
            }
            taken.append(name)
            absorbed.formUnion(earlier.claimedPaths.filter { $0 != Manifest.fileName && !Shard.isManifestName($0) })
        }

        // Nothing is touched until every path this run writes is known to be free or its own.
        var strangers: [String] = []
        for path in writes.sorted() {
            switch try folder.entry(path) {
            case .missing: continue
            case .file: if !absorbed.contains(path) && !otherShares.contains(path) { strangers.append(path) }
            case .folder:
                throw GuardedFolder.Refusal(
                    path: folder.path(path), reason: "is a folder where cardrender writes a file")
            case .other:
                throw GuardedFolder.Refusal(
                    path: folder.path(path),
                    reason: "is a link or special file where cardrender writes a file; it is never written through")
            }
        }
        if let first = strangers.first {
            throw UnclaimedOutputFile(path: folder.path(first), folder: folder.root, others: strangers.count - 1)
        }
        for parent in Set(writes.map { PathParts.folder(of: $0) }).sorted() {
            try folder.createFolders(parent)
        }

        var marker = manifest
        marker.complete = false
        marker.files = []
        marker.pending = absorbed.union(writes).sorted()
        try folder.file(manifestName).write(try marker.encoded())
        for name in taken where name != manifestName { try folder.removeFile(name) }

        let whole = Set(planned)
        carried = absorbed.intersection(whole).subtracting(writes)
        var removed: [String] = []
        for path in absorbed.subtracting(whole).sorted() where try folder.removeFile(path) {
            removed.append(path)
            folder.removeEmptyFolders(above: path)
        }
        self.removed = removed
    }

    /// `pending` for the manifest of a run that stopped early after writing `done`: what it
    /// carried, and every file it writes that is on disk but not whole-run output (earlier files).
    package func pending(afterStoppingWith done: Set<String>) -> [String]? {
        let left = carried.union(writes.subtracting(done)).filter { (try? folder.entry($0)) == .file }
        return left.isEmpty ? nil : left.sorted()
    }

    /// `pending` for the manifest of a finished run.
    var pendingWhenFinished: [String]? { carried.isEmpty ? nil : carried.sorted() }

    /// manifest.json and every shard manifest in the folder.
    static func manifestNames(in folder: GuardedFolder) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.root)) ?? []
        return names.filter { $0 == Manifest.fileName || Shard.isManifestName($0) }.sorted()
    }
}
