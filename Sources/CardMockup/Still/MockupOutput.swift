import CardFormats
import CardFoundation
import CardImaging
import CardRender
import CardSettings
import Foundation

/// The folder single mockups (still or animated) are written into,
/// owned through its manifest as a render's folder is (`RunOutput`), but adding to it: each run
/// writes its own files, keeps what earlier mockup runs wrote there and lists them all. A file
/// that no cardrender manifest lists is never replaced; the run stops first, naming it. A folder
/// that holds a render (or a share of one) is refused: its manifest speaks of frames, and a
/// mockup would take over files it does not make.
struct MockupOutput {
    let root: String
    let input: String

    /// Writes `files` (paths inside the folder) with `write`, which is handed each one's full
    /// path, then the manifest listing them with what earlier runs wrote.
    func write(
        _ entries: [Manifest.Entry], settings: Manifest.Settings, photos: [PhotoFile], issues: [InputIssue],
        write: (_ entry: Manifest.Entry, _ path: String) throws -> Void
    ) throws {
        let folder = GuardedFolder(root: root, protected: [input])
        try Self.refuseRender(in: folder)
        let paths = entries.map(\.path)
        // Earlier mockups stay: listed again, so the next run may replace them too.
        let earlier = (Manifest.of(folder: root)?.files ?? []).filter { entry in
            !paths.contains(entry.path) && ContainedPath.isContained(entry.path)
                && (try? folder.entry(entry.path)) == .file
        }
        func manifest(_ files: [Manifest.Entry], complete: Bool) -> Manifest {
            Manifest(
                tool: "cardrender \(CardRenderVersion.string)", complete: complete, shard: nil, settings: settings,
                photos: photos.map { ($0.path as NSString).lastPathComponent },
                issues: issues.map {
                    .init(
                        file: ($0.path as NSString).lastPathComponent, reason: $0.reason, severity: $0.severity.rawValue
                    )
                },
                files: files)
        }
        let run = try RunOutput(
            folder: folder, shard: nil, writes: paths, planned: paths + earlier.map(\.path),
            writing: manifest(earlier, complete: false))
        var done = earlier
        for entry in entries {
            do {
                try write(entry, run.folder.path(entry.path))
            } catch {
                var stopped = manifest(done, complete: false)
                stopped.pending = run.pending(afterStoppingWith: Set(done.map(\.path)))
                _ = try? run.folder.file(Manifest.fileName).write(try stopped.encoded())
                throw error
            }
            done.append(entry)
        }
        try run.folder.file(Manifest.fileName).write(try manifest(done, complete: true).encoded())
    }

    /// Stops before anything is written when `folder` holds a render's files: its manifest lists
    /// a still, frame, contact sheet, motion track or a render's export, or a shard's manifest is there.
    static func refuseRender(in folder: GuardedFolder) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.root)) ?? []
        if let shard = names.sorted().first(where: Shard.isManifestName) {
            throw GuardedFolder.Refusal(path: folder.path(shard), reason: "is a render's shard manifest" + elsewhere)
        }
        if let rendered = Manifest.of(folder: folder.root)?.files.first(where: { !$0.isMockup }) {
            throw GuardedFolder.Refusal(
                path: folder.path(Manifest.fileName),
                reason: "lists a render's files (\(UserText.quoted(rendered.path))…)" + elsewhere)
        }
    }

    private static let elsewhere = ": mockups add only to a folder of mockups; write them into a folder of their own"
}
