import CardFoundation
import CardRender
import Foundation

/// The folder single mockups (still or animated) are written into,
/// owned through its manifest as a render's folder is (`RunOutput`), but adding to it: each run
/// writes its own files, keeps what earlier mockup runs wrote there and lists them all. A file
/// that no cardrender manifest lists is never replaced; the run stops first, naming it.
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
}
