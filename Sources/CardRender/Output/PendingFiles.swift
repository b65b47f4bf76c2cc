import Glibc
import Synchronization

/// The temporary files being written right now (see `OutputFile`), so that a process made to
/// stop before they are renamed into place can remove them rather than leave them behind. Each
/// is known by its folder's held descriptor and its name, so removing it never goes through a
/// path that could have been swapped meanwhile.
public enum PendingFiles {
    private struct Entry {
        var directory: Int32
        var name: String
    }

    private static let entries = Mutex<(next: Int, files: [Int: Entry])>((0, [:]))

    /// Registers a temporary file; returns the key to `remove` it by once it is in place.
    static func add(directory: Int32, name: String) -> Int {
        entries.withLock { state in
            state.next += 1
            state.files[state.next] = Entry(directory: directory, name: name)
            return state.next
        }
    }

    static func remove(_ key: Int) {
        entries.withLock { _ = $0.files.removeValue(forKey: key) }
    }

    /// Unlinks every temporary file still being written. For a process about to exit at once.
    public static func removeAll() {
        for entry in entries.withLock({ Array($0.files.values) }) { unlinkat(entry.directory, entry.name, 0) }
    }
}
