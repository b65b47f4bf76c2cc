import Foundation
import Testing
import TestSupport
@testable import CardRender

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
            try exports.write(scene: "deck", animation: "swipe-right", folder: "deck/swipe-right", frameCount: count, times: times,
                              fps: 20, output: folder.path, cancellation: cancellation) { entry in
                finished.append(entry.path)
                cancellation.cancel()
            }
        }
        #expect(finished == ["deck/swipe-right.gif"])
        #expect(FileManager.default.fileExists(atPath: folder.file("deck/swipe-right.gif")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("deck/swipe-right.webp")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("deck")).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func aLongSaveIsAbandonedAtOnce() throws {
        let cancellation = ExportCancellation()
        let stopped = PeakCounter()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { cancellation.cancel() }
        let started = ContinuousClock.now
        #expect(throws: ExportCancellation.Stopped.self) {
            try cancellation.abandoningOnCancel(stop: { stopped.enter(1) }) { () -> Int in
                sleep(5)
                return 1
            }
        }
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(stopped.highest == 1)
    }

    /// ffmpeg (here a stand-in that would run for a minute) is terminated when the run is cancelled.
    @Test func ffmpegIsTerminatedOnCancel() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let fake = folder.file("ffmpeg")
        try "#!/bin/sh\nexec sleep 60\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let cancellation = ExportCancellation()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.cancel() }
        let started = ContinuousClock.now
        #expect(throws: (any Error).self) {
            try VideoWriter(ffmpeg: fake).write(framesIn: folder.path, fps: 20, to: OutputFile(path: folder.file("out.mp4")), cancellation: cancellation)
        }
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.mp4")))
    }

    /// Paths go to ffmpeg as file: URLs, so an output folder named like an option stays a path.
    @Test func ffmpegGetsFileURLs() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let fake = folder.file("ffmpeg"), log = folder.file("arguments.txt")
        // Records its arguments, then writes to the output (the last argument, without "file:").
        try """
        #!/bin/sh
        printf '%s\\n' "$@" > '\(log)'
        for last; do :; done
        echo video > "${last#file:}"
        """.write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        try FileManager.default.createDirectory(atPath: folder.file("-weird"), withIntermediateDirectories: true)
        try VideoWriter(ffmpeg: fake).write(framesIn: folder.file("-weird"), fps: 20, to: OutputFile(path: folder.file("-weird/a.mp4")))
        let arguments = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        let input = try #require(arguments.firstIndex(of: "-i").map { arguments[$0 + 1] })
        #expect(input == "file:" + folder.file("-weird/frame-%04d.png"))
        // The output is the file cardrender created and handed over as ffmpeg's stdout, never a path.
        #expect(arguments.last == "file:/proc/self/fd/1")
        #expect(FileManager.default.contents(atPath: folder.file("-weird/a.mp4")) == Data("video\n".utf8))
        #expect(VideoWriter.fileURL("-x/y.mp4") == "file:" + FileManager.default.currentDirectoryPath + "/-x/y.mp4")
    }
}
