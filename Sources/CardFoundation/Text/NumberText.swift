/// Whole numbers without a decimal point, others as Swift prints them (locale-free).
package func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
