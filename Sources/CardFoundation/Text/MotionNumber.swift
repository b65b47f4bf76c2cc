import Foundation

/// Locale-free numbers for the motion sentences.
package enum MotionNumber {
    /// `decimals` places, or more for a small non-zero value so it does not read as 0.
    package static func format(_ value: Double, decimals: Int) -> String {
        var places = decimals
        while places < 6 && value != 0 && abs(value) < 0.5 * pow(10, Double(-places)) { places += 1 }
        let scale = pow(10, Double(places))
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return "\(sign)\(whole)" }
        let digits = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: places - digits.count))\(digits)"
    }

    /// Up to three places, without trailing zeros: 15, 0.8, 0.367.
    package static func trimmed(_ value: Double) -> String {
        var text = format(value, decimals: 3)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// "0.4–0.45", or "0.37" for a single instant.
    package static func range(_ range: ClosedRange<Double>) -> String {
        range.lowerBound == range.upperBound
            ? trimmed(range.lowerBound) : "\(trimmed(range.lowerBound))–\(trimmed(range.upperBound))"
    }

    /// Text in double quotes, cut to its first 60 characters (`UserText`'s columns and bytes).
    package static func quoted(_ text: String) -> String {
        "\"\(UserText.prefix(text, columns: 60))\""
    }

    /// "x", "x and y", "x, y and alpha".
    package static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
