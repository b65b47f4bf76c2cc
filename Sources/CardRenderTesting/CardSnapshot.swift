import CardCheck
import CardGeometry
import CardRender
import Foundation

/// Checks what a scene draws against snapshots recorded earlier, with cardrender's own renderer
/// and diff: the same bytes on any machine, and on failure the expected, actual and diff images
/// and the review page written together into an artifacts folder.
public struct CardSnapshot: Sendable {
    /// Draws the frames (its settings decide scale, canvas, captions…).
    public var renderer: FrameRenderer
    /// How pixels are compared: pixelmatch's threshold, anti-aliasing detection, budgets.
    public var diffOptions: DiffOptions
    /// Where a failure's images and review page go.
    public var artifacts: String

    /// The environment variables read, in order, for the artifacts folder; without them a folder
    /// in the temporary directory is used.
    public static let artifactsVariables = ["CARDRENDER_SNAPSHOT_ARTIFACTS", "SNAPSHOT_ARTIFACTS"]

    /// The artifacts folder the environment names, or one in the temporary directory.
    public static func artifactsFolder(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> String
    {
        for name in artifactsVariables {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("cardrender-snapshot-artifacts")
    }

    /// `artifacts` nil: `artifactsFolder()`.
    public init(renderer: FrameRenderer, diffOptions: DiffOptions = DiffOptions(), artifacts: String? = nil) {
        self.renderer = renderer
        self.diffOptions = diffOptions
        self.artifacts = artifacts ?? Self.artifactsFolder()
    }

    /// What one check came to.
    public enum Result: Sendable, Equatable {
        /// Every frame matches its snapshot.
        case matched
        /// The snapshot was written (`folder`); the test fails so that CI never passes on it.
        case recorded(folder: String, message: String)
        /// Some frame differs, or the snapshot is missing and may not be recorded.
        case failed(message: String, artifacts: String?)
    }

    /// Draws `subject` of `scene` and compares it with its snapshot folder under `location`,
    /// recording as `record` says.
    public func verify(
        _ scene: any Scene, _ subject: SnapshotSubject, at location: SnapshotLocation,
        record: SnapshotRecordMode
    ) throws -> Result {
        let drawn = try SnapshotFrames(scene, subject, renderer: renderer)
        let folder = location.folder(for: subject)
        let exists = FileManager.default.fileExists(
            atPath: (folder as NSString).appendingPathComponent(SnapshotRecording.fileName))
        if record == .all || (!exists && record != .never) {
            try drawn.write(into: folder)
            return .recorded(
                folder: folder,
                message: "Recorded snapshot \(subject.folderSuffix) of \(scene.name) in \(folder)"
                    + (exists ? " (replacing the one there)" : "") + "; run the test again to compare against it.")
        }
        guard exists else {
            return .failed(
                message: "No snapshot at \(folder), and the record mode is never: record it with "
                    + "CARDRENDER_SNAPSHOT_RECORD=missing.", artifacts: nil)
        }
        if let recorded = SnapshotRecording.read(folder) {
            let mismatches = drawn.recording.mismatches(recorded)
            if !mismatches.isEmpty {
                return .failed(
                    message: "Snapshot \(folder) was recorded with \(mismatches.joined(separator: ", ")): "
                        + "re-record it with CARDRENDER_SNAPSHOT_RECORD=all.", artifacts: nil)
            }
        }
        let comparison = try SnapshotComparison(
            drawn: drawn, golden: folder, scene: scene.name, subject: subject,
            artifacts: artifactsFolder(location, subject), options: diffOptions)
        guard let failure = comparison.failure else {
            comparison.discard()
            return .matched
        }
        if record == .failed {
            try drawn.write(into: folder)
            return .failed(
                message: failure + "\nRe-recorded the snapshot (record mode failed).", artifacts: comparison.folder)
        }
        return .failed(message: failure, artifacts: comparison.folder)
    }

    /// This check's artifacts: `<artifacts>/<TestFile>/<testName>.<subject>`.
    private func artifactsFolder(_ location: SnapshotLocation, _ subject: SnapshotSubject) -> String {
        let testFile = (location.directory as NSString).lastPathComponent
        return ((artifacts as NSString).appendingPathComponent(testFile) as NSString)
            .appendingPathComponent("\(location.testName).\(subject.folderSuffix)")
    }
}
