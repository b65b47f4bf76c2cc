import Foundation
import Synchronization
import TestSupport

@testable import cardrender

/// Runs cardrender's command line: in this process through the entry point's own code
/// (`CommandLineRun`), or the built `cardrender` executable, as a user would from a shell, where
/// the test needs a process of its own (an environment, a working directory, a timeout, signals,
/// streams, memory).
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the process ended by a signal (a trap, an abort), `status` being its number.
        var signalled = false
        /// True when it ran past the timeout and was killed.
        var timedOut = false
    }

    /// The test bundle and the tool are built into the same products folder.
    static let executable: String = {
        let bundle =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("cardrender").path
    }()

    /// Starts cardrender in the background, its output discarded, for a test that signals or
    /// races it; the caller waits for it.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = StartCount.processEnvironment([:])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Polls `condition` every `interval` seconds until it holds, `process` ends or `timeout` passes.
    static func wait(for process: Process, timeout: Double = 60, interval: Double = 0.05, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline && process.isRunning {
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Runs the command line in this process, unless it needs one of its own: `environment`
    /// entries replace the test process's own (e.g. an empty PATH), `directory` is the working
    /// directory, `timeout` the seconds after which the process is killed (and `timedOut` set).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
        timeout: Double? = nil
    ) throws -> Result {
        guard environment.isEmpty, directory == nil, timeout == nil else {
            return try runExecutable(arguments, environment: environment, directory: directory, timeout: timeout)
        }
        return runInProcess(arguments)
    }

    /// One command line at a time runs in this process: the terminal's output is collected for
    /// the whole process while it runs.
    private static let inProcess = Mutex(())

    /// The command line run by the entry point's code in this process, its stdout and stderr
    /// collected: what the binary does, less the setup of a process of its own (signal handlers,
    /// standard streams, malloc arenas).
    static func runInProcess(_ arguments: [String]) -> Result {
        var status: Int32 = 0
        let output = collectingTerminal { status = CommandLineRun.run(arguments) }
        return Result(
            status: status, stdout: String(decoding: output.stdout, as: UTF8.self),
            stderr: String(decoding: output.stderr, as: UTF8.self))
    }

    /// Runs `body`, which runs a command in this process, with what it writes to the terminal
    /// collected, one at a time with every other command run in process.
    static func collectingTerminal(_ body: () -> Void) -> Terminal.CollectedOutput {
        inProcess.withLock { _ in Terminal.collectingOutput(body) }
    }

    /// Runs a command in this process as `collectingTerminal` does, its terminal output dropped.
    static func inProcess<T>(_ body: () throws -> T) throws -> T {
        var result: Swift.Result<T, any Error>!
        _ = collectingTerminal { result = Swift.Result { try body() } }
        return try result.get()
    }

    /// Runs the built executable in a process of its own.
    static func runExecutable(
        _ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
        timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = StartCount.processEnvironment(environment)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killed = Mutex(false)
        let watchdog = timeout.map { seconds in
            let item = DispatchWorkItem {
                guard process.isRunning else { return }
                killed.withLock { $0 = true }
                kill(process.processIdentifier, SIGKILL)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
            return item
        }
        // Read both pipes at once, so a chatty child cannot fill one pipe while we wait on the other.
        let errRead = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errRead.wait()
        process.waitUntilExit()
        watchdog?.cancel()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal, timedOut: killed.withLock { $0 })
    }
}

extension CLIRunner {
    /// Runs a /bin/sh command line (for redirections a Process cannot express: closed descriptors,
    /// /dev/full, broken pipes).
    static func runShell(_ command: String) throws -> Result {
        try runTool("/bin/sh", ["-c", command])
    }

    /// Runs another program (a consumer of what cardrender wrote) and captures its output.
    static func runTool(_ executable: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = StartCount.processEnvironment([:])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errRead = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errRead.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
