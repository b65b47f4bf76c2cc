import CardFormats
import Synchronization

/// The files a run has put in place, in the order they landed, each told to the caller's progress
/// handler as it lands. Any thread may add to it.
final class FinishedFiles: Sendable {
    private let entries = Mutex([Manifest.Entry]())
    /// Every file the run writes, its manifest included: the count the progress reaches.
    let total: Int
    private let progress: (@Sendable (RenderJob.Progress) -> Void)?

    init(total: Int, progress: (@Sendable (RenderJob.Progress) -> Void)?) {
        self.total = total
        self.progress = progress
    }

    func add(_ entry: Manifest.Entry) {
        let count = entries.withLock { list -> Int in
            list.append(entry)
            return list.count
        }
        progress?(RenderJob.Progress(done: count, total: total, path: entry.path))
    }

    /// What landed, ordered by path (the order a run that stopped early lists them in).
    func byPath() -> [Manifest.Entry] {
        entries.withLock { $0 }.sorted { $0.path < $1.path }
    }

    /// The last report: the manifest, written after everything else.
    func finish(manifest path: String) {
        progress?(RenderJob.Progress(done: total, total: total, path: path))
    }
}
