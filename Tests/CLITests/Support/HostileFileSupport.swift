import Foundation
import TestSupport

/// Helpers for the tests that hand cardrender hostile files: JSON edits, sparse files, scratch
/// device nodes, peak memory of one run.
enum HostileFiles {
    static func readJSON(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    static func writeJSON(_ object: [String: Any], to path: String) throws {
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func text(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// A file of `size` bytes that takes no disk space (a hole).
    static func sparse(_ path: String, size: Int) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0, ftruncate(descriptor, off_t(size)) == 0 else { throw CocoaError(.fileWriteUnknown) }
        close(descriptor)
    }

    /// A character device node like /dev/null (1, 3) or /dev/full (1, 7) in a scratch folder; nil
    /// where the system does not allow making one (not root, or a restricted container).
    static func characterDevice(_ path: String, major: UInt32, minor: UInt32) -> String? {
        mknod(path, S_IFCHR | 0o666, dev_t((major << 8) | minor)) == 0 ? path : nil
    }

    static func isCharacterDevice(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Runs cardrender under a small Python parent whose only child it is, so the child's peak
    /// resident memory can be read (`RUSAGE_CHILDREN`), in kilobytes.
    static func peakMemory(_ arguments: [String]) throws -> (result: CLIRunner.Result, kilobytes: Int) {
        let script =
            "import resource, subprocess, sys; s = subprocess.run(sys.argv[1:]).returncode; "
            + "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr); sys.exit(s)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, CLIRunner.executable] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errRead = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errRead.wait()
        process.waitUntilExit()
        var lines = String(decoding: errData, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        let kilobytes = Int(lines.popLast() ?? "") ?? -1
        let result = CLIRunner.Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: lines.joined(separator: "\n"))
        return (result, kilobytes)
    }
}
