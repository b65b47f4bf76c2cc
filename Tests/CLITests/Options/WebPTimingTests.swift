import Foundation
import Testing
import TestSupport

/// An animated WebP plays in the animation's own time at any frame rate, as `webpmux` reads it:
/// browsers stretch a frame of 10 ms or less to 100 ms, so no frame is that short.
@Suite struct WebPTimingTests {
    /// Each frame's duration in milliseconds, from `webpmux -info`'s table.
    static func durations(_ file: String) throws -> [Int] {
        let result = try CLIRunner.runTool("/usr/bin/webpmux", ["-info", file])
        try #require(result.status == 0, "webpmux: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("No.:") }, "\(result.stdout)")
        let column = try #require(lines[header].split(separator: " ").firstIndex(of: "duration"))
        return lines[(header + 1)...].compactMap { line in
            let fields = line.split(separator: " ")
            return fields.count > column ? Int(fields[column]) : nil
        }
    }

    @Test(arguments: [30.0, 100, 144, 240])
    func framesAreNeverShorterThanBrowsersShowAndAddUpToTheAnimation(fps: Double) throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        let result = try CLIRunner.run([
            "-i", Repository.photos, "-o", out, "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.25", "--fps", String(fps), "--export", "webp"
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let durations = try Self.durations(work.file("out/deck/snap-back.webp"))
        let manifest = try HostileFiles.readJSON(work.file("out/manifest.json"))
        let end = try #require((manifest["files"] as? [[String: Any]])?.compactMap { $0["time"] as? Double }.max())
        #expect(!durations.isEmpty)
        #expect(durations.allSatisfy { $0 >= 20 }, "\(fps) fps: \(durations)")
        // Up to the last frame the durations are the animation's time, within a frame; the last is held.
        let played = Double(durations.dropLast().reduce(0, +)) / 1000
        #expect(abs(played - end) <= 1 / fps + 0.001, "\(fps) fps: \(played) s against \(end) s")
    }
}

/// An animated WebP carries no metadata, as docs/output.md says of exports: no EXIF or XMP chunk,
/// and libwebp's own reader finds the file sound.
@Suite struct WebPMetadataTests {
    @Test func anExportedWebPHasNoMetadataChunks() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run([
            "-i", Repository.photos, "-o", work.file("out"), "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.25", "--fps", "10", "--export", "webp"
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let webp = work.file("out/deck/snap-back.webp")
        let info = try CLIRunner.runTool("/usr/bin/webpmux", ["-info", webp])
        #expect(info.status == 0)
        let features = try #require(info.stdout.split(separator: "\n").first { $0.hasPrefix("Features present:") })
        #expect(
            features.contains("animation") && !features.contains("EXIF") && !features.contains("XMP"), "\(features)")
        let check = try CLIRunner.runTool("/usr/bin/webpinfo", ["-quiet", webp])
        #expect(check.status == 0, "webpinfo: \(check.stdout)\(check.stderr)")
    }
}
