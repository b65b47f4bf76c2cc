import CardFormats
import CardFoundation
import CardGeometry
import CardImaging
import CardSettings
import Foundation

/// One run of cardrender: photos from a folder, scenes and animations rendered to PNG stills,
/// frames and contact sheets, and a manifest of everything written.
public final class RenderJob: Sendable {
    /// The folder of photos; it is only read.
    public let input: String
    /// The folder the files are written into, created if missing; it must not be the input folder or
    /// lie inside it.
    public let output: String
    /// How the scenes are drawn: scale, frame rate, canvas, compression, exports.
    public let settings: RenderSettings
    /// The scenes to render, built-in or an app's own, in order.
    public let requests: [SceneRequest]
    /// Folders besides the input that the run must never write into (a golden folder).
    public let protectedFolders: [String]

    /// What the encoded bytes of repeated frames may hold at once (0: every frame is drawn).
    let repeatedFrameBudget: Int
    /// Stops the frames and exports not yet started, and the export being written.
    let cancellation = ExportCancellation()

    /// Asks a running job to stop: frames being written are finished (never left half-written),
    /// no new ones start, and the manifest records what was completed. Safe from any thread.
    public func cancel() {
        cancellation.cancel()
    }

    /// Thrown by `run` after `cancel()`: the manifest was written, marked incomplete.
    public struct Interrupted: Error, CustomStringConvertible {
        /// The files written before the run stopped.
        public var completedFiles: Int
        /// `interrupted: N files were completed and are listed in manifest.json`.
        public var description: String {
            "interrupted: "
                + (completedFiles == 1
                    ? "1 file was completed and is listed" : "\(completedFiles) files were completed and are listed")
                + " in manifest.json"
        }

        package init(completedFiles: Int) {
            self.completedFiles = completedFiles
        }
    }

    /// A job rendering `requests` from the photos in `input` into `output`. Nothing is read or
    /// written until `run`.
    public convenience init(
        input: String, output: String, settings: RenderSettings, requests: [SceneRequest],
        protectedFolders: [String] = []
    ) {
        self.init(
            input: input, output: output, settings: settings, requests: requests, protectedFolders: protectedFolders,
            repeatedFrameBudget: 64 << 20)
    }

    init(
        input: String, output: String, settings: RenderSettings, requests: [SceneRequest], protectedFolders: [String],
        repeatedFrameBudget: Int
    ) {
        self.repeatedFrameBudget = repeatedFrameBudget
        self.input = input
        self.protectedFolders = protectedFolders
        self.output = output
        self.settings = settings
        self.requests = requests
    }

    /// Reported after each file is written.
    public struct Progress: Sendable {
        /// Files written so far, this one included.
        public var done: Int
        /// Files the run writes in all, its manifest included.
        public var total: Int
        /// Relative path of the file just written.
        public var path: String
    }

    /// What a finished run did.
    public struct Summary: Sendable {
        /// The photos that could be read, which the scenes drew from.
        public var photos: Int
        /// The scenes rendered.
        public var scenes: Int
        /// The animations rendered, over every scene.
        public var animations: Int
        /// The animation frames drawn (for a shard, its share).
        public var frames: Int
        /// Every file written, the manifest included.
        public var files: Int
        /// Input files skipped or failed; the run went on without them.
        public var issues: [InputIssue]
        /// The manifest.json written.
        public var manifest: Manifest
        /// Things to tell the user that did not fail the run (an mp4 skipped without ffmpeg).
        public var notices: [RunNotice] = []

        /// True when some input meant as a photo could not be used.
        public var hadFailures: Bool { issues.contains { $0.severity == .failed } }
    }

    /// A problem that stops the whole run.
    public struct Failure: Error, CustomStringConvertible {
        /// What stopped the run.
        public var reason: RenderFailure
        /// Input problems found before the run had to stop.
        public var issues: [InputIssue]

        /// A failure for `reason`, with the input problems found so far.
        public init(_ reason: RenderFailure, issues: [InputIssue] = []) {
            self.reason = reason
            self.issues = issues
        }

        /// The reason's message.
        public var description: String { reason.description }
    }
}
