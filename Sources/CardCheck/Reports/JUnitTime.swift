import Foundation

/// Times as JUnit readers parse them, whatever the locale: durations in seconds with a dot and
/// three decimals ("0.012"), and a suite's start as an ISO 8601 date and time in UTC without a
/// zone ("2026-11-25T10:00:00"), the form Jenkins' schema for the format allows.
enum JUnitTime {
    /// Whole milliseconds, never negative: what a report adds up, so that a suite's time is
    /// exactly the sum of its test cases' times.
    static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        // Beyond a year a comparison has not run; the cap keeps the conversion defined.
        return Int((min(seconds, 366 * 86_400) * 1000).rounded())
    }

    /// 12 → "0.012", 61_500 → "61.500".
    static func seconds(milliseconds: Int) -> String {
        let value = max(0, milliseconds)
        let fraction = String(value % 1000)
        return "\(value / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func digits(_ value: Int?, _ count: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(parts.year, 4))-\(digits(parts.month, 2))-\(digits(parts.day, 2))"
            + "T\(digits(parts.hour, 2)):\(digits(parts.minute, 2)):\(digits(parts.second, 2))"
    }
}
