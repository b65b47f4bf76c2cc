import CardFormats
import CardFoundation
import CardImaging
import CardSettings
import Foundation

/// `cardrender merge OUT`: once every shard of a run has written into OUT, checks that the shards
/// agree and that every still and frame is there, draws the contact sheets from the frames, and
/// writes the manifest.json a single run would have written (the union is then byte-identical to
/// a one-machine run). The shard manifests are removed at the end.
///
/// Shard manifests are downloaded CI artefacts, so every path they list is checked before it is
/// read or written: it must stay inside OUT by its spelling and on disk (no link on the way).
public enum ShardMerge {
    typealias Failure = MergeFailure

    /// What a merge did.
    public struct Result: Sendable {
        /// The shards merged; 0 when the folder was already merged.
        public var shards: Int
        /// The files the merged manifest lists, plus manifest.json itself.
        public var files: Int
        /// The contact sheets drawn.
        public var sheets: Int
        /// The merged run's manifest.
        public var manifest: Manifest
        /// True when OUT was already merged (nothing was done).
        public var alreadyMerged = false
    }

    /// `exports`: animated files to write from the merged frames, as a single run with those exports would.
    /// After `cancellation` no contact sheet or export starts, the export being written is stopped,
    /// and `RenderJob.Interrupted` is thrown; manifest.json is not written.
    public static func run(
        output: String, jobs: Int? = nil, exports formats: [ExportFormat] = [], loop: Int = 0,
        cancellation: ExportCancellation = ExportCancellation()
    ) throws -> Result {
        do { try VipsRuntime.start() } catch let failure as VipsFailure { throw Failure.libvipsUnavailable(failure) }
        let folder = GuardedFolder(root: output)
        guard GuardedFolder.followedKind(output) == .folder else { throw Failure.noSuchFolder(output) }
        let lock: FolderLock
        do { lock = try FolderLock(output) } catch { throw Failure.folderUnusable(error) }
        defer { withExtendedLifetime(lock) {} }

        let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        let shardFiles = names.filter(Shard.isManifestName).sorted()
        let single = folder.path(Manifest.fileName)
        if shardFiles.isEmpty, GuardedFolder.kind(single) != .missing {
            // Merging twice is harmless: the second time finds the merged run and leaves it as it is.
            // Its manifest is checked as a shard's would be: what it lists may be recorded next.
            let merged: Manifest
            do { merged = try Manifest.read(single) } catch { throw Failure.unreadableManifest(error) }
            if merged.complete, merged.shard == nil {
                return Result(
                    shards: 0, files: merged.files.count + 1, sheets: 0, manifest: merged, alreadyMerged: true)
            }
        }
        guard !shardFiles.isEmpty else { throw Failure.noShardManifests(folder: output) }

        var manifests: [Manifest] = []
        for name in shardFiles {
            do { manifests.append(try Manifest.read(folder.path(name))) } catch {
                throw Failure.unreadableManifest(error)
            }
        }
        for (name, manifest) in zip(shardFiles, manifests) {
            for entry in manifest.files {
                if let problem = ContainedPath.problem(entry.path) {
                    throw Failure.pathOutsideFolder(
                        manifest: folder.path(name), listed: entry.path, problem: problem, folder: output)
                }
            }
        }
        let shards = manifests.compactMap { $0.shard.flatMap(Shard.init) }
        guard shards.count == manifests.count, let count = shards.first?.count, shards.allSatisfy({ $0.count == count })
        else {
            throw Failure.shardCountsDisagree(folder: output)
        }
        let missing = (1...count).filter { i in !shards.contains { $0.index == i } }
        guard missing.isEmpty else {
            throw Failure.missingShards(folder: output, missing: missing, count: count)
        }
        var merged = manifests[0]
        merged.shard = nil
        merged.pending = nil
        for other in manifests.dropFirst() {
            if let difference = ShardDifference.first(manifests[0], other) {
                throw Failure.shardsDiffer(folder: output, difference)
            }
        }
        if let unfinished = manifests.first(where: { !$0.complete }) {
            throw Failure.unfinishedShard(folder: output, shard: unfinished.shard ?? "?")
        }
        var absent: [String] = []
        for entry in merged.files where entry.kind == .still || entry.kind == .frame {
            let kind: GuardedFolder.Entry
            do { kind = try folder.entry(entry.path) } catch { throw Failure.folderUnusable(error) }
            switch kind {
            case .file: continue
            case .missing: absent.append(entry.path)
            default: throw Failure.notAFrame(path: folder.path(entry.path))
            }
        }
        guard absent.isEmpty else { throw Failure.missingFiles(folder: output, files: absent) }

        var drawn = MergeDrawnFiles()
        do {
            // The contact sheets, from the frames on disk (PNG is lossless: the same cells as a single run).
            let earlier = Set(manifests.flatMap { $0.pending ?? [] })
            for sheet in merged.files where sheet.kind == .contactSheet {
                if cancellation.isCancelled { throw RenderJob.Interrupted(completedFiles: 0) }
                let frames = merged.files.filter {
                    $0.kind == .frame && $0.scene == sheet.scene && $0.animation == sheet.animation
                }
                let shown = frames.filter { ContactSheet.shows(index: $0.frame ?? 0, frameCount: frames.count) }
                let cells = try ParallelMap.run(
                    count: shown.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, traced: true
                ) { index in
                    let entry = shown[index]
                    let path = folder.path(entry.path)
                    do {
                        return try ContactSheet.cell(
                            try VImage.load(path), index: entry.frame ?? 0, time: entry.time ?? 0)
                    } catch {
                        throw Failure.unreadableFrame(path: path, error)
                    }
                }
                let title = ContactSheet.title(
                    scene: sheet.scene, animation: sheet.animation ?? "", frames: frames.count, fps: merged.settings.fps
                )
                let isNew = try claim(sheet.path, in: folder, earlier: earlier)
                try ContactSheet(title: title, cells: cells).frame().savePNG(
                    to: folder.file(sheet.path), compression: merged.settings.pngCompression)
                if isNew { drawn.add(folder.path(sheet.path)) }
            }

            // Animated exports, from the merged frames, as a single run with those exports writes them.
            let exports: AnimationExports
            do { exports = try AnimationExports(formats: formats, loop: loop) } catch let failure as RenderJob.Failure {
                throw Failure.exportsUnavailable(failure.reason)
            }
            var withExports: [Manifest.Entry] = []
            for entry in merged.files where entry.kind != .export {
                withExports.append(entry)
                guard entry.kind == .contactSheet else { continue }
                let frames = merged.files.filter {
                    $0.kind == .frame && $0.scene == entry.scene && $0.animation == entry.animation
                }
                var new: Set<String> = []
                for format in exports.formats {
                    let file = format.file(scene: entry.scene, animation: entry.animation ?? "")
                    if try claim(file, in: folder, earlier: earlier) { new.insert(file) }
                }
                try exports.write(
                    scene: entry.scene, animation: entry.animation ?? "",
                    folder: (entry.path as NSString).deletingLastPathComponent,
                    frameCount: frames.count, times: frames.compactMap(\.time), fps: merged.settings.fps,
                    output: output,
                    cancellation: cancellation
                ) {
                    withExports.append($0)
                    if new.contains($0.path) { drawn.add(folder.path($0.path)) }
                }
            }
            merged.files = withExports

            try folder.file(Manifest.fileName).write(try merged.encoded())
        } catch {
            drawn.remove()
            throw error
        }
        drawn.keep()
        for name in shardFiles { _ = try? folder.removeFile(name) }
        return Result(
            shards: count, files: merged.files.count + 1,
            sheets: merged.files.filter { $0.kind == .contactSheet }.count, manifest: merged)
    }

    /// A file merge writes must be free, or one cardrender wrote before; true when it is free.
    private static func claim(_ path: String, in folder: GuardedFolder, earlier: Set<String>) throws -> Bool {
        let kind: GuardedFolder.Entry
        do { kind = try folder.entry(path) } catch { throw Failure.folderUnusable(error) }
        switch kind {
        case .missing: return true
        case .file where earlier.contains(path): return false
        case .file:
            // A contact sheet or export left by an earlier merge of the same run is listed by no
            // shard manifest; one that stands where a single run writes is taken as cardrender's
            // only when manifest.json lists it.
            let single = folder.path(Manifest.fileName)
            if GuardedFolder.kind(single) == .file, let previous = try? Manifest.read(single),
                previous.claimedPaths.contains(path)
            {
                return false
            }
            throw Failure.unclaimedFile(path: folder.path(path))
        default:
            throw Failure.notAFile(path: folder.path(path))
        }
    }
}
