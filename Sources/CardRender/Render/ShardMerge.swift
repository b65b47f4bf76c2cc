import Foundation

/// `cardrender merge OUT`: once every shard of a run has written into OUT, checks that the shards
/// agree and that every still and frame is there, draws the contact sheets from the frames, and
/// writes the manifest.json a single run would have written (the union is then byte-identical to
/// a one-machine run). The shard manifests are removed at the end.
public enum ShardMerge {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public struct Result: Sendable {
        public var shards: Int
        public var files: Int
        public var sheets: Int
    }

    public static func run(output: String, jobs: Int? = nil) throws -> Result {
        do { try VipsRuntime.start() } catch { throw Failure(description: "\(error)") }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        let shardFiles = names.filter { $0.hasPrefix("manifest.shard-") && $0.hasSuffix(".json") }.sorted()
        guard !shardFiles.isEmpty else { throw Failure(description: "\(output): no shard manifests (manifest.shard-I-of-N.json) to merge") }

        var manifests: [Manifest] = []
        for name in shardFiles {
            let file = (output as NSString).appendingPathComponent(name)
            do {
                manifests.append(try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: file))))
            } catch {
                throw Failure(description: "\(file): not a readable shard manifest (\(SystemReason.describe(error)))")
            }
        }
        let shards = manifests.compactMap { $0.shard.flatMap(Shard.init) }
        guard shards.count == manifests.count, let count = shards.first?.count, shards.allSatisfy({ $0.count == count }) else {
            throw Failure(description: "\(output): the shard manifests disagree on how many shards there are")
        }
        let missing = (1...count).filter { i in !shards.contains { $0.index == i } }
        guard missing.isEmpty else {
            throw Failure(description: "\(output): shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing")
        }
        var merged = manifests[0]
        merged.shard = nil
        guard manifests.allSatisfy({ var m = $0; m.shard = nil; m.complete = merged.complete; return m == merged }) else {
            throw Failure(description: "\(output): the shards were run with different inputs or options")
        }
        if let unfinished = manifests.first(where: { !$0.complete }) {
            throw Failure(description: "\(output): shard \(unfinished.shard ?? "?") did not finish; run it again, then merge")
        }
        let absent = merged.files.filter { $0.kind != .contactSheet }
            .filter { !FileManager.default.fileExists(atPath: (output as NSString).appendingPathComponent($0.path)) }
        guard absent.isEmpty else {
            throw Failure(description: "\(output): \(absent.count) files the shards should have written are missing, e.g. \(absent[0].path)")
        }

        // The contact sheets, from the frames on disk (PNG is lossless: the same cells as a single run).
        let sheets = merged.files.filter { $0.kind == .contactSheet }
        for sheet in sheets {
            let frames = merged.files.filter { $0.kind == .frame && $0.scene == sheet.scene && $0.animation == sheet.animation }
            let shown = frames.filter { ContactSheet.shows(index: $0.frame ?? 0, frameCount: frames.count) }
            let cells = try ParallelMap.run(count: shown.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { index in
                let entry = shown[index]
                let path = (output as NSString).appendingPathComponent(entry.path)
                do {
                    return try ContactSheet.cell(try VImage.load(path), index: entry.frame ?? 0, time: entry.time ?? 0)
                } catch {
                    throw Failure(description: "\(path): cannot read the frame (\(error))")
                }
            }
            let title = ContactSheet.title(scene: sheet.scene, animation: sheet.animation ?? "", frames: frames.count, fps: merged.settings.fps)
            let image = try ContactSheet(title: title, cells: cells).image()
            let destination = (output as NSString).appendingPathComponent(sheet.path)
            try image.savePNG(to: destination, compression: merged.settings.pngCompression)
        }
        try AtomicFile.write(try merged.encoded(), to: (output as NSString).appendingPathComponent("manifest.json"))
        for name in shardFiles {
            try? FileManager.default.removeItem(atPath: (output as NSString).appendingPathComponent(name))
        }
        return Result(shards: count, files: merged.files.count + 1, sheets: sheets.count)
    }
}
