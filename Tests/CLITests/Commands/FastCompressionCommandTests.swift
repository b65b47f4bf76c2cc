import Foundation
import Testing
import TestSupport

/// `--png-compression fast`: recorded in the manifest, and a merge of shards re-encodes its
/// contact sheets the same way, so the merged folder is byte for byte a single run's.
@Suite struct FastCompressionCommandTests {
    static let render = [
        "-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10",
        "--png-compression", "fast"
    ]

    @Test func shardsMergedAtFastAreASingleFastRun() throws {
        let work = try TestFolder(); defer { work.remove() }
        #expect(try CLIRunner.run(Self.render + ["-o", work.file("single")]).status == 0)
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: work.file("single/manifest.json")))) as? [String: Any])
        #expect((manifest["settings"] as? [String: Any])?["pngCompression"] as? Int == -1)

        let gathered = work.file("gathered")
        for i in 1...2 {
            let result = try CLIRunner.run(Self.render + ["-o", gathered, "--shard", "\(i)/2"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let merge = try CLIRunner.run(["merge", gathered])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(
            try TestFolder.differences(work.file("single"), gathered) == [],
            "the merged shards differ from a single run")

        // The same pixels as the default level, in other bytes.
        #expect(try CLIRunner.run(Array(Self.render.dropLast(2)) + ["-o", work.file("default")]).status == 0)
        let sheet = "deck/snap-back/contact-sheet.png"
        #expect(
            !FileManager.default.contentsEqual(
                atPath: work.file("single/\(sheet)"), andPath: work.file("default/\(sheet)")))
        let diff = try CLIRunner.run(["diff", work.file("default"), work.file("single")])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    }
}
