import Foundation
import Synchronization

/// Writing to the terminal: messages on stderr, and a progress line that redraws itself only
/// when stderr is a terminal (logs and CI output stay clean).
///
/// Everything goes out with write(2): a closed, full or broken stdout or stderr makes a write
/// fail, and a failed message is dropped (there is nowhere left to report it), never a crash.
/// Every message is escaped (`TerminalText`) as it is written.
enum Terminal {
    /// True when stderr is a terminal, and no caller collects the output (`collectingOutput`).
    static var stderrIsTerminal: Bool { stderrIsATTY && collected.withLock { $0 == nil } }
    private static let stderrIsATTY = isatty(STDERR_FILENO) == 1

    /// What was written to stdout and stderr while a caller collected them.
    struct CollectedOutput: Sendable {
        var stdout = Data()
        var stderr = Data()
    }

    /// The output collected in place of descriptors 1 and 2; nil while writes go to them.
    private static let collected = Mutex<CollectedOutput?>(nil)

    /// Runs `body` with every write of this type collected instead of written to descriptors 1
    /// and 2, and returns what it wrote: for a program that runs cardrender's command line in
    /// its own process (`CommandLineRun.run(_:)` in the tests). One at a time: `body` must not
    /// call it again, and another thread's messages during `body` are collected too.
    static func collectingOutput(_ body: () -> Void) -> CollectedOutput {
        collected.withLock { $0 = CollectedOutput() }
        body()
        return collected.withLock { output in
            defer { output = nil }
            return output ?? CollectedOutput()
        }
    }

    /// One message line on stderr; any control character in it is shown escaped.
    static func writeError(_ line: String) {
        _ = write(TerminalText.escaped(line) + "\n", to: STDERR_FILENO)
    }

    /// Several lines the tool itself composed (argument-parser's usage text): each is escaped.
    static func writeErrorLines(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            TerminalText.escaped(String($0))
        }
        _ = write(lines.joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n"), to: STDERR_FILENO)
    }

    /// One line on stdout, escaped. False when it could not be written.
    @discardableResult
    static func output(_ line: String) -> Bool {
        write(TerminalText.escaped(line) + "\n", to: STDOUT_FILENO)
    }

    /// Bytes for stdout as they are (a JSON or YAML document). False when they could not be written.
    static func outputDocument(_ bytes: Data) -> Bool {
        if collect(bytes, to: STDOUT_FILENO) { return true }
        return bytes.withUnsafeBytes { writeAll($0, to: STDOUT_FILENO) }
    }

    /// Text the tool composed itself, control sequences included (the progress line).
    static func writeRaw(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// `folder/relative`, for messages.
    static func quoted(_ folder: String, _ relative: String) -> String {
        (folder as NSString).appendingPathComponent(relative)
    }

    /// Ends a progress line that may be drawn (erased on a terminal, ended in a file).
    static func clearProgress() { ProgressReporter.endLine() }

    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        if collect(Data(text.utf8), to: descriptor) { return true }
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Appends `bytes` to what is being collected for `descriptor`; false when nothing is.
    private static func collect(_ bytes: Data, to descriptor: Int32) -> Bool {
        collected.withLock { output in
            guard output != nil else { return false }
            if descriptor == STDOUT_FILENO { output!.stdout.append(bytes) } else { output!.stderr.append(bytes) }
            return true
        }
    }

    /// write(2) until everything is out, retrying on EINTR; false on any other failure.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    /// Before anything else: SIGPIPE ignored, so writing to a closed pipe fails with EPIPE
    /// instead of killing the process; and descriptors 0–2 that were closed are opened on
    /// /dev/null, so no file cardrender opens can take their number and receive its messages.
    static func prepareStandardStreams() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
