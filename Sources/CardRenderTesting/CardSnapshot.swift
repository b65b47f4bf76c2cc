import CardCheck
import CardGeometry
import CardFormats
import CardRender
import CardSettings
import Foundation

/// Checks what a scene draws against snapshots recorded earlier, with cardrender's own renderer
/// and diff: the same bytes on any machine, and on failure the expected, actual and diff images
/// and the review page written together into an artifacts folder of the failure's own.
///
/// Safe to run in parallel, in one process or in several (CI jobs on one host): a check that
/// passes writes nothing but its private scratch folder, removed when it ends; a failure gets a
/// new folder (`<artifacts>/<TestFile>/<snapshot>`, `~2`… when taken); a missing snapshot is
/// recorded whole or not at all, and a run that finds it recorded meanwhile compares against it.
public struct CardSnapshot: Sendable {
    /// Draws the frames (its settings decide scale, canvas, captions…).
    public var renderer: FrameRenderer
    /// How pixels are compared: pixelmatch's threshold, anti-aliasing detection, budgets.
    public var diffOptions: DiffOptions
    /// A tolerance over `diffOptions`, recorded with the snapshots this records; nil: the one a
    /// snapshot was recorded with, if any (an empty one: `diffOptions` alone).
    public var tolerance: SnapshotTolerance?
    /// The folder failures' artifacts go in; nil: a folder of this process's in the temporary
    /// directory, made at the first failure.
    public var artifacts: String?
    /// How an animation's snapshot is recorded; nil: as `CARDRENDER_SNAPSHOT_FORMAT` says, else
    /// as the snapshot being replaced is stored, else as frames. A check compares against a
    /// snapshot in whichever format it is stored.
    public var format: SnapshotFormat?

    /// The environment variables read, in order, for the artifacts folder.
    public static let artifactsVariables = SnapshotArtifacts.variables

    /// The artifacts folder the environment names, or nil.
    public static func artifactsFolder(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> String?
    {
        SnapshotArtifacts.namedRoot(environment)
    }

    /// `artifacts` nil: `artifactsFolder()`, and without one a folder of this process's in the
    /// temporary directory.
    public init(
        renderer: FrameRenderer, diffOptions: DiffOptions = DiffOptions(), tolerance: SnapshotTolerance? = nil,
        artifacts: String? = nil, format: SnapshotFormat? = nil
    ) {
        self.renderer = renderer
        self.diffOptions = diffOptions
        self.tolerance = tolerance
        self.artifacts = artifacts ?? Self.artifactsFolder()
        self.format = format
    }

    /// What one check came to.
    public enum Result: Sendable, Equatable {
        /// Every frame matches its snapshot.
        case matched
        /// The snapshot was written (`folder`); the test fails so that CI never passes on it.
        case recorded(folder: String, message: String)
        /// Some frame differs, or the snapshot is missing and may not be recorded: `problem` says
        /// which, as a case; `artifacts` is the folder of the expected, actual and diff images
        /// when frames were compared.
        case failed(message: String, artifacts: String?, problem: CardSnapshotProblem)
    }

    /// Draws `subject` of `scene` and compares it with its snapshot folder under `location`
    /// (`<test>.<subject>`, or `<test>.<subject>.<name>` when `name` is given), recording as
    /// `record` says. Each message's first line names the snapshot and the verdict.
    public func verify(
        _ scene: any Scene, _ subject: SnapshotSubject, named name: String? = nil, at location: SnapshotLocation,
        record: SnapshotRecordMode
    ) throws -> Result {
        try tolerance?.validate()
        let folder = location.folder(for: subject, named: name)
        let snapshot = location.displayName(for: subject, named: name)
        let exists = FileManager.default.fileExists(
            atPath: (folder as NSString).appendingPathComponent(SnapshotRecording.fileName))
        let storage =
            try format ?? SnapshotFormat.fromEnvironment() ?? SnapshotRecording.read(folder)?.storage ?? .frames
        var drawn = try SnapshotFrames(scene, subject, renderer: renderer, format: storage)
        drawn.recording.precision = tolerance?.precision
        drawn.recording.perceptualPrecision = tolerance?.perceptualPrecision
        if record == .all || (!exists && record != .never) {
            if try drawn.record(into: folder, replacing: exists) {
                return .recorded(
                    folder: folder,
                    message: "Recorded snapshot \(snapshot) (\(subject.folderSuffix) of \(scene.name))"
                        + (exists ? ", replacing the one there" : "") + "; run the test again to compare against it."
                        + "\nSnapshot: \(folder)")
            }
            // Another run recorded it meanwhile: compared against below.
        } else if !exists {
            return .failed(
                message: "No snapshot \(snapshot), and the record mode is never: record it with "
                    + "CARDRENDER_SNAPSHOT_RECORD=missing.\nSnapshot: \(folder)", artifacts: nil,
                problem: .snapshotMissing(folder: folder))
        }
        let recorded = SnapshotRecording.read(folder)
        if let recorded {
            let mismatches = drawn.recording.mismatches(recorded)
            if !mismatches.isEmpty {
                return .failed(
                    message:
                        "Snapshot \(snapshot) was recorded with \(mismatches.map(\.description).joined(separator: ", ")): "
                        + "re-record it with CARDRENDER_SNAPSHOT_RECORD=all.\nSnapshot: \(folder)", artifacts: nil,
                    problem: .recordedWithOtherSettings(mismatches))
            }
        }
        if let recorded, recorded.storage == .apng, Self.unchanged(drawn, since: recorded, in: folder) {
            return .matched
        }
        let used = tolerance ?? recorded?.tolerance
        let expected: FrameComparison.Side =
            if let recorded, recorded.storage == .apng {
                .files(
                    try Self.framesOfAPNG(in: folder, recorded: recorded, compression: renderer.settings.pngCompression)
                )
            } else {
                .folder(folder, excluding: [SnapshotRecording.fileName])
            }
        let comparison = FrameComparison(
            expected: expected, actual: .files(drawn.files),
            relative: "\(scene.name)/\(subject.folderSuffix)", times: drawn.times,
            options: used?.applied(to: diffOptions) ?? diffOptions)
        let failure = try comparison.run {
            try SnapshotArtifacts.reserve(
                root: artifacts, group: (location.directory as NSString).lastPathComponent,
                name: location.folderName(for: subject, named: name))
        }
        guard let failure else { return .matched }
        var lines = ["Snapshot \(snapshot) does not match: \(failure.verdict(noun: ("file", "files")))."]
        lines += failure.details
        if let used, !used.isEmpty {
            lines.append("Compared with \(used.words)" + (tolerance == nil ? " (recorded with the snapshot)." : "."))
        }
        lines.append("Snapshot: \(folder)")
        lines += failure.locations
        if record == .failed {
            _ = try drawn.record(into: folder, replacing: true)
            lines.append("Re-recorded the snapshot (record mode failed).")
        }
        return .failed(
            message: lines.joined(separator: "\n"), artifacts: failure.folder,
            problem: failure.problem(snapshotFolder: folder))
    }

    /// Whether `drawn` is, byte for byte, what an APNG snapshot recorded: the same frames (by
    /// their recorded checksums), the same motion track, and `animation.png` still the file they
    /// were recorded into. Then the APNG need not be read back.
    private static func unchanged(_ drawn: SnapshotFrames, since recorded: SnapshotRecording, in folder: String) -> Bool
    {
        guard let frames = recorded.frameChecksums, let animation = recorded.animationChecksum,
            frames == drawn.frameChecksums
        else { return false }
        let motion = (folder as NSString).appendingPathComponent(MotionTrack.fileName)
        guard
            AnimationAPNG.plainContents(motion, limit: AnimationAPNG.maximumFileBytes)
                == drawn.files.first(where: { $0.name == MotionTrack.fileName })?.bytes
        else { return false }
        let path = (folder as NSString).appendingPathComponent(AnimationAPNG.fileName)
        guard let bytes = try? AnimationAPNG.read(path) else { return false }
        return SnapshotRecording.checksum(bytes) == animation
    }

    /// An APNG snapshot's files as a folder of frames holds them: each frame it shows as
    /// `frame-NNNN.png`, and its motion track.
    private static func framesOfAPNG(
        in folder: String, recorded: SnapshotRecording, compression: PNGCompression
    ) throws -> [(name: String, bytes: Data)] {
        let path = (folder as NSString).appendingPathComponent(AnimationAPNG.fileName)
        let data = try AnimationAPNG.read(path)
        let pngs: [Data]
        do {
            pngs = try AnimationAPNG.framePNGs(
                data, fps: AnimationAPNG.frameRate(recorded.fps ?? 0), compression: compression)
        } catch {
            throw CardSnapshotError.animationFile(path: path, reason: "\(error)")
        }
        var files = pngs.enumerated().map { (RenderPlan.frameName($0.offset), $0.element) }
        let motion = (folder as NSString).appendingPathComponent(MotionTrack.fileName)
        if let track = AnimationAPNG.plainContents(motion, limit: AnimationAPNG.maximumFileBytes) {
            files.append((MotionTrack.fileName, track))
        }
        return files
    }
}
