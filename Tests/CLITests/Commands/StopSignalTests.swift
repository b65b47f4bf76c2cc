import Foundation
import Testing
import TestSupport

/// Every command stops on SIGTERM as a render does: at once, with status 143, leaving no
/// temporary file, no scratch folder and no ffmpeg behind.
@Suite struct StopSignalTests {
    /// An animated mockup, stopped while it draws its frames into its scratch folder.
    @Test func anAnimatedMockupStopsAndRemovesItsScratchFolder() throws {
        let work = try TestFolder(); defer { work.remove() }
        let temporary = work.file("tmp"), out = work.file("out")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // The default format is drawn at 3x: tens of seconds of frames to stop in the middle of.
        let process = try ShellStartedProcess(
            ["mockup", "-i", Repository.photos, "-o", out, "--animation", "swipe-right", "--export", "gif"],
            environment: ["TMPDIR": temporary], stderr: work.file("stderr.txt"))
        process.wait { Self.files(under: temporary).contains { $0.hasSuffix(".png") } }
        try #require(process.isRunning, "the mockup ended before it drew a frame: \(process.stderr)")
        let stopped = process.terminate()
        Self.expectStopped(process, within: stopped)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
        #expect(!Self.files(under: out).contains { $0.hasSuffix(".tmp") }, "\(Self.files(under: out))")
    }

    /// An animated mockup stopped while ffmpeg writes its MP4.
    @Test func anAnimatedMockupStopsItsFFmpeg() throws {
        let work = try TestFolder(); defer { work.remove() }
        let temporary = work.file("tmp"), out = work.file("out")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let process = try ShellStartedProcess(
            [
                "mockup", "-i", Repository.photos, "-o", out, "--format", "square", "--at", "1x", "--fps", "10",
                "--animation", "snap-back", "--export", "mp4"
            ],
            environment: ["TMPDIR": temporary, "PATH": try FakeFFmpeg.install(in: work.file("bin"))],
            stderr: work.file("stderr.txt"))
        let ffmpeg = try FakeFFmpeg.waitUntilWriting(process, into: out)
        let stopped = process.terminate()
        Self.expectStopped(process, within: stopped)
        #expect(FakeFFmpeg.ended(ffmpeg), "ffmpeg \(ffmpeg) outlived cardrender")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
        #expect(!Self.files(under: out).contains { $0.hasSuffix(".tmp") }, "\(Self.files(under: out))")
    }

    /// `merge --export mp4` stopped while ffmpeg writes an export into the merged folder.
    @Test func aMergeStopsItsFFmpeg() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        for shard in ["1/2", "2/2"] {
            let result = try CLIRunner.run([
                "-i", Repository.photos, "-o", out, "--scene", "deck", "--animation", "snap-back", "--scale", "0.5",
                "--fps", "10", "--shard", shard
            ])
            try #require(result.status == 0, "\(result.stderr)")
        }
        let process = try ShellStartedProcess(
            ["merge", out, "--export", "mp4"], environment: ["PATH": try FakeFFmpeg.install(in: work.file("bin"))],
            stderr: work.file("stderr.txt"))
        let ffmpeg = try FakeFFmpeg.waitUntilWriting(process, into: out)
        let stopped = process.terminate()
        Self.expectStopped(process, within: stopped)
        #expect(FakeFFmpeg.ended(ffmpeg), "ffmpeg \(ffmpeg) outlived cardrender")
        #expect(!Self.files(under: out).contains { $0.hasSuffix(".tmp") }, "\(Self.files(under: out))")
        // Nothing the stopped merge drew stands in the way of merging again.
        let again = try CLIRunner.run(["merge", out])
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// A command with nothing to wind down (here `plan`, blocked writing to a pipe no one reads)
    /// stops at once.
    @Test func aCommandWithNothingToWindDownStopsAtOnce() throws {
        let work = try TestFolder(); defer { work.remove() }
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let process = try ShellStartedProcess(
            ["plan", "--photos", "100000"], stdout: ends[1], stderr: work.file("stderr.txt"))
        close(ends[1])
        // Blocked once the pipe is full.
        process.wait {
            var waiting: Int32 = 0
            return ioctl(ends[0], UInt(FIONREAD), &waiting) == 0 && waiting >= 65536
        }
        try #require(process.isRunning, "plan ended: \(process.stderr)")
        Self.expectStopped(process, within: process.terminate())
    }

    /// Ended by itself with 128 + SIGTERM, saying so, within a couple of seconds of the signal.
    static func expectStopped(_ process: ShellStartedProcess, within seconds: Double) {
        #expect(process.killedBy == nil, "killed by signal \(process.killedBy ?? 0), not stopped")
        #expect(process.exitStatus == 143)
        #expect(process.stderr.contains("interrupted"), "\(process.stderr)")
        #expect(seconds < 2.5, "\(seconds) s after SIGTERM")
    }

    /// Every file below `root`, hidden ones included.
    static func files(under root: String) -> [String] {
        (try? TestFolder.files(under: root)) ?? []
    }
}

/// A stand-in for ffmpeg that writes a little of its output, then runs on until killed, so a
/// test can stop cardrender while "ffmpeg" is writing.
enum FakeFFmpeg {
    /// Writes the script into `folder` and returns a PATH that finds it first.
    static func install(in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try ExecutableScript.write(
            """
            #!/bin/sh
            for last; do :; done
            echo "half a video" > "${last#file:}"
            exec sleep 60
            """, to: folder + "/ffmpeg")
        return folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    /// Waits until `process` runs a child and a temporary file is in `folder`; the children.
    static func waitUntilWriting(_ process: ShellStartedProcess, into folder: String) throws -> [pid_t] {
        var children: [pid_t] = []
        process.wait {
            children = ProcessTable.children(of: process.pid)
            return !children.isEmpty && StopSignalTests.files(under: folder).contains { $0.hasSuffix(".tmp") }
        }
        try #require(process.isRunning && !children.isEmpty, "cardrender ended before ffmpeg wrote: \(process.stderr)")
        return children
    }

    /// True once every one of `children` has ended (gone, or a zombie no one has reaped yet).
    static func ended(_ children: [pid_t]) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if children.allSatisfy({ ProcessTable.state(of: $0).map { $0 == "Z" } ?? true }) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}

/// What /proc says about processes.
enum ProcessTable {
    /// The processes whose parent is `parent`.
    static func children(of parent: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0) }.filter { stat(of: $0)?.parent == parent }
    }

    /// A process's state letter (R, S, Z…), nil when there is no such process.
    static func state(of pid: pid_t) -> Character? { stat(of: pid)?.state }

    /// /proc/PID/stat is "PID (NAME) STATE PPID …"; the name may hold spaces and parentheses.
    private static func stat(of pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (state, parent)
    }
}
