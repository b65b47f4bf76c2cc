import CardFormats
import CardFoundation
import Foundation

/// Everything a diff run found, in pair order: written as report.json and, with the run's times
/// (`DiffTiming`), as JUnit XML. It holds no times, so the same inputs give the same report.json.
public struct DiffReport: Codable, Sendable, Equatable {
    /// The options the pairs were compared with.
    public struct Settings: Codable, Sendable, Equatable {
        /// pixelmatch's colour threshold, 0 to 1.
        public var threshold: Double
        /// Whether pixels that look like anti-aliasing were set aside.
        public var antialiasingDetection: Bool
        /// The most differing pixels a pair could have and pass; nil: no such budget.
        public var maxDiffPixels: Int?
        /// The largest share of differing pixels (0 to 1) a pair could have and pass; nil: no such budget.
        public var maxDiffRatio: Double?
    }

    /// How many pairs of each kind the diff found.
    public struct Totals: Codable, Sendable, Equatable {
        /// Every pair compared.
        public var pairs = 0
        /// Pairs that pass (identical, same pixels, matching or within the budget).
        public var passed = 0
        /// Pairs with the same bytes.
        public var identical = 0
        /// Pairs with different bytes and the same pixels.
        public var samePixels = 0
        /// Pairs whose differing pixels are all below the threshold or look like anti-aliasing.
        public var match = 0
        /// Pairs whose differing pixels are within the budget.
        public var withinBudget = 0
        /// Pairs with more differing pixels than the budget allows.
        public var different = 0
        /// Pairs whose frames have different sizes.
        public var sizeMismatch = 0
        /// Files in EXPECTED only.
        public var missing = 0
        /// Files in ACTUAL only.
        public var extra = 0
        /// Pairs that could not be compared (a file unreadable or not decodable).
        public var errors = 0
        /// Pairs to report as differences (different, size mismatch, missing, extra).
        public var differences = 0
    }

    /// The writer and its version: `cardrender 0.1.0`.
    public var tool: String
    /// The EXPECTED path, as given.
    public var expected: String
    /// The ACTUAL path, as given.
    public var actual: String
    /// The options the pairs were compared with.
    public var settings: Settings
    /// How many pairs of each kind.
    public var totals: Totals
    /// Every pair's result, in pair order (natural path order for two folders).
    public var pairs: [DiffPairResult]
    /// The pairs by animation, still or folder, in pair order (`members` index `pairs`).
    public var groups: [DiffGroup]
    /// The groups with pairs that changed within the budget: they pass, and are named here. nil
    /// in a report from before cardrender listed them.
    public var withinBudget: [WithinBudgetChange]?
    /// Per animation whose frames or motion changed: where its motion parts, in words. Read from
    /// the compared folders' motion files by the run (empty until then).
    public var motion: [DiffMotionNote]?
    /// APNGs compared with other frame rates or lengths than their counterparts; nil: none.
    public var apngTimings: [APNGTimingNote]?
    /// Every file the diff wrote into its output folder but report.json itself, by path, with
    /// the size and checksum of its bytes: what the next diff there may replace or remove. nil
    /// without an output folder.
    public var outputs: [DiffOutputFile]?

    /// `times`: each frame's time by path, from the render's manifest, for the groups' wording.
    public init(
        expected: String, actual: String, options: DiffOptions, pairs: [DiffPairResult], times: [String: Double] = [:]
    ) {
        groups = DiffGroup.group(pairs, times: times)
        tool = "cardrender \(CardRenderVersion.string)"
        self.expected = expected
        self.actual = actual
        settings = Settings(
            threshold: options.threshold, antialiasingDetection: options.detectAntialiasing,
            maxDiffPixels: options.maxDiffPixels, maxDiffRatio: options.maxDiffRatio)
        self.pairs = pairs
        var totals = Totals()
        totals.pairs = pairs.count
        for pair in pairs {
            if pair.kind.passes { totals.passed += 1 }
            switch pair.kind {
            case .identical: totals.identical += 1
            case .samePixels: totals.samePixels += 1
            case .match: totals.match += 1
            case .withinBudget: totals.withinBudget += 1
            case .different: totals.different += 1
            case .sizeMismatch: totals.sizeMismatch += 1
            case .missing: totals.missing += 1
            case .extra: totals.extra += 1
            case .error: totals.errors += 1
            }
        }
        totals.differences = totals.different + totals.sizeMismatch + totals.missing + totals.extra
        self.totals = totals
        withinBudget = WithinBudgetChange.list(groups, pairs: pairs)
        motion = []
    }

    /// report.json's bytes: pretty-printed JSON with sorted keys and a final newline.
    public func json() throws -> Data {
        try StableJSON.encode(self)
    }
}
