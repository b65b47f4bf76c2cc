import Foundation

/// Stand-in programs (a fake ffmpeg, a fake swift) that tests put on PATH.
package enum ExecutableScript {
    /// Writes `script` to `path` as an executable, through a child shell, so the file is never
    /// open in this process: a test running alongside that forks meanwhile would carry the open
    /// file into its child until that child execs, and running the script in that moment fails
    /// with "text file busy" (ETXTBSY).
    package static func write(_ script: String, to path: String) throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"cat > "$1.new" && chmod 755 "$1.new" && mv -f "$1.new" "$1""#, "sh", path]
        let input = Pipe()
        shell.standardInput = input
        try shell.run()
        try input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
        try input.fileHandleForWriting.close()
        shell.waitUntilExit()
        guard shell.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
