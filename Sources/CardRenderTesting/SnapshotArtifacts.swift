import CardFoundation
import Foundation
import Synchronization

/// Where a failed check leaves its expected, actual and diff images. A passing check leaves
/// nothing. A failing one gets a folder of its own, `<root>/<TestFile>/<name>`, made with one
/// `mkdir` so that two runs can never share it: when the name is taken (by another run, or by an
/// earlier failure of this one) `~2`, `~3`… is added to it. The root is the folder the caller or
/// the environment names, else one made for this process in the temporary folder the first time
/// a check fails.
package enum SnapshotArtifacts {
    /// The environment variables read, in order, for the root.
    package static let variables = ["CARDRENDER_SNAPSHOT_ARTIFACTS", "SNAPSHOT_ARTIFACTS"]

    /// How many names a failure tries before giving up (`<name>`, `<name>~2`, … `<name>~1000`).
    static let attempts = 1000

    private static let processFolder = Mutex<String?>(nil)

    /// The root the environment names, or nil.
    package static func namedRoot(_ environment: [String: String]) -> String? {
        variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// This process's root in the temporary folder, made on the first call:
    /// `cardrender-snapshot-artifacts-<pid>-<random>`.
    package static func processRoot() throws -> String {
        try processFolder.withLock { folder in
            if let folder { return folder }
            let random = UUID().uuidString.prefix(8).lowercased()
            let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
                "cardrender-snapshot-artifacts-\(getpid())-\(random)")
            try makeFolder(path, parents: true)
            folder = path
            return path
        }
    }

    /// Makes a new, empty folder for one failure: `<root>/<group>/<name>`, or the first of
    /// `<name>~2`, `<name>~3`… that no one has made. `root` nil: `processRoot()`.
    package static func reserve(root: String?, group: String, name: String) throws -> String {
        let parent = ((try root ?? processRoot()) as NSString).appendingPathComponent(group)
        try makeFolder(parent, parents: true)
        for attempt in 1...attempts {
            let path = (parent as NSString).appendingPathComponent(attempt == 1 ? name : "\(name)~\(attempt)")
            if mkdir(path, 0o777) == 0 { return path }
            let code = errno
            guard code == EEXIST else {
                throw CardSnapshotError.files(path: path, reason: SystemReason.describe(code))
            }
        }
        throw CardSnapshotError.files(
            path: (parent as NSString).appendingPathComponent(name),
            reason: "\(attempts) artifacts folders of this name exist already; empty the artifacts folder")
    }

    private static func makeFolder(_ path: String, parents: Bool) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: parents)
        } catch {
            throw CardSnapshotError.files(path: path, reason: SystemReason.describe(error))
        }
    }
}
