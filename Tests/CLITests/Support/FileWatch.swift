import Foundation

/// Waits for files to appear below a folder as the kernel reports them (inotify), not by looking
/// again and again: a test acts the moment a running cardrender has written what it waits for.
enum FileWatch {
    /// Returns true once `condition` holds, re-checked whenever something is created in or moved
    /// into a folder below `root` (folders made meanwhile are watched too); false when `process`
    /// ends first or `timeout` seconds pass (a hang guard, not a measure: far beyond any wait here).
    static func wait(
        under root: String, while process: Process, timeout: Double = 120, until condition: () -> Bool
    ) -> Bool {
        let events = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard events >= 0 else { return false }
        defer { close(events) }
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            // Watched before the look, so nothing made after the look goes unheard.
            watchFolders(under: root, with: events)
            if condition() { return true }
            guard process.isRunning, Date() < deadline else { return condition() }
            // Woken at once by what the kernel reports; at least every quarter second too, only
            // to notice a process that ended without writing it.
            var ready = pollfd(fd: events, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 250)
            while read(events, &buffer, buffer.count) > 0 {}
        }
    }

    /// `root` and every folder below it.
    private static func watchFolders(under root: String, with events: Int32) {
        let mask = UInt32(IN_CREATE | IN_MOVED_TO)
        _ = inotify_add_watch(events, root, mask)
        let walker = FileManager.default.enumerator(atPath: root)
        while let next = walker?.nextObject() as? String {
            if (walker?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                _ = inotify_add_watch(events, (root as NSString).appendingPathComponent(next), mask)
            }
        }
    }
}
