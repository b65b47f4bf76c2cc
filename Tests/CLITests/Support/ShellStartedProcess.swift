import Foundation

/// cardrender started as a shell starts it: every signal at its default action and none blocked.
/// A `Process` started from the test runner inherits the runner's blocked signals, SIGTERM among
/// them, so a command that does not handle SIGTERM would not be killed by it there as it is in a
/// shell. Its stderr goes to a file, read once it has ended; its stdout to `stdout` (a
/// descriptor of the test's) or nowhere.
final class ShellStartedProcess {
    let pid: pid_t
    private let stderrPath: String
    private var status: Int32?

    init(_ arguments: [String], environment: [String: String] = [:], stdout: Int32? = nil, stderr: String) throws {
        stderrPath = stderr
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let stdout {
            posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let variables = ProcessInfo.processInfo.environment.merging(StartCount.labelled(environment)) { $1 }.map {
            "\($0)=\($1)"
        }
        let argv = [CLIRunner.executable] + arguments
        var pid: pid_t = 0
        let result = withCStrings(argv) { argv in
            withCStrings(variables) { envp in posix_spawn(&pid, CLIRunner.executable, &actions, &attributes, argv, envp)
            }
        }
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        self.pid = pid
    }

    /// True until it has ended (and been waited for).
    var isRunning: Bool {
        if status != nil { return false }
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
        return status == nil
    }

    /// Waits for it to end; its raw wait status.
    @discardableResult
    func wait() -> Int32 {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        status = raw
        return raw
    }

    /// The exit status, or nil when a signal ended it.
    var exitStatus: Int32? {
        let raw = wait()
        return raw & 0x7f == 0 ? (raw >> 8) & 0xff : nil
    }

    /// The signal that ended it, if one did.
    var killedBy: Int32? {
        let raw = wait()
        return raw & 0x7f != 0 ? raw & 0x7f : nil
    }

    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// Polls `condition` until it holds, the process ends or `timeout` passes.
    func wait(timeout: Double = 120, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline && isRunning {
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Sends SIGTERM and waits for it to end; the seconds that took.
    func terminate() -> Double {
        let signalled = Date()
        kill(pid, SIGTERM)
        wait()
        return Date().timeIntervalSince(signalled)
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            wait()
        }
    }
}

/// `body` with `strings` as a NULL-terminated array of C strings.
private func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
