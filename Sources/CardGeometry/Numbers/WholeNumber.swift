/// Whole numbers from computed floating-point values, without trapping. `Int(x)` stops the process
/// on NaN, ±∞ and anything beyond `Int`'s range, and a size or coordinate computed while drawing can
/// be any of these when its inputs sit at the edge of their range: a time of 1e-9 s turns a card by
/// a denormal angle, and the inverse of that turn is 1e300. Drawing converts through these instead.
public enum WholeNumber {
    /// The magnitude `clamped` stays within: 2^30, beyond any pixel, coordinate or count cardrender
    /// draws, and far enough inside `Int32` that such a value plus or minus a few pixels still fits.
    public static let limit = 1 << 30

    /// `value` rounded by `rule`, within ±`limit`; NaN counts as 0. For a coordinate or an offset,
    /// where a value beyond the canvas draws the same as one just outside it.
    @inlinable
    public static func clamped(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard !value.isNaN else { return 0 }
        let bound = Double(limit)
        return Int(min(max(value.rounded(rule), -bound), bound))
    }

    /// `value` rounded by `rule`, within [`least`, `most`]; NaN counts as `least`. For a size or a
    /// count whose range the caller knows.
    @inlinable
    public static func clamped(
        _ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero, within range: ClosedRange<Int>
    ) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        return min(max(clamped(value, rule), range.lowerBound), range.upperBound)
    }

    /// `value` rounded by `rule`, or nil when it is not a finite number within ±`limit`: for a number
    /// that must be refused rather than drawn differently.
    @inlinable
    public static func checked(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int? {
        let rounded = value.rounded(rule)
        guard rounded.isFinite, abs(rounded) <= Double(limit) else { return nil }
        return Int(rounded)
    }

    /// A fraction of 255 as an 8-bit channel: `value` rounded, within 0...255; NaN counts as 0.
    @inlinable
    public static func byte(_ value: Double) -> UInt8 {
        UInt8(clamped(value, within: 0...255))
    }
}
