import Foundation

/// Writing to the terminal: messages on stderr, and a progress line that redraws itself only
/// when stderr is a terminal (logs and CI output stay clean).
enum Terminal {
    static let stderrIsTerminal = isatty(STDERR_FILENO) == 1

    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func progress(_ text: String) {
        guard stderrIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
    }

    /// `folder/relative`, for messages.
    static func quoted(_ folder: String, _ relative: String) -> String {
        (folder as NSString).appendingPathComponent(relative)
    }

    static func clearProgress() {
        guard stderrIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
