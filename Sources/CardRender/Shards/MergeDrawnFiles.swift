import CardFoundation
import Foundation

/// The contact sheets and exports a merge drew where no file was. No manifest lists them until
/// the merge writes manifest.json, so a later merge would take them for someone else's files and
/// refuse to go on: a merge that stops early removes them, and so does a process made to stop
/// at once (they wait in `PendingFiles` meanwhile). Files a merge replaced stay: the manifests
/// that let it replace them still list them.
struct MergeDrawnFiles {
    private var paths: [String] = []

    mutating func add(_ path: String) {
        paths.append(path)
        PendingFiles.add(path)
    }

    /// The merge finished: manifest.json lists them.
    mutating func keep() {
        paths.forEach(PendingFiles.remove)
        paths = []
    }

    /// The merge stopped before manifest.json was written.
    mutating func remove() {
        for path in paths {
            unlink(path)
            PendingFiles.remove(path)
        }
        paths = []
    }
}
