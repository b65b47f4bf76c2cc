import ArgumentParser
import Testing
@testable import cardrender

/// Which variables `--shard auto` reads, in which order, and how each service counts.
@Suite struct ShardEnvironmentTests {
    private func shard(_ environment: [String: String], total: Int? = nil) throws -> String {
        try ShardEnvironment.resolve(total: total, environment: environment).shard.description
    }

    private func refusal(_ environment: [String: String], total: Int? = nil) -> String {
        do {
            let found = try ShardEnvironment.resolve(total: total, environment: environment)
            return "accepted as \(found.shard)"
        } catch {
            return "\(error)"
        }
    }

    @Test func eachServiceIsReadWithItsOwnFirstIndex() throws {
        #expect(try shard(["CARDRENDER_SHARD": "2/3"]) == "2/3")
        #expect(try shard(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "3"]) == "1/3")
        #expect(try shard(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "2"]) == "1/2")
        #expect(try shard(["BUILDKITE_PARALLEL_JOB": "3", "BUILDKITE_PARALLEL_JOB_COUNT": "4"]) == "4/4")
        #expect(try shard(["JOB_COMPLETION_INDEX": "0"], total: 4) == "1/4")
        #expect(try shard(["JOB_COMPLETION_INDEX": "3"], total: 4) == "4/4")
    }

    @Test func cardrendersOwnVariableComesFirstAndEmptyValuesAreUnset() throws {
        #expect(
            try shard(
                ["CARDRENDER_SHARD": "3/5", "CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "2", "JOB_COMPLETION_INDEX": "0"],
                total: 5) == "3/5")
        #expect(try shard(["CARDRENDER_SHARD": "", "CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"]) == "2/2")
        let found = try ShardEnvironment.resolve(
            total: nil,
            environment: [
                "CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3", "CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"
            ])
        #expect(
            found.explanation
                == "--shard auto: shard 2/3, from CI_NODE_INDEX=2 and CI_NODE_TOTAL=3 (GitLab CI, counting from 1)")
    }

    @Test func aTotalFromTheEnvironmentMustAgreeWithAutoN() throws {
        #expect(try shard(["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "4"], total: 4) == "2/4")
        #expect(
            refusal(["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "4"], total: 3)
                == "--shard auto/3, but BUILDKITE_PARALLEL_JOB=1 and BUILDKITE_PARALLEL_JOB_COUNT=4 says 4 shards: make them agree, or drop /3"
        )
        #expect(
            refusal(["CARDRENDER_SHARD": "1/2"], total: 3).contains(
                "--shard auto/3, but CARDRENDER_SHARD=1/2 says 2 shards"))
    }

    @Test func unusableValuesAreRefusedWithTheirNameAndValue() {
        #expect(
            refusal([:]).hasPrefix(
                "--shard auto: none of CARDRENDER_SHARD (i/n), CI_NODE_INDEX and CI_NODE_TOTAL (GitLab CI), CIRCLE_NODE_INDEX and CIRCLE_NODE_TOTAL (CircleCI), BUILDKITE_PARALLEL_JOB and BUILDKITE_PARALLEL_JOB_COUNT (Buildkite) or JOB_COMPLETION_INDEX (a Kubernetes Indexed Job, with --shard auto/N) is set"
            ))
        #expect(
            refusal(["CARDRENDER_SHARD": "4/3"])
                == "--shard auto: CARDRENDER_SHARD=4/3 is not i/n (i from 1 to n, e.g. 2/3)")
        #expect(
            refusal(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "2"]).contains(
                "GitLab CI counts from 1, so the index must be from 1 to 2"))
        #expect(
            refusal(["CI_NODE_INDEX": "two", "CI_NODE_TOTAL": "2"])
                == "--shard auto: CI_NODE_INDEX=two is not a whole number (GitLab CI, counting from 1)")
        #expect(
            refusal(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "0"]).contains(
                "CIRCLE_NODE_TOTAL=0 is not a positive whole number"))
        #expect(
            refusal(["CIRCLE_NODE_INDEX": "0"]).contains(
                "CIRCLE_NODE_INDEX=0 is set but CIRCLE_NODE_TOTAL is not (CircleCI)"))
        #expect(
            refusal(["JOB_COMPLETION_INDEX": "-1"], total: 2).contains(
                "counts from 0, so the index must be from 0 to 1"))
        #expect(
            refusal(["JOB_COMPLETION_INDEX": "2"]).contains(
                "gives the index (a Kubernetes Indexed Job, counting from 0) but not the total: use --shard auto/N"))
    }

    @Test func theArgumentTakesAutoAndAutoN() {
        #expect(ShardArgument(argument: "auto") != nil)
        #expect(ShardArgument(argument: "auto/4") != nil)
        for bad in ["auto/0", "auto/", "auto/x", "Auto", "auto/-1", "auto/100001"] {
            #expect(ShardArgument(argument: bad) == nil, "\(bad)")
        }
    }
}
