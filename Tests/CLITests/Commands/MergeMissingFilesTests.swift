import Foundation
import Testing
import TestSupport

/// `cardrender merge` over shards whose files did not all arrive: the error counts them in
/// plain English and names one.
@Suite struct MergeMissingFilesTests {
    /// One shard of one, its frames removed as a failed copy would leave them.
    static func shardMissing(_ frames: [Int], in work: TestFolder) throws -> CLIRunner.Result {
        let out = work.file("out")
        let render = try CLIRunner.run([
            "-i", Repository.photos, "-o", out, "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.5", "--fps", "10", "--shard", "1/1"
        ])
        try #require(render.status == 0, "\(render.stderr)")
        for frame in frames {
            try FileManager.default.removeItem(atPath: out + "/deck/snap-back/frame-000\(frame).png")
        }
        return try CLIRunner.run(["merge", out])
    }

    @Test func oneMissingFileIsOneFile() throws {
        let work = try TestFolder(); defer { work.remove() }
        let merge = try Self.shardMissing([3], in: work)
        #expect(merge.status == 2)
        #expect(
            merge.stderr.contains("1 file the shards should have written is missing: deck/snap-back/frame-0003.png"),
            "\(merge.stderr)")
    }

    @Test func severalMissingFilesAreCountedAndOneIsNamed() throws {
        let work = try TestFolder(); defer { work.remove() }
        let merge = try Self.shardMissing([2, 4], in: work)
        #expect(merge.status == 2)
        #expect(
            merge.stderr.contains(
                "2 files the shards should have written are missing, e.g. deck/snap-back/frame-0002.png"),
            "\(merge.stderr)")
    }
}
