import Foundation
import Synchronization

/// The temporary files being written right now (see `AtomicFile`), so that a process made to
/// stop before they are renamed into place can remove them rather than leave them behind; also
/// the files a merge drew that no manifest lists yet (see `MergeDrawnFiles`).
public enum PendingFiles {
    private static let paths = Mutex<Set<String>>([])

    static func add(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    static func remove(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    /// Unlinks every temporary file still being written. For a process about to exit at once.
    public static func removeAll() {
        for path in paths.withLock({ $0 }) { unlink(path) }
    }
}
