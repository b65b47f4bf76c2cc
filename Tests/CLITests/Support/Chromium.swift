import Foundation
import TestSupport

/// Headless Chromium, for the tests that open what cardrender wrote in a browser.
enum Chromium {
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let missing = "chromium is not installed (scripts/install-deps.sh --test installs it)"

    /// The review page's checker, which opens a page from file:// and drives it.
    static let reviewPageScript = Repository.root.appendingPathComponent("scripts/review-page-test.py").path

    /// Runs scripts/review-page-test.py on `page` with `arguments`, from `directory` (where the
    /// check ran, for a report that names its folders as they were given); what it printed, on
    /// stdout and stderr together, is the result's `stdout`.
    static func driveReviewPage(
        _ page: String, _ arguments: [String] = [], from directory: String? = nil
    ) throws -> CLIRunner.Result {
        let process = Process()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.executableURL = URL(fileURLWithPath: Python.path)
        process.arguments = [reviewPageScript, page, "--chromium", path!] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRunner.Result(
            status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }
}
