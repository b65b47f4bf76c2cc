import Foundation
import Testing
import TestSupport

/// A run splits into at most 100,000 shards: a total over that is refused naming the cap, whether
/// it comes from `--shard`, `auto/N` or the environment, and nothing is written.
@Suite struct ShardCapMessageTests {
    @Test(arguments: [
        (
            ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "1000000"], "auto",
            "CI_NODE_INDEX=1 and CI_NODE_TOTAL=1000000 is 1000000 shards"
        ),
        (["CARDRENDER_SHARD": "1/1000000"], "auto", "CARDRENDER_SHARD=1/1000000 is 1000000 shards")
    ])
    func aTotalOverTheCapIsRefusedNamingIt(variables: [String: String], shard: String, said: String) throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("out"), "--shard", shard],
            environment: ShardAutoCommandTests.environment(variables))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(said), "\(result.stderr)")
        #expect(result.stderr.contains("at most 100000"), "the cap is named: \(result.stderr)")
        #expect(!result.stderr.contains("must be from 1 to 1000000"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work.file("out")))
    }

    /// A total given on the command line is refused by the parser, in process (ParsedCommandLine:
    /// a usage error, exit status 2), whatever the environment says (`auto/N` takes only the index
    /// from it).
    @Test(arguments: [("auto/1000000", "'auto/1000000' is invalid"), ("1/1000000", "'1/1000000' is invalid")])
    func aTotalOverTheCapOnTheCommandLineIsRefusedByTheParser(shard: String, said: String) throws {
        let message = try #require(
            ParsedCommandLine.refusal(["-i", Repository.photos, "-o", "/nonexistent/out", "--shard", shard]),
            "\(shard) parsed")
        #expect(message.contains(said), "\(message)")
        #expect(message.contains("at most 100000"), "the cap is named: \(message)")
        #expect(!message.contains("must be from 1 to 1000000"), "\(message)")
    }

    /// At the cap a total is a split like any other.
    @Test func theCapItselfIsAccepted() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("out"), "--scene", "deck", "--animation", "snap-back"]
                + ["--scale", "0.25", "--fps", "4", "--shard", "auto"],
            environment: ShardAutoCommandTests.environment(["CI_NODE_INDEX": "100000", "CI_NODE_TOTAL": "100000"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.file("out/manifest.shard-100000-of-100000.json")))
    }
}
