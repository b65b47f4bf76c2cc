import Glibc
import Synchronization

/// The files a process made to stop at once must remove rather than leave behind: temporary files
/// being written right now (see `OutputFile`), known by their folder's held descriptor and name
/// so removing one never goes through a path that could have been swapped meanwhile, and the
/// files a merge drew that no manifest lists yet (see `MergeDrawnFiles`), known by path.
package enum PendingFiles {
    private struct Entry {
        var directory: Int32
        var name: String
    }

    private struct State {
        var next = 0
        var temporary: [Int: Entry] = [:]
        var drawn: Set<String> = []
    }

    private static let state = Mutex(State())

    /// Registers a temporary file; returns the key to `remove` it by once it is in place.
    static func add(directory: Int32, name: String) -> Int {
        state.withLock { state in
            state.next += 1
            state.temporary[state.next] = Entry(directory: directory, name: name)
            return state.next
        }
    }

    static func remove(_ key: Int) {
        state.withLock { _ = $0.temporary.removeValue(forKey: key) }
    }

    package static func add(_ path: String) {
        state.withLock { _ = $0.drawn.insert(path) }
    }

    package static func remove(_ path: String) {
        state.withLock { _ = $0.drawn.remove(path) }
    }

    /// Unlinks every file still pending. For a process about to exit at once.
    package static func removeAll() {
        let (temporary, drawn) = state.withLock { (Array($0.temporary.values), $0.drawn) }
        for entry in temporary { unlinkat(entry.directory, entry.name, 0) }
        for path in drawn { unlink(path) }
    }
}
