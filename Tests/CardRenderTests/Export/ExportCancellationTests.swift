import Foundation
import Synchronization
import Testing
import TestSupport
@testable import CardRender
@testable import CardFoundation

/// A cancelled run stops its exports: none starts after the cancel, ffmpeg is terminated, a long
/// libvips save is abandoned, and every export finished before is reported.
@Suite struct ExportCancellationTests {
    /// A PNG frame folder to export from (the deck's swipe-right at @0.25).
    private func frames(into folder: TestFolder) throws -> (times: [Double], count: Int) {
        let summary = try AnimatedExportTests.render([], into: folder)
        let times = summary.manifest.files.filter { $0.kind == .frame }.compactMap(\.time)
        return (times, times.count)
    }

    @Test func noExportStartsAfterTheCancelAndFinishedOnesAreReported() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let (times, count) = try frames(into: folder)
        let exports = try AnimationExports(formats: [.gif, .webp], loop: 0)
        let cancellation = ExportCancellation()
        var finished: [String] = []
        #expect(throws: RenderJob.Interrupted.self) {
            try exports.write(
                scene: "deck", animation: "swipe-right", folder: "deck/swipe-right", frameCount: count, times: times,
                fps: 20, output: folder.path, cancellation: cancellation
            ) { entry in
                finished.append(entry.path)
                cancellation.cancel()
            }
        }
        #expect(finished == ["deck/swipe-right.gif"])
        #expect(FileManager.default.fileExists(atPath: folder.file("deck/swipe-right.gif")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("deck/swipe-right.webp")))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.file("deck")).filter { $0.hasSuffix(".tmp") }
                .isEmpty)
    }

    /// Cancelled while the save is under way (here one that would not end for a minute), the
    /// export stops without waiting for it: the save is still running when `Stopped` comes.
    @Test func aLongSaveIsAbandonedAtOnce() throws {
        let cancellation = ExportCancellation()
        let stopped = PeakCounter()
        let saving = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let saved = Mutex(false)
        DispatchQueue.global().async {
            saving.wait()
            cancellation.cancel()
        }
        #expect(throws: ExportCancellation.Stopped.self) {
            try cancellation.abandoningOnCancel(stop: { stopped.enter(1) }) { () -> Int in
                saving.signal()
                // Bounded only so that an export that waits for its save fails here instead of hanging.
                _ = release.wait(timeout: .now() + 60)
                saved.withLock { $0 = true }
                return 1
            }
        }
        #expect(!saved.withLock { $0 }, "the export waited for the save to finish")
        #expect(stopped.highest == 1)
        release.signal()
    }

    /// ffmpeg (here a stand-in that would run for a minute) is terminated when the run is cancelled.
    @Test func ffmpegIsTerminatedOnCancel() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let fake = folder.file("ffmpeg"), started = folder.file("started")
        #expect(mkfifo(started, 0o644) == 0)
        // Says its process id through the FIFO once it runs, then sleeps in the same process.
        try ExecutableScript.write("#!/bin/sh\necho $$ > '\(started)'\nexec sleep 60\n", to: fake)
        let cancellation = ExportCancellation()
        let ffmpeg = Mutex<pid_t?>(nil)
        let cancelled = DispatchSemaphore(value: 0)
        Thread {
            let said = FileHandle(forReadingAtPath: started)?.readDataToEndOfFile()
            ffmpeg.withLock {
                $0 = said.flatMap {
                    pid_t(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                }
            }
            cancellation.cancel()
            cancelled.signal()
        }.start()
        #expect(throws: (any Error).self) {
            try VideoWriter(ffmpeg: fake).write(
                framesIn: folder.path, fps: 20, to: OutputFile(path: folder.file("out.mp4")), cancellation: cancellation
            )
        }
        // Bounded only so that a stand-in that never started fails here instead of hanging.
        try #require(cancelled.wait(timeout: .now() + 60) == .success, "the stand-in ffmpeg never started")
        let pid = try #require(ffmpeg.withLock { $0 })
        // Ended and waited for: the process is gone.
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "ffmpeg (\(pid)) is still there")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.mp4")))
    }

    /// Paths go to ffmpeg as file: URLs, so an output folder named like an option stays a path.
    @Test func ffmpegGetsFileURLs() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let fake = folder.file("ffmpeg"), log = folder.file("arguments.txt")
        // Records its arguments, then writes to the output (the last argument, without "file:").
        try ExecutableScript.write(
            """
            #!/bin/sh
            printf '%s\\n' "$@" > '\(log)'
            for last; do :; done
            echo video > "${last#file:}"
            """, to: fake)
        try FileManager.default.createDirectory(atPath: folder.file("-weird"), withIntermediateDirectories: true)
        try VideoWriter(ffmpeg: fake).write(
            framesIn: folder.file("-weird"), fps: 20, to: OutputFile(path: folder.file("-weird/a.mp4")))
        let arguments = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        let input = try #require(arguments.firstIndex(of: "-i").map { arguments[$0 + 1] })
        #expect(input == "file:" + folder.file("-weird/frame-%04d.png"))
        // The output is the file cardrender created and handed over as ffmpeg's stdout, never a path.
        #expect(arguments.last == "file:/proc/self/fd/1")
        #expect(FileManager.default.contents(atPath: folder.file("-weird/a.mp4")) == Data("video\n".utf8))
        #expect(VideoWriter.fileURL("-x/y.mp4") == "file:" + FileManager.default.currentDirectoryPath + "/-x/y.mp4")
    }
}
