import Foundation
import Synchronization

/// Runs the built `cardrender` executable, as a user would from a shell.
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
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("cardrender").path
    }()

    /// Starts cardrender in the background, its output discarded, for a test that signals or
    /// races it; the caller waits for it.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
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

    /// `environment` entries replace the test process's own (e.g. an empty PATH).
    /// `directory`: the working directory (the test process's own when nil).
    /// `timeout`: seconds after which the process is killed (and `timedOut` set).
    static func run(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
                    timeout: Double? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
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
        let errData = Mutex(Data())
        let errRead = DispatchGroup()
        errRead.enter()
        DispatchQueue.global().async {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            errData.withLock { $0 = data }
            errRead.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errRead.wait()
        process.waitUntilExit()
        watchdog?.cancel()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData.withLock { $0 }, as: UTF8.self),
                      signalled: process.terminationReason == .uncaughtSignal, timedOut: killed.withLock { $0 })
    }
}

/// A temporary folder removed at the end of a test.
struct Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("cardrender-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func copyFixture(_ name: String, as newName: String? = nil) throws {
        try FileManager.default.copyItem(atPath: (Repository.photos as NSString).appendingPathComponent(name), toPath: file(newName ?? name))
    }

    func files() -> [String] {
        (try? Self.files(under: path)) ?? []
    }

    /// The files below `root` that are missing, extra or different below `other`; empty when the
    /// two folders hold the same files with the same bytes.
    static func differences(_ root: String, _ other: String) throws -> [String] {
        let mine = try files(under: root), theirs = try files(under: other)
        let missing = Set(mine).symmetricDifference(theirs).sorted()
        let changed = Set(mine).intersection(theirs).sorted().filter {
            !FileManager.default.contentsEqual(atPath: (root as NSString).appendingPathComponent($0),
                                               andPath: (other as NSString).appendingPathComponent($0))
        }
        return missing + changed
    }

    /// Every file below `root`, relative to it, sorted.
    static func files(under root: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent(next), isDirectory: &isDirectory)
            if !isDirectory.boolValue { found.append(next) }
        }
        return found.sorted()
    }
}

enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let photos = root.appendingPathComponent("fixtures/photos").path
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
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
