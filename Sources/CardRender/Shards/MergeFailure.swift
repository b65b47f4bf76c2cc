import CardFoundation
import CardImaging

/// Why `ShardMerge` could not merge a folder of shards. Each case carries what its message needs,
/// and the error that caused it where there is one.
public enum MergeFailure: Error, Sendable, CustomStringConvertible {
    case libvipsUnavailable(VipsFailure)
    case noSuchFolder(String)
    /// The folder could not be locked, opened or walked (another run holds it, a link on the way).
    case folderUnusable(any Error)
    /// A manifest in the folder could not be read.
    case unreadableManifest(any Error)
    case noShardManifests(folder: String)
    /// A shard manifest lists a path that leaves the folder; `problem` says how.
    case pathOutsideFolder(manifest: String, listed: String, problem: String, folder: String)
    case shardCountsDisagree(folder: String)
    /// Shards of `count` with no manifest, by number.
    case missingShards(folder: String, missing: [Int], count: Int)
    case shardsDiffer(folder: String, ShardDifference)
    case unfinishedShard(folder: String, shard: String)
    /// Where a shard's frame should be is a link, folder or special file.
    case notAFrame(path: String)
    /// Files the shards should have written that are not there (at least one).
    case missingFiles(folder: String, files: [String])
    case unreadableFrame(path: String, any Error)
    /// The animated exports cannot be written (mp4 alone without ffmpeg).
    case exportsUnavailable(RenderFailure)
    /// A file where merge writes that no cardrender manifest lists.
    case unclaimedFile(path: String)
    /// A folder, link or special file where merge writes a file.
    case notAFile(path: String)

    /// The failure in one line, naming the folder or file it concerns.
    public var description: String {
        switch self {
        case let .libvipsUnavailable(failure): "\(failure)"
        case let .noSuchFolder(folder): "\(folder): no such folder"
        case let .folderUnusable(error): "\(error)"
        case let .unreadableManifest(error): "\(error)"
        case let .noShardManifests(folder): "\(folder): no shard manifests (manifest.shard-I-of-N.json) to merge"
        case let .pathOutsideFolder(manifest, listed, problem, folder):
            "\(manifest): lists \"\(UserText.cut(listed, columns: 80))\", \(problem); shard manifests may only name files inside \(folder)"
        case let .shardCountsDisagree(folder): "\(folder): the shard manifests disagree on how many shards there are"
        case let .missingShards(folder, missing, count):
            "\(folder): shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing"
        case let .shardsDiffer(folder, difference): "\(folder): \(difference)"
        case let .unfinishedShard(folder, shard): "\(folder): shard \(shard) did not finish; run it again, then merge"
        case let .notAFrame(path): "\(path): is a link, folder or special file, not a frame a shard wrote"
        case let .missingFiles(folder, files):
            "\(folder): "
                + (files.count == 1
                    ? "1 file the shards should have written is missing:"
                    : "\(files.count) files the shards should have written are missing, e.g.")
                + " \(files.first ?? "")"
        case let .unreadableFrame(path, error): "\(path): cannot read the frame (\(error))"
        case let .exportsUnavailable(failure): "\(failure)"
        case let .unclaimedFile(path): "\(path): exists and no cardrender manifest lists it; move it away, then merge"
        case let .notAFile(path): "\(path): is a folder, link or special file where merge writes a file"
        }
    }
}
