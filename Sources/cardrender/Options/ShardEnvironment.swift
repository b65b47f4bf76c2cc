import ArgumentParser
import CardSettings

/// Where `--shard auto` finds its share: the variables CI services and clusters set in each of a
/// job's parallel copies. The first source whose index variable is set wins; a variable set to the
/// empty string counts as unset (GitHub Actions writes an empty expression that way).
enum ShardEnvironment {
    struct Source {
        /// Who sets the variables, for messages.
        var service: String
        var indexVariable: String
        /// nil where the source gives only an index (the total then comes from `--shard auto/N`).
        var totalVariable: String?
        /// The index of the first copy: 0 or 1.
        var firstIndex: Int
    }

    /// `CARDRENDER_SHARD=i/n` is read before these.
    static let ownVariable = "CARDRENDER_SHARD"

    static let sources = [
        Source(service: "GitLab CI", indexVariable: "CI_NODE_INDEX", totalVariable: "CI_NODE_TOTAL", firstIndex: 1),
        Source(
            service: "CircleCI", indexVariable: "CIRCLE_NODE_INDEX", totalVariable: "CIRCLE_NODE_TOTAL", firstIndex: 0),
        Source(
            service: "Buildkite", indexVariable: "BUILDKITE_PARALLEL_JOB",
            totalVariable: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0),
        Source(
            service: "a Kubernetes Indexed Job", indexVariable: "JOB_COMPLETION_INDEX", totalVariable: nil,
            firstIndex: 0)
    ]

    struct Resolution {
        var shard: Shard
        /// "--shard auto: shard 2/3, from CI_NODE_INDEX=2 and CI_NODE_TOTAL=3 (GitLab CI, counting from 1)"
        var explanation: String
    }

    /// The shard named by `environment`; `total` is the N of `--shard auto/N`.
    static func resolve(total: Int?, environment: [String: String]) throws -> Resolution {
        func value(_ name: String) -> String? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            return text
        }
        let given = total.map { " and --shard auto/\($0)" } ?? ""

        if let text = value(ownVariable) {
            guard let shard = Shard(text) else {
                let parts = text.split(separator: "/", omittingEmptySubsequences: false)
                if parts.count == 2, let count = Int(parts[1]), count > Shard.maxCount {
                    throw ValidationError("--shard auto: \(ownVariable)=\(text) is \(count) shards; \(capText)")
                }
                throw ValidationError("--shard auto: \(ownVariable)=\(text) is not i/n (i from 1 to n, e.g. 2/3)")
            }
            try check(total, against: shard.count, from: "\(ownVariable)=\(text)")
            return Resolution(
                shard: shard, explanation: "--shard auto: shard \(shard), from \(ownVariable)=\(text)\(given)")
        }

        for source in sources {
            guard let indexText = value(source.indexVariable) else { continue }
            let counting = "\(source.service), counting from \(source.firstIndex)"
            guard let index = Int(indexText) else {
                throw ValidationError(
                    "--shard auto: \(source.indexVariable)=\(indexText) is not a whole number (\(counting))")
            }
            var count: Int
            var from = "\(source.indexVariable)=\(indexText)"
            if let totalVariable = source.totalVariable, let totalText = value(totalVariable) {
                guard let parsed = Int(totalText), parsed >= 1 else {
                    throw ValidationError(
                        "--shard auto: \(totalVariable)=\(totalText) is not a positive whole number (\(source.service))"
                    )
                }
                count = parsed
                from += " and \(totalVariable)=\(totalText)"
                try check(total, against: count, from: from)
            } else if let total {
                count = total
            } else if let totalVariable = source.totalVariable {
                throw ValidationError(
                    "--shard auto: \(source.indexVariable)=\(indexText) is set but \(totalVariable) is not (\(source.service)); set it, or give the total with --shard auto/N"
                )
            } else {
                throw ValidationError(
                    "--shard auto: \(source.indexVariable)=\(indexText) gives the index (\(counting)) but not the total: use --shard auto/N, N being the number of copies (a Job's completions)"
                )
            }
            guard count <= Shard.maxCount else {
                throw ValidationError("--shard auto: \(from)\(given) is \(count) shards; \(capText)")
            }
            let last = count - 1 + source.firstIndex
            guard (source.firstIndex...max(source.firstIndex, last)).contains(index),
                let shard = Shard("\(index - source.firstIndex + 1)/\(count)")
            else {
                throw ValidationError(
                    "--shard auto: \(from)\(given) is no shard: \(source.service) counts from \(source.firstIndex), so the index must be from \(source.firstIndex) to \(last)"
                )
            }
            return Resolution(
                shard: shard, explanation: "--shard auto: shard \(shard), from \(from)\(given) (\(counting))")
        }

        let looked =
            [ownVariable + " (i/n)"]
            + sources.map { source in
                let names = [source.indexVariable] + (source.totalVariable.map { [$0] } ?? [])
                return names.joined(separator: " and ")
                    + " (\(source.service)\(source.totalVariable == nil ? ", with --shard auto/N" : ""))"
            }
        throw ValidationError(
            "--shard auto: none of \(looked.dropLast().joined(separator: ", ")) or \(looked.last!) is set; "
                + "in a GitHub Actions matrix set \(ownVariable) to ${{ matrix.shard }}/${{ strategy.job-total }}, or give --shard i/n"
        )
    }

    /// Why a total over `Shard.maxCount` is no shard.
    private static let capText = "a run splits into at most \(Shard.maxCount) shards"

    /// `auto/N` must agree with a total the environment gives.
    private static func check(_ total: Int?, against count: Int, from: String) throws {
        guard let total, total != count else { return }
        throw ValidationError(
            "--shard auto/\(total), but \(from) says \(count) shards: make them agree, or drop /\(total)")
    }
}
