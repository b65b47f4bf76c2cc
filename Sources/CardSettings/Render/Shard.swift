/// Shard i of n: the i-th of n machines draws every n-th still and frame of a run (all of them in
/// the run's own order, so the split does not depend on anything but i and n). Contact sheets and
/// manifest.json come from `cardrender merge` once every share is in one folder.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1 ... count.
    public var index: Int
    /// How many shards the run is split into.
    public var count: Int

    /// The most shards a run splits into: more machines than a CI service runs in parallel, and a
    /// bound on what `merge` lists when it names the shards missing from a folder (`(1...n)`).
    public static let maxCount = 100_000

    /// Shard `index` of `count`; nil unless 1 ≤ `index` ≤ `count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// "i/n", e.g. "2/3"; nil also when n is over `maxCount`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n <= Self.maxCount else { return nil }
        self.init(index: i, count: n)
    }

    /// Whether the unit at `position` (in the run's order) is this shard's.
    public func owns(_ position: Int) -> Bool { position % count == index - 1 }

    /// "i/n", as `init?(_:)` reads it and the manifest records it.
    public var description: String { "\(index)/\(count)" }

    /// The manifest a shard writes instead of manifest.json.
    public var manifestName: String { "manifest.shard-\(index)-of-\(count).json" }

    /// True for a name a shard's manifest has (`manifest.shard-I-of-N.json`).
    public static func isManifestName(_ name: String) -> Bool { shard(fromManifestName: name) != nil }

    /// The shard whose manifest has this name.
    public static func shard(fromManifestName name: String) -> Shard? {
        guard name.hasPrefix("manifest.shard-"), name.hasSuffix(".json") else { return nil }
        let middle = name.dropFirst("manifest.shard-".count).dropLast(".json".count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1] == "of", let i = Int(parts[0]), let n = Int(parts[2]), n <= maxCount else {
            return nil
        }
        return Shard(index: i, count: n)
    }
}
