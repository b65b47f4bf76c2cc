import CardCheck
import CardFoundation
import Foundation

/// Expected files against drawn ones, compared by `DiffRun` as a render's folders are
/// (`expected/<relative>/`, `actual/<relative>/`), so the motion tracks are compared too.
///
/// The comparison runs in a private scratch folder, removed when it ends: a pass writes nothing
/// anywhere else. Only a failure asks for an artifacts folder (`SnapshotArtifacts.reserve`),
/// moves the two sides there and diffs them again into its `diff/`, so a reviewer finds the
/// expected, actual and diff images and the review page together.
package struct FrameComparison {
    /// One side's files.
    package enum Side {
        /// The files of a folder, but those named.
        case folder(String, excluding: Set<String>)
        /// Files by name and bytes.
        case files([(name: String, bytes: Data)])
    }

    /// What a failed comparison left, and where.
    package struct Failure {
        /// The diff's report.
        package var report: DiffReport
        /// The artifacts folder: `expected/`, `actual/` and `diff/`.
        package var folder: String
        /// The sub-folder of the files inside `expected/` and `actual/` ("" for none).
        package var relative: String
        /// Each file's time in seconds, by its path relative to `expected/` and `actual/`.
        package var times: [String: Double]

        package var reviewPage: String { (diffFolder as NSString).appendingPathComponent(DiffRun.reviewPageName) }
        package var diffFolder: String { (folder as NSString).appendingPathComponent("diff") }
    }

    package var expected: Side
    package var actual: Side
    /// The sub-folder both sides' files are laid out in ("" for none), e.g. `scene/animation`.
    package var relative: String
    /// Each file's time in seconds, by file name.
    package var times: [String: Double]
    package var options: DiffOptions

    package init(expected: Side, actual: Side, relative: String, times: [String: Double], options: DiffOptions) {
        self.expected = expected
        self.actual = actual
        self.relative = relative
        self.times = times
        self.options = options
    }

    /// Compares; nil when every file passes. `artifacts` gives the new folder a failure is left in.
    package func run(artifacts: () throws -> String) throws -> Failure? {
        let scratch: String
        do { scratch = try ScratchFolders.make(prefix: "cardrender-snapshot-") } catch {
            throw CardSnapshotError.files(NSTemporaryDirectory(), error)
        }
        defer { ScratchFolders.remove(scratch) }
        try lay(expected, into: (scratch as NSString).appendingPathComponent("expected"))
        try lay(actual, into: (scratch as NSString).appendingPathComponent("actual"))
        let first = try diff(in: scratch, out: nil)
        guard first.status != .noDifferences else { return nil }

        let folder = try artifacts()
        for side in ["expected", "actual"] {
            let from = (scratch as NSString).appendingPathComponent(side)
            let to = (folder as NSString).appendingPathComponent(side)
            do { try FileManager.default.moveItem(atPath: from, toPath: to) } catch {
                throw CardSnapshotError.files(to, error)
            }
        }
        let outcome = try diff(in: folder, out: (folder as NSString).appendingPathComponent("diff"))
        return Failure(report: outcome.report, folder: folder, relative: relative, times: relativeTimes)
    }

    private var relativeTimes: [String: Double] {
        Dictionary(uniqueKeysWithValues: times.map { (relative.isEmpty ? $0.key : "\(relative)/\($0.key)", $0.value) })
    }

    private func diff(in folder: String, out: String?) throws -> DiffRun.Outcome {
        var run = DiffRun(
            expected: (folder as NSString).appendingPathComponent("expected"),
            actual: (folder as NSString).appendingPathComponent("actual"), options: options, out: out)
        run.times = relativeTimes
        return try run.run()
    }

    /// Writes one side's files into `root/<relative>/`.
    private func lay(_ side: Side, into root: String) throws {
        let manager = FileManager.default
        let folder = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CardSnapshotError.files(folder, error)
        }
        switch side {
        case let .folder(source, excluding):
            let names: [String]
            do { names = try manager.contentsOfDirectory(atPath: source) } catch {
                throw CardSnapshotError.files(source, error)
            }
            for name in names.sorted() where !excluding.contains(name) && !name.hasPrefix(".") {
                let from = (source as NSString).appendingPathComponent(name)
                do {
                    try manager.copyItem(atPath: from, toPath: (folder as NSString).appendingPathComponent(name))
                } catch {
                    throw CardSnapshotError.files(from, error)
                }
            }
        case let .files(files):
            for (name, bytes) in files {
                let path = (folder as NSString).appendingPathComponent(name)
                do { try bytes.write(to: URL(fileURLWithPath: path)) } catch {
                    throw CardSnapshotError.files(path, error)
                }
            }
        }
    }
}
