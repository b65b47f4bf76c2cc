import Foundation

/// A thread of this process as the kernel sees it: for a test that must act only once another
/// thread has gone to sleep on a lock, a condition or I/O (where it waits for what the test is
/// about), or has ended.
package enum KernelThread {
    /// The calling thread's id, from /proc/thread-self (a link to "PID/task/ID").
    package static var current: pid_t {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
        return pid_t(link.split(separator: "/").last ?? "") ?? 0
    }

    /// Returns once thread `id` sleeps or is gone. It yields meanwhile; there is no timer, so the
    /// wait lasts exactly until the thread gets there.
    package static func waitUntilAsleepOrGone(_ id: pid_t) {
        while let state = state(of: id), !"SZX".contains(state) { sched_yield() }
    }

    /// The state letter of /proc/self/task/ID/stat (R running, S sleeping, ...); nil when gone.
    package static func state(of id: pid_t) -> Character? {
        let descriptor = open("/proc/self/task/\(id)/stat", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        // "id (name) S ...": the name may hold spaces and parentheses, so look after the last ')'.
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].first { $0 != " " }
    }
}
