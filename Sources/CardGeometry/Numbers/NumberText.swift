/// Numbers as cardrender writes them into messages, files and command lines: the same on every
/// machine (no locale).
package enum NumberText {
    /// A whole number without a decimal point (`390`), any other as Swift prints it (`0.5`,
    /// `1e+20`, `inf`). `wholeBelow`: the magnitude from which a whole number is also printed as
    /// Swift prints it; it is at most 2^63, where whole numbers stop fitting an `Int`.
    package static func plain(_ value: Double, wholeBelow limit: Double = 1e15) -> String {
        value == value.rounded() && abs(value) < min(limit, 0x1p63) ? String(Int(value)) : String(value)
    }
}
