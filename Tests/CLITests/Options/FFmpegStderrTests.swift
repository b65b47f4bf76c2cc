import Foundation
import Testing
import TestSupport

/// ffmpeg's stderr is read as it comes and only its end is kept: whatever ffmpeg prints costs
/// cardrender a bounded amount of memory, and a failure still reports ffmpeg's last words.
@Suite struct FFmpegStderrTests {
    static let render = [
        "-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--fps", "10", "--scale", "0.5"
    ]

    /// An ffmpeg that prints hundreds of megabytes to stderr before failing: cardrender keeps only
    /// the end of it, and reports that end.
    @Test func anEndlesslyPrintingFFmpegCostsLittleMemoryAndItsLastWordsAreReported() throws {
        let work = try TestFolder(); defer { work.remove() }
        let fakes = work.file("bin")
        try FileManager.default.createDirectory(atPath: fakes, withIntermediateDirectories: true)
        try ExecutableScript.write(
            """
            #!/bin/sh
            yes "frame=    1 fps=0.0 q=0.0 size=       0kB time=00:00:00.00 bitrate=N/A speed=   0x" | head -c 300000000 >&2
            echo "the last words: Invalid data found when processing input" >&2
            exit 1
            """, to: fakes + "/ffmpeg")
        let errors = work.file("stderr.txt")
        #expect(FileManager.default.createFile(atPath: errors, contents: nil))
        let errorFile = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLIRunner.executable)
        process.arguments = Self.render + ["-o", work.file("out"), "--export", "mp4"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["PATH": fakes + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorFile
        try process.run()
        try errorFile.close()
        // The peak resident memory, as the kernel records it, read until the process ends.
        var peakKB = 0
        let deadline = Date().addingTimeInterval(180)
        while process.isRunning && Date() < deadline {
            peakKB = max(peakKB, PeakMemory.kilobytes(of: process.processIdentifier) ?? 0)
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(peakKB > 0, "no reading of the process's memory")
        if AddressSanitizer.measuresPeakMemory {
            #expect(peakKB < 200_000, "peak resident memory \(peakKB / 1024) MB")
        }
        #expect(process.terminationStatus == 2)
        let size = (try FileManager.default.attributesOfItem(atPath: errors)[.size] as? Int) ?? 0
        #expect(size < 64 * 1024, "stderr holds \(size) bytes")
        guard size < 64 * 1024 else { return }
        let said = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(
            said.contains("ffmpeg failed (status 1)")
                && said.contains("the last words: Invalid data found when processing input"), "\(said)")
    }
}

/// The high-water mark of a process's resident memory (VmHWM), while it runs.
enum PeakMemory {
    static func kilobytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}
