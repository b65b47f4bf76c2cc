import ArgumentParser
import CardSettings
import Foundation

/// `--shard i/n`, or `--shard auto` / `auto/N`: the share named by the environment a CI service or
/// cluster sets for parallel jobs (see `ShardEnvironment`), read when the run starts.
enum ShardArgument: ExpressibleByArgument {
    case fixed(Shard)
    /// `total` is the N of `auto/N`, for sources that give an index but no total.
    case automatic(total: Int?)

    init?(argument: String) {
        if argument == "auto" {
            self = .automatic(total: nil)
        } else if argument.hasPrefix("auto/") {
            // Any valid N makes some shard valid, so `1/N` checks N as `i/n` would.
            guard let total = Int(argument.dropFirst("auto/".count)), Shard("1/\(total)") != nil else { return nil }
            self = .automatic(total: total)
        } else if let shard = Shard(argument) {
            self = .fixed(shard)
        } else {
            return nil
        }
    }

    /// The shard this run draws. For `auto` it is read from `environment`, and `announce` is told
    /// where it came from.
    func resolved(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        announce: (String) -> Void = { Terminal.writeError("cardrender: \($0)") }
    ) throws -> Shard {
        switch self {
        case .fixed(let shard):
            return shard
        case .automatic(let total):
            let found = try ShardEnvironment.resolve(total: total, environment: environment)
            announce(found.explanation)
            return found.shard
        }
    }
}
