import Foundation
import Testing
import TestSupport

/// `--export mp4` runs ffmpeg, which reads the frames through a pattern: any folder name must
/// reach it intact.
@Suite struct VideoExportTests {
    static let hasFFmpeg = FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")
    static let render = [
        "-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--fps", "10", "--scale", "0.5"
    ]

    /// ffmpeg reads the frames through an image2 pattern, in which `%` is special.
    @Test(.enabled(if: hasFFmpeg, "ffmpeg is not installed"))
    func aPercentSignInTheOutputFolderReachesFFmpegAsItself() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("done-100%")
        let result = try CLIRunner.run(Self.render + ["-o", out, "--export", "mp4"])
        #expect(result.status == 0, "\(result.stderr)")
        let video = try Data(contentsOf: URL(fileURLWithPath: out + "/deck/snap-back.mp4"))
        #expect(video.count > 8 && String(decoding: video[4..<8], as: UTF8.self) == "ftyp")

        // A relative --out is read from the working directory, whose name may hold one too.
        let directory = work.file("cwd-50%")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let relative = try CLIRunner.run(Self.render + ["-o", "out", "--export", "mp4"], directory: directory)
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/out/deck/snap-back.mp4"))
    }
}
