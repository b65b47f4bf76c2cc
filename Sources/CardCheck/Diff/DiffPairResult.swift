/// What comparing one pair found. Small on purpose: it is all a run keeps of a pair.
public struct DiffPairResult: Codable, Sendable, Equatable {
    /// What comparing the pair found; `passes` and `isDifference` sort the kinds.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The two files have the same bytes (not decoded).
        case identical
        /// Different files, the same decoded pixels.
        case samePixels = "same-pixels"
        /// Some pixels differ, but none above the threshold once anti-aliasing is set aside.
        case match
        /// Pixels differ, no more than the budget allows.
        case withinBudget = "within-budget"
        /// More pixels differ than the budget allows.
        case different
        /// The frames have different sizes.
        case sizeMismatch = "size-mismatch"
        /// In EXPECTED, not in ACTUAL.
        case missing
        /// In ACTUAL, not in EXPECTED.
        case extra
        /// A file could not be read or decoded.
        case error

        /// The pair passes.
        public var passes: Bool { [.identical, .samePixels, .match, .withinBudget].contains(self) }
        /// The pair is a difference to report (exit status 1).
        public var isDifference: Bool { [.different, .sizeMismatch, .missing, .extra].contains(self) }
    }

    /// The pair's relative path, as `DiffPair.path`.
    public var path: String
    /// What the comparison found.
    public var kind: Kind
    /// The expected frame's size in pixels (when it could be read).
    public var width: Int?
    /// The expected frame's height in pixels (when it could be read).
    public var height: Int?
    /// The actual frame's size, given when it differs from the expected one.
    public var actualWidth: Int?
    /// The actual frame's height, given when the sizes differ.
    public var actualHeight: Int?
    /// Pixels above the threshold, anti-aliasing set aside.
    public var differentPixels: Int
    /// Pixels above the threshold that look like anti-aliasing.
    public var antialiasedPixels: Int
    /// The diff image, relative to the diff output folder.
    public var diffImage: String?
    /// The expected frame as a PNG in the output folder, relative to it, when it was written out
    /// from an APNG (`expected-frames/…`); nil: the expected file itself.
    public var expectedImage: String?
    /// The actual frame written out from an APNG (`actual-frames/…`), as `expectedImage`.
    public var actualImage: String?
    /// Why pixels differ and no diff image was written although there is an output folder.
    public var diffImageNotWritten: String?
    /// Why the pair is an error: which file could not be compared, and why.
    public var reason: Reason?
    /// The golden variant the actual file matched (`arm64` for `frame-0012.arm64.png`).
    public var variant: String?

    /// A result with no sizes beyond those given, no diff image and no reason.
    public init(
        path: String, kind: Kind, width: Int? = nil, height: Int? = nil, differentPixels: Int = 0,
        antialiasedPixels: Int = 0
    ) {
        self.path = path
        self.kind = kind
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
    }

    /// Differing pixels as a fraction of the frame.
    public var differentRatio: Double {
        guard let width, let height, width * height > 0 else { return 0 }
        return Double(differentPixels) / Double(width * height)
    }

    /// One line for people: what is wrong with this pair (empty when it passes).
    public var explanation: String {
        switch kind {
        case .identical: "identical files"
        case .samePixels: "same pixels"
        case .match: antialiasedPixels > 0 ? "matches (\(antialiasedPixels) anti-aliased pixels)" : "matches"
        case .withinBudget:
            "\(differentPixels) pixels differ (\(DiffFormat.percent(differentRatio))), within the budget"
        case .different:
            "\(differentPixels) pixels differ (\(DiffFormat.percent(differentRatio)))"
                + (antialiasedPixels > 0 ? ", \(antialiasedPixels) more anti-aliased" : "")
                + (diffImageNotWritten.map { "; \($0)" } ?? "")
        case .sizeMismatch:
            "size \(DiffFormat.size(actualWidth, actualHeight)), expected \(DiffFormat.size(width, height))"
        case .missing: "in EXPECTED only"
        case .extra: "in ACTUAL only"
        case .error: reason?.description ?? "cannot be compared"
        }
    }
}

/// Locale-free number formats for reports and messages.
enum DiffFormat {
    static func percent(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 10_000).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) %"
    }

    static func size(_ width: Int?, _ height: Int?) -> String {
        guard let width, let height else { return "unknown" }
        return "\(width)×\(height)"
    }
}
