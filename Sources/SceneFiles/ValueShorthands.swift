import CardGeometry

/// Friendlier spellings a scene file may use for two kinds of value: a timing curve by name
/// (`easeInEaseOut`) or as its four control numbers `[0.42, 0, 0.58, 1]`, and a colour as
/// `"#RRGGBB"` or `"#RRGGBBAA"`. Both are turned into the values' own form before decoding.
enum ValueShorthands {
    /// True for the encoded shape of a `TimingCurve`: {c1: {x, y}, c2: {x, y}}.
    static func isCurve(_ schema: [String: Any]) -> Bool {
        Set(schema.keys) == ["c1", "c2"]
    }

    /// True for the encoded shape of a `Color`.
    static func isColor(_ schema: [String: Any]) -> Bool {
        Set(schema.keys) == ["red", "green", "blue", "alpha"]
    }

    static func curve(named name: String) -> [String: Any]? {
        TimingCurve.named[name].map(encode)
    }

    static func curve(_ numbers: [Double]) -> [String: Any]? {
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        return encode(TimingCurve(numbers[0], numbers[1], numbers[2], numbers[3]))
    }

    static func encode(_ curve: TimingCurve) -> [String: Any] {
        ["c1": ["x": curve.c1.x, "y": curve.c1.y], "c2": ["x": curve.c2.x, "y": curve.c2.y]]
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func color(hex text: String) -> [String: Any]? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var values: [Double] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            values.append(Double(byte) / 255)
        }
        return ["red": values[0], "green": values[1], "blue": values[2], "alpha": values.count == 4 ? values[3] : 1.0]
    }

    /// The `#RRGGBB(AA)` spelling of a colour whose components are whole 8-bit values, else nil.
    static func hex(_ color: Color) -> String? {
        let components = [color.red, color.green, color.blue, color.alpha]
        var text = "#"
        for (index, value) in components.enumerated() {
            let byte = (value * 255).rounded()
            guard abs(byte - value * 255) < 1e-9, (0...255).contains(byte) else { return nil }
            if index == 3 && byte == 255 { break }
            let digits = String(Int(byte), radix: 16, uppercase: true)
            text += digits.count == 1 ? "0" + digits : digits
        }
        return text
    }

    /// A curve's name, or its control numbers.
    static func spelling(_ curve: TimingCurve) -> String {
        if let name = TimingCurve.named.sorted(by: { $0.key < $1.key }).first(where: { $0.value == curve })?.key {
            return name
        }
        return
            "[\(NumberText.plain(curve.c1.x)), \(NumberText.plain(curve.c1.y)), \(NumberText.plain(curve.c2.x)), \(NumberText.plain(curve.c2.y))]"
    }
}
