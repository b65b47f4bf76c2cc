import Foundation
import Testing
import TestSupport

/// Index files (manifests, golden indexes, motion tracks) are sized before they are read: a
/// sparse 3 GB file is refused at once, in little memory, naming the file.
@Suite struct IndexFileLimitTests {
    static let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]
    static let huge = 3 << 30
    /// Far below the 3 GB a file read whole takes.
    static let memoryBound = 400 << 10

    @Test func aHugeGoldenIndexIsRefusedUnread() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        try HostileFiles.sparse(work.file("golden/golden.json"), size: Self.huge)
        let (result, peak) = try HostileFiles.peakMemory(
            ["-i", Repository.photos, "-o", work.file("out")] + Self.deck + ["--check", golden])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("golden.json") && result.stderr.contains("MB"), "\(result.stderr)")
        #expect(peak < Self.memoryBound, "peak \(peak) KB")
    }

    @Test func hugeManifestsAreRefusedUnread() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try HostileFiles.sparse(work.file("out/manifest.json"), size: Self.huge)
        let (render, renderPeak) = try HostileFiles.peakMemory(["-i", Repository.photos, "-o", out] + Self.deck)
        #expect(render.status == 2, "\(render.stdout)")
        #expect(render.stderr.contains("manifest.json"), "\(render.stderr)")
        #expect(renderPeak < Self.memoryBound, "peak \(renderPeak) KB")

        try FileManager.default.removeItem(atPath: work.file("out/manifest.json"))
        try HostileFiles.sparse(work.file("out/manifest.shard-1-of-2.json"), size: Self.huge)
        let (merge, mergePeak) = try HostileFiles.peakMemory(["merge", out])
        #expect(merge.status == 2, "\(merge.stdout)")
        #expect(merge.stderr.contains("manifest.shard-1-of-2.json"), "\(merge.stderr)")
        #expect(mergePeak < Self.memoryBound, "peak \(mergePeak) KB")
    }

    @Test func aHugeOrSpecialGoldenMotionTrackIsRefusedUnread() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden"), out = work.file("out")
        try RecordedGolden.copy(to: golden)
        // A change (rounder cards, at the golden's settings), so the review page plots the motion tracks.
        try HostileFiles.write("deck:\n  cornerRadius: 24\n", to: work.file("round.yaml"))
        let changed = Self.deck + ["--scene-file", work.file("round.yaml")]
        let motion = work.file("golden/deck/snap-back/motion.json")
        try FileManager.default.removeItem(atPath: motion)
        try HostileFiles.sparse(motion, size: Self.huge)
        let (check, peak) = try HostileFiles.peakMemory(
            ["-i", Repository.photos, "-o", out] + changed + ["--check", golden])
        #expect(check.status == 1, "\(check.stderr)")
        #expect(peak < Self.memoryBound, "peak \(peak) KB")

        try FileManager.default.removeItem(atPath: motion)
        #expect(mkfifo(motion, 0o644) == 0)
        let fifo = try CLIRunner.run(["-i", Repository.photos, "-o", out] + changed + ["--check", golden], timeout: 120)
        #expect(!fifo.timedOut && fifo.status == 1, "\(fifo.stderr)")
        #expect(!fifo.stdout.contains("permission") && !fifo.stderr.contains("permission"), "\(fifo.stdout)")
    }

    @Test func aHugeDiffReportIsRefusedUnread() throws {
        let work = try TestFolder(); defer { work.remove() }
        let photo = (Repository.photos as NSString).appendingPathComponent("astronaut.png")
        try FileManager.default.createDirectory(atPath: work.file("d"), withIntermediateDirectories: true)
        try HostileFiles.sparse(work.file("d/report.json"), size: Self.huge)
        let (diff, peak) = try HostileFiles.peakMemory(["diff", photo, photo, "--out", work.file("d")])
        #expect(diff.status == 2, "\(diff.stdout)")
        #expect(diff.stderr.contains("report.json"), "\(diff.stderr)")
        #expect(peak < Self.memoryBound, "peak \(peak) KB")
    }
}
