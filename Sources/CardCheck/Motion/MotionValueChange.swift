import CardFormats
import CardFoundation
extension MotionComparison {
    /// A property that is drawn but does not make a layer move (corner radius, border, shadow,
    /// content…), or the frame's background, changed: "cornerRadius 15 → 24 pt".
    public struct ValueChange: Sendable, Equatable {
        /// As `motion.json` names it (`cornerRadius`, `borderColor`, `background`…).
        public var property: String
        /// The first shared instant where the two differ.
        public var firstTime: Double
        /// Expected's value there, with its unit ("15 pt", "#FFFFFF", "none").
        public var expected: String
        /// Actual's value there, with its unit.
        public var actual: String
        /// Each side holds one value over the shared instants, so the change is the pair of values.
        public var steady: Bool
        /// The largest difference of a number, in its unit; nil for a colour or content.
        public var largest: Double?
        /// The unit of `largest`: "pt", or empty for a share, an anchor or a colour.
        public var unit: String

        /// "cornerRadius 15 → 24 pt", or "width differs from t = 0.350 s, by up to 3 pt" when it
        /// changes over time.
        public var phrase: String {
            let (e, a) =
                property == "content"
                ? (MotionNumber.quoted(expected), MotionNumber.quoted(actual)) : (expected, actual)
            if steady {
                // The unit once, after the second number: "15 → 24 pt".
                let suffix = " " + unit
                if !unit.isEmpty, e.hasSuffix(suffix), a.hasSuffix(suffix) {
                    return "\(property) \(e.dropLast(suffix.count)) → \(a)"
                }
                return "\(property) \(e) → \(a)"
            }
            let when = "\(property) differs from t = \(MotionNumber.format(firstTime, decimals: 3)) s"
            if let largest {
                let amount =
                    unit == "pt"
                    ? MotionNumber.format(largest, decimals: 1) + " pt"
                    : MotionNumber.trimmed(largest) + (unit.isEmpty ? "" : " " + unit)
                return "\(when), by up to \(amount)"
            }
            return "\(when) (\(e) → \(a) there)"
        }
    }

    /// The properties of a layer's look, each as a number with its unit or as text.
    enum LookProperty: String, CaseIterable {
        case width, height, anchorX, anchorY, cornerRadius, borderWidth, borderColor
        case shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY, shadowColor, content

        enum Value: Equatable {
            case number(Double)
            case text(String?)
        }

        /// The value of a layer's sample and look; nil for a size the sample does not hold.
        func value(_ sample: MotionTrack.Sample, _ look: MotionTrack.Look) -> Value? {
            switch self {
            case .width: sample.width.map(Value.number)
            case .height: sample.height.map(Value.number)
            case .anchorX: .number(look.anchorX)
            case .anchorY: .number(look.anchorY)
            case .cornerRadius: .number(look.cornerRadius)
            case .borderWidth: .number(look.borderWidth)
            case .borderColor: .text(look.borderColor)
            case .shadowOpacity: .number(look.shadowOpacity)
            case .shadowRadius: .number(look.shadowRadius)
            case .shadowOffsetX: .number(look.shadowOffsetX)
            case .shadowOffsetY: .number(look.shadowOffsetY)
            case .shadowColor: .text(look.shadowColor)
            case .content: .text(look.content)
            }
        }

        var unit: String {
            switch self {
            case .anchorX, .anchorY, .shadowOpacity, .borderColor, .shadowColor, .content: ""
            default: "pt"
            }
        }

        /// Differences at or under this are rounding.
        var tolerance: Double {
            switch self {
            case .anchorX, .anchorY: 0.00001
            case .shadowOpacity: 0.0001
            default: 0.001  // pt
            }
        }
    }

    /// Where a property parts over the shared instants, given each side's value per instant
    /// (nil where that side has no value there); nil when it never does.
    static func change(
        _ property: String, unit: String, tolerance: Double, at times: [Double],
        expected: [LookProperty.Value?], actual: [LookProperty.Value?]
    ) -> ValueChange? {
        func describe(_ value: LookProperty.Value) -> String {
            switch value {
            case let .number(number): MotionNumber.trimmed(number) + (unit.isEmpty ? "" : " " + unit)
            case let .text(text): text ?? "none"
            }
        }
        var first: Int?, largest: Double?
        for index in times.indices {
            guard let e = expected[index], let a = actual[index] else { continue }
            switch (e, a) {
            case let (.number(x), .number(y)):
                let difference = abs(x - y)
                guard difference > tolerance else { continue }
                largest = max(largest ?? 0, difference)
            default:
                guard e != a else { continue }
            }
            if first == nil { first = index }
        }
        guard let first, let e = expected[first], let a = actual[first] else { return nil }
        let steady =
            Set(expected.compactMap { $0.map(describe) }).count == 1
            && Set(actual.compactMap { $0.map(describe) }).count == 1
        return ValueChange(
            property: property, firstTime: times[first], expected: describe(e), actual: describe(a), steady: steady,
            largest: largest, unit: unit)
    }
}
