import Foundation

/// The programs that read the CI recipe's files offline (actionlint, check-jsonschema,
/// kubernetes-validate) and a python3 with PyYAML, from the virtual environment
/// `scripts/install-deps.sh --test` makes, or from the folder CARDRENDER_TEST_TOOLS names.
enum TestTools {
    static let names = ["actionlint", "check-jsonschema", "kubernetes-validate", "python3"]

    /// The folder holding all of them; nil when one is missing.
    static let folder: String? = folder(holding: names)

    /// The first of the places above that holds every one of `programs`; nil when none does.
    static func folder(holding programs: [String]) -> String? {
        let candidates = [
            ProcessInfo.processInfo.environment["CARDRENDER_TEST_TOOLS"],
            (installed as NSString).appendingPathComponent("bin")
        ]
        return candidates.compactMap { $0 }.first { folder in
            programs.allSatisfy {
                FileManager.default.isExecutableFile(atPath: (folder as NSString).appendingPathComponent($0))
            }
        }
    }

    /// Where `scripts/install-deps.sh --test` puts them: `cardrender/test-tools` in the user's cache.
    static let installed: String = {
        let cache =
            ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        return (cache as NSString).appendingPathComponent("cardrender/test-tools")
    }()

    /// Whether a test that needs them should run: when they are there, and always in CI, where
    /// their absence is a failure rather than a skip.
    static let shouldRun = folder != nil || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    static let missing =
        "actionlint, check-jsonschema and kubernetes-validate are not installed (scripts/install-deps.sh --test installs them)"

    static func path(_ name: String, in folder: String) -> String { (folder as NSString).appendingPathComponent(name) }

    /// Runs a program to its end; its stdout and stderr together in `stdout`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: String? = nil
    ) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = StartCount.processEnvironment(environment)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRunner.Result(
            status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }
}
