import Foundation
import Testing
import TestSupport

/// `--shard auto` and `auto/N`: the share comes from the variables a CI service or a Kubernetes
/// Indexed Job sets, the run says which it used, and it refuses when none is set.
@Suite struct ShardAutoCommandTests {
    static let render = [
        "-i", Repository.photos, "--scene", "deck", "--scale", "0.5", "--fps", "20", "--progress", "none"
    ]

    /// Every variable `--shard auto` reads, unset (empty), so that the test process's own
    /// environment cannot choose the shard; a test then sets the ones it means.
    static func environment(_ set: [String: String]) -> [String: String] {
        let names = [
            "CARDRENDER_SHARD", "CI_NODE_INDEX", "CI_NODE_TOTAL", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL",
            "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", "JOB_COMPLETION_INDEX"
        ]
        return Dictionary(uniqueKeysWithValues: names.map { ($0, "") }).merging(set) { $1 }
    }

    @Test func gitLabsOneBasedVariablesPickTheSameShareAsIN() throws {
        let work = try TestFolder(); defer { work.remove() }
        let auto = try CLIRunner.run(
            Self.render + ["-o", work.file("auto"), "--shard", "auto"],
            environment: Self.environment(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"]))
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(
            auto.stderr.contains(
                "cardrender: --shard auto: shard 2/3, from CI_NODE_INDEX=2 and CI_NODE_TOTAL=3 (GitLab CI, counting from 1)"
            ), "\(auto.stderr)")
        let fixed = try CLIRunner.run(
            Self.render + ["-o", work.file("fixed"), "--shard", "2/3"], environment: Self.environment([:]))
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(!fixed.stderr.contains("--shard auto"), "a fixed shard says nothing: \(fixed.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.file("auto/manifest.shard-2-of-3.json")))
        #expect(
            try TestFolder.differences(work.file("fixed"), work.file("auto")) == [],
            "--shard auto with CI_NODE_INDEX=2 drew another share than --shard 2/3")
    }

    /// JOB_COMPLETION_INDEX counts from 0 and gives no total: `--shard auto/3` on indexes 0, 1 and 2,
    /// merged, is a single run.
    @Test func kubernetesIndexedJobSharesMergeIntoASingleRun() throws {
        let work = try TestFolder(); defer { work.remove() }
        #expect(
            try CLIRunner.run(Self.render + ["-o", work.file("single")], environment: Self.environment([:])).status == 0
        )
        for index in 0..<3 {
            let result = try CLIRunner.run(
                Self.render + ["-o", work.file("gathered"), "--shard", "auto/3"],
                environment: Self.environment(["JOB_COMPLETION_INDEX": "\(index)"]))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "--shard auto: shard \(index + 1)/3, from JOB_COMPLETION_INDEX=\(index) and --shard auto/3 (a Kubernetes Indexed Job, counting from 0)"
                ), "\(result.stderr)")
        }
        let merge = try CLIRunner.run(["merge", work.file("gathered")])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stdout.contains("3 shards"), "\(merge.stdout)")
        #expect(
            try TestFolder.differences(work.file("single"), work.file("gathered")) == [],
            "the merged shares differ from a single run")
    }

    @Test func noVariableSetIsRefusedBeforeAnythingIsWritten() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(
            Self.render + ["-o", work.file("out"), "--shard", "auto"], environment: Self.environment([:]))
        #expect(result.status == 2, "\(result.stderr)")
        for name in [
            "CARDRENDER_SHARD", "CI_NODE_INDEX", "CIRCLE_NODE_INDEX", "BUILDKITE_PARALLEL_JOB", "JOB_COMPLETION_INDEX"
        ] {
            #expect(result.stderr.contains(name), "the refusal does not name \(name): \(result.stderr)")
        }
        #expect(((try? TestFolder.files(under: work.file("out"))) ?? []).isEmpty, "something was written")
    }

    /// A Kubernetes index without `/N` cannot know the total; a total that disagrees with `/N` is refused.
    @Test(arguments: [
        (["JOB_COMPLETION_INDEX": "1"], "auto", "use --shard auto/N"),
        (
            ["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "2"], "auto",
            "CircleCI counts from 0, so the index must be from 0 to 1"
        ),
        (
            ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "3"], "auto/4",
            "--shard auto/4, but CI_NODE_INDEX=1 and CI_NODE_TOTAL=3 says 3 shards"
        )
    ])
    func unusableVariablesAreRefusedWithTheReason(_ set: [String: String], _ argument: String, _ reason: String) throws
    {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(
            Self.render + ["-o", work.file("out"), "--shard", argument], environment: Self.environment(set))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
    }
}
