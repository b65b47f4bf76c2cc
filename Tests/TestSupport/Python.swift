import Foundation

/// The python3 on PATH, named by the interpreter's own path. A version manager's `python3` on
/// PATH is a shim (pyenv's is a shell script that runs several more) that costs about 0.1 s a
/// start where the interpreter costs 0.01 s; asked once, the tests then start it directly.
package enum Python {
    /// The PATH's python3 as its interpreter's path; Debian's when there is none on PATH.
    package static let path: String = interpreter() ?? "/usr/bin/python3"

    private static func interpreter() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let printed = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return path
    }
}
