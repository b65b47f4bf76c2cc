import ArgumentParser
import Foundation
import Synchronization

/// Progress of a long run on stderr: on a terminal one line redrawn in place (cut to the
/// terminal's width, with the percentage, files per second and time left); elsewhere (CI logs)
/// a plain line every few seconds, with no control characters; or nothing. A redrawn line is
/// ended before any other message: erased on a terminal, ended with a newline in a file or pipe
/// (`--progress line` asked for there), where erasing does nothing.
final class ProgressReporter: Sendable {
    enum Mode: String, CaseIterable, Sendable {
        /// `line` on a terminal, `plain` otherwise.
        case auto
        case line, plain, none
    }

    private struct State {
        var started: Date?
        var lastDrawn = Date.distantPast
    }

    /// Whether a redrawn line is on stderr now, not yet ended: one for the whole process, as
    /// any message may follow any reporter's line.
    private static let lineIsOpen = Mutex(false)

    private let mode: Mode
    private let label: String
    private let plainInterval: TimeInterval
    private let state = Mutex(State())

    /// `label`: what is counted ("files", "pairs").
    init(mode: Mode, label: String, plainInterval: TimeInterval = 5) {
        self.mode = mode == .auto ? (Terminal.stderrIsTerminal ? .line : .plain) : mode
        self.label = label
        self.plainInterval = plainInterval
    }

    /// One finished item; safe from any thread.
    func update(done: Int, total: Int, path: String) {
        guard mode != .none else { return }
        let now = Date()
        let text: String? = state.withLock { state in
            let started = state.started ?? now
            state.started = started
            let interval = mode == .line ? 0.1 : plainInterval
            // The first report of a plain log waits one interval too: short runs stay silent.
            guard done == total ? mode == .line : now.timeIntervalSince(state.lastDrawn) >= interval else { return nil }
            if mode == .plain && state.lastDrawn == .distantPast {
                state.lastDrawn = now
                return nil
            }
            state.lastDrawn = now
            let line = ProgressLine(
                done: done, total: total, seconds: now.timeIntervalSince(started), label: label, path: path)
            return mode == .line
                ? "\r\u{1B}[2K" + line.text(width: Self.terminalWidth()) : "cardrender: " + line.text(width: nil) + "\n"
        }
        guard let text else { return }
        // Marked open under the same lock as the write, so an ending cannot slip between them.
        Self.lineIsOpen.withLock { open in
            Terminal.writeRaw(text)
            open = mode == .line
        }
    }

    /// Ends a drawn line (before other messages or at the end).
    func clear() { Self.endLine() }

    /// Ends the redrawn line if one is open: erased on a terminal, ended with a newline
    /// elsewhere, so that the next message starts a line of its own.
    static func endLine() {
        lineIsOpen.withLock { open in
            guard open else { return }
            Terminal.writeRaw(Terminal.stderrIsTerminal ? "\r\u{1B}[2K" : "\n")
            open = false
        }
    }

    /// Columns of the terminal on stderr (80 when it cannot be asked).
    static func terminalWidth() -> Int {
        var size = winsize()
        guard Terminal.stderrIsTerminal, ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return 80
        }
        return Int(size.ws_col)
    }
}

/// The text of one progress report: `[ 45%] 265/590 files · 31 files/s · 0:08 left · deck/…`.
struct ProgressLine {
    var done: Int
    var total: Int
    var seconds: Double
    var label: String
    var path: String

    /// `width`: at most this many columns less one (so the terminal never wraps): the parts that
    /// fit, in order of use (percentage, counts, time left, speed, then the path, shortened from
    /// its start); nil: the whole line.
    func text(width: Int?) -> String {
        let percent = total > 0 ? min(100, done * 100 / total) : 0
        let rate = seconds > 0 ? Double(done) / seconds : 0
        var parts = [
            "[\(String(repeating: " ", count: max(0, 3 - String(percent).count)))\(percent)%]",
            "\(done)/\(total) \(label)"
        ]
        if rate > 0 {
            if done < total { parts.append("\(Self.clock(Double(total - done) / rate)) left") }
            parts.append(rate >= 10 ? "\(Int(rate.rounded())) \(label)/s" : "\(Double(Int(rate * 10)) / 10) \(label)/s")
        }
        guard let width else { return parts[0] + " " + (parts.dropFirst() + [path]).joined(separator: " · ") }
        let room = width - 1
        var line = String(parts[0].prefix(room))
        for part in parts.dropFirst() where line.count + 3 + part.count <= room {
            line += (line.hasSuffix("]") ? " " : " · ") + part
        }
        let left = room - line.count - 3
        if left >= 8 { line += " · " + (path.count <= left ? path : "…" + path.suffix(left - 1)) }
        return line
    }

    /// 75.4 → "1:15", 3700 → "1:01:40".
    static func clock(_ seconds: Double) -> String {
        let total = Int(min(seconds, 359_999).rounded(.up))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}

extension ProgressReporter.Mode: ExpressibleByArgument {}
