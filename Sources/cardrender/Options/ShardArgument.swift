import ArgumentParser
import CardRender

/// `--shard i/n`.
struct ShardArgument: ExpressibleByArgument {
    var shard: Shard

    init?(argument: String) {
        guard let shard = Shard(argument) else { return nil }
        self.shard = shard
    }
}
