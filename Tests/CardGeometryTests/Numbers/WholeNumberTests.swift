import PropertyBased
import Testing
@testable import CardGeometry

/// Every double, denormals, NaN and infinities included, converts to a whole number without
/// trapping, within the range each conversion promises, and exactly as `Int(x.rounded(rule))`
/// wherever that is in range.
@Suite struct WholeNumberTests {
    static let edges: [Double] = [
        0, -0.0, 5e-324, -5e-324, 1e-300, 1e-9, 0.5, 0.5.nextDown, -0.5, 254.5, 255.5, 1e300, -1e300,
        Double(WholeNumber.limit), Double(WholeNumber.limit).nextUp, -Double(WholeNumber.limit) - 0.5, 0x1p63,
        -0x1p63, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan
    ]
    static let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .up, .down, .towardZero]

    static func expectWhole(_ value: Double) {
        for rule in rules {
            let clamped = WholeNumber.clamped(value, rule)
            #expect(abs(clamped) <= WholeNumber.limit, "\(value) \(rule)")
            let rounded = value.rounded(rule)
            let inRange = rounded.isFinite && abs(rounded) <= Double(WholeNumber.limit)
            #expect(WholeNumber.checked(value, rule) == (inRange ? Int(rounded) : nil), "\(value) \(rule)")
            if inRange { #expect(clamped == Int(rounded), "\(value) \(rule)") }
            if value.isNaN { #expect(clamped == 0) }
            if !inRange && !value.isNaN { #expect(clamped == (value > 0 ? WholeNumber.limit : -WholeNumber.limit)) }
            let sized = WholeNumber.clamped(value, rule, within: 1...4096)
            #expect((1...4096).contains(sized), "\(value) \(rule)")
        }
        let byte = WholeNumber.byte(value)
        if value.isFinite, (0...255).contains(value.rounded()) { #expect(byte == UInt8(value.rounded())) }
        if value.isNaN || value < 0 { #expect(byte == 0) }
        if value >= 255 { #expect(byte == 255) }
    }

    @Test func theEdgesOfEveryRangeConvert() {
        for value in Self.edges { Self.expectWhole(value) }
    }

    /// Any bit pattern: every kind of double turns up, not only the ones a range of values holds.
    @Test func anyDoubleConverts() async {
        await propertyCheck(count: 2000, input: Gen.uint64()) { bits in
            Self.expectWhole(Double(bitPattern: bits))
        }
    }
}
