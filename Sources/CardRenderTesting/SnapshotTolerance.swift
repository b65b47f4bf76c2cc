import CardCheck

/// How close a drawing must be to its snapshot, in swift-snapshot-testing's terms, mapped onto
/// cardrender's pixel diff. Recorded in the snapshot's `snapshot.json`, so a check that gives
/// none uses the one the snapshot was recorded with.
public struct SnapshotTolerance: Sendable, Equatable, Codable {
    /// The share of pixels that must match, 0 to 1 (swift-snapshot-testing's `precision`): 0.99
    /// lets up to 1 % of each frame's pixels differ (`DiffOptions.maxDiffRatio` 0.01). nil: the
    /// diff options' budget (by default no pixel may differ).
    public var precision: Double?
    /// How close a pixel's colour must be to count as matching, 0 to 1 (swift-snapshot-testing's
    /// `perceptualPrecision`): 1 exactly, 0.98 within a colour difference of about 2 (CIE ΔE,
    /// where black to white is 100). nil: the diff options' threshold (pixelmatch's 0.1, about
    /// 0.9). See `threshold(perceptualPrecision:)`.
    public var perceptualPrecision: Double?

    /// A tolerance of the shares given.
    public init(precision: Double? = nil, perceptualPrecision: Double? = nil) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// Throws `CardSnapshotError.invalidTolerance` for a share that is not a number from 0 to 1.
    public func validate() throws {
        for (name, value) in [("precision", precision), ("perceptualPrecision", perceptualPrecision)] {
            if let value, !(0...1).contains(value) {
                throw CardSnapshotError.invalidTolerance(name: name, value: value)
            }
        }
    }

    /// pixelmatch's threshold for a perceptual precision. swift-snapshot-testing lets a pixel pass
    /// while its CIE Lab ΔE is below `100 × (1 − perceptualPrecision)`; cardrender measures colour
    /// distance in YIQ, where black to white is √32857 and the threshold scales the largest
    /// distance, √35215. Matching the two along the grey axis (black to white is ΔE 100):
    /// `threshold = (1 − perceptualPrecision) × √(32857 / 35215)`, 0.98 → 0.0193, 0.9 → 0.0966.
    public static func threshold(perceptualPrecision: Double) -> Double {
        (1 - perceptualPrecision) * (32857.0 / 35215.0).squareRoot()
    }

    /// `options` with this tolerance in place of its threshold and budget: a precision replaces
    /// both the pixel and ratio budgets.
    public func applied(to options: DiffOptions) -> DiffOptions {
        var options = options
        if let precision {
            options.maxDiffPixels = nil
            options.maxDiffRatio = max(0, 1 - precision)
        }
        if let perceptualPrecision { options.threshold = Self.threshold(perceptualPrecision: perceptualPrecision) }
        return options
    }

    /// "precision 0.99, perceptual precision 0.98", for messages.
    var words: String {
        [precision.map { "precision \($0)" }, perceptualPrecision.map { "perceptual precision \($0)" }]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// True when it sets nothing.
    var isEmpty: Bool { precision == nil && perceptualPrecision == nil }
}
