/// The range a number of a scene file must lie in: from `lower` (or more than it) to `upper`.
public struct ParameterBound: Equatable, Sendable {
    /// The smallest value allowed, or the value every allowed one is above when `lowerOpen`.
    public var lower: Double
    /// The largest value allowed.
    public var upper: Double
    /// True when `lower` itself is not allowed ("more than 0").
    public var lowerOpen = false

    /// From `lower` to `upper`; `lowerOpen`: above `lower`, not at it.
    public init(lower: Double, upper: Double, lowerOpen: Bool = false) {
        self.lower = lower
        self.upper = upper
        self.lowerOpen = lowerOpen
    }

    /// True when `value` is a finite number within the range.
    public func contains(_ value: Double) -> Bool {
        value.isFinite && (lowerOpen ? value > lower : value >= lower) && value <= upper
    }

    /// How a scene file's problem says the range, e.g. "must be from 0 to 1".
    public var description: String {
        let low = NumberText.plain(lower), high = NumberText.plain(upper)
        return lowerOpen ? "must be more than \(low) and at most \(high)" : "must be from \(low) to \(high)"
    }

    /// The most points a canvas or size may have a side, and a position may lie off the origin.
    public static let maxPoints = 10_000.0
    /// Seconds: one timed step of an animation (a fade, an exit, a spring's duration).
    public static let maxStepDuration = 10.0
    /// Shadows and blurs, in points: a Gaussian this wide at scale 8 is already slow to draw.
    public static let maxBlurRadius = 50.0
    /// Cards, photos, rows, columns.
    public static let maxCount = 100.0

    /// A size in points: from 1 to `maxPoints`.
    public static let size = ParameterBound(lower: 1, upper: maxPoints)
    /// A position or offset in points, either way: ±`maxPoints`.
    public static let position = ParameterBound(lower: -maxPoints, upper: maxPoints)
    /// A length in points: from 0 to `maxPoints`.
    public static let length = ParameterBound(lower: 0, upper: maxPoints)
    /// A fraction (a colour component, an opacity, a share of a distance): from 0 to 1.
    public static let fraction = ParameterBound(lower: 0, upper: 1)
    /// One timed step, in seconds: from 0 to `maxStepDuration`.
    public static let duration = ParameterBound(lower: 0, upper: maxStepDuration)
    /// A shadow's or blur's radius in points: from 0 to `maxBlurRadius`.
    public static let blur = ParameterBound(lower: 0, upper: maxBlurRadius)
    /// A corner radius in points: from 0 to 1,000.
    public static let cornerRadius = ParameterBound(lower: 0, upper: 1_000)
    /// A speed in points a second: from 0 to 100,000.
    public static let velocity = ParameterBound(lower: 0, upper: 100_000)
    /// An angle in radians: ±10.
    public static let angle = ParameterBound(lower: -10, upper: 10)
    /// A damping ratio: from 0 to 10.
    public static let dampingRatio = ParameterBound(lower: 0, upper: 10)
    /// How many cards or photos show: from 1 to `maxCount`.
    public static let visibleCount = ParameterBound(lower: 1, upper: maxCount)
    /// A count that may be none: from 0 to `maxCount`.
    public static let count = ParameterBound(lower: 0, upper: maxCount)
}
