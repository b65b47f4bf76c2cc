import Foundation
import Testing
import TestSupport

/// `--shard i/n` on n machines, then `cardrender merge`: byte for byte a single run.
@Suite struct ShardCommandTests {
    static let render = ["-i", Repository.photos, "--scene", "deck", "--scale", "0.5", "--fps", "20"]

    @Test func unionOfShardsEqualsASingleRun() throws {
        let work = try TestFolder(); defer { work.remove() }
        #expect(try CLIRunner.run(Self.render + ["-o", work.file("single")]).status == 0)
        // Each shard in its own folder, as CI matrix jobs upload them; then gathered into one.
        for i in 1...3 {
            let result = try CLIRunner.run(Self.render + ["-o", work.file("shard\(i)"), "--shard", "\(i)/3"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: work.file("shard\(i)/manifest.json")))
        }
        let gathered = work.file("gathered")
        try FileManager.default.createDirectory(atPath: gathered, withIntermediateDirectories: true)
        for i in 1...3 {
            let shard = work.file("shard\(i)")
            for file in try TestFolder.files(under: shard) {
                let destination = (gathered as NSString).appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                if !FileManager.default.fileExists(atPath: destination) {
                    try FileManager.default.copyItem(
                        atPath: (shard as NSString).appendingPathComponent(file), toPath: destination)
                }
            }
        }
        // Every still and frame is drawn by exactly one shard.
        let shares = try (1...3).map {
            try Set(TestFolder.files(under: work.file("shard\($0)")).filter { $0.hasSuffix(".png") })
        }
        #expect(
            shares[0].isDisjoint(with: shares[1]) && shares[1].isDisjoint(with: shares[2])
                && shares[0].isDisjoint(with: shares[2]))

        let merge = try CLIRunner.run(["merge", gathered])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(
            try TestFolder.differences(work.file("single"), gathered) == [],
            "the merged shards differ from a single run")
    }

    @Test func mergeRefusesAMissingShard() throws {
        let work = try TestFolder(); defer { work.remove() }
        for i in [1, 3] {
            #expect(
                try CLIRunner.run(Self.render + ["-o", work.path, "--shard", "\(i)/3", "--animation", "snap-back"])
                    .status == 0)
        }
        let merge = try CLIRunner.run(["merge", work.path])
        #expect(merge.status == 2)
        #expect(merge.stderr.contains("shard 2/3 missing"), "\(merge.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work.file("manifest.json")))
    }

    /// Refused by the parser, in process (ParsedCommandLine: a usage error, exit status 2).
    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "2"])
    func badShardsAreUsageErrors(_ value: String) throws {
        let message = try #require(
            ParsedCommandLine.refusal(Self.render + ["-o", "/nonexistent/out", "--shard", value]), "\(value) parsed")
        #expect(message.contains("--shard"), "\(message)")
    }

    /// The process's side: exit status 2, the option named on standard error.
    @Test func aBadShardExitsTwo() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(Self.render + ["-o", work.path, "--shard", "4/3"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--shard"), "\(result.stderr)")
    }
}
