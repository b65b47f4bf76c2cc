import CardFoundation
import CardGeometry
import CardRender
import Foundation

/// What `cardrender plan` prints: `{"format": "cardrender-plan", "version": 2, "scenes": […]}`,
/// as `docs/plan.schema.json` describes it. Numbers are rounded to 1e-9 (a nanosecond, a
/// billionth of a point) and printed as the shortest decimal that reads back as that value, so
/// a duration of 0.2 + 0.4 prints as 0.6, not 0.6000000000000001.
struct PlanDocument: Encodable {
    static let format = "cardrender-plan"
    static let version = 2

    let format = PlanDocument.format
    let version = PlanDocument.version
    let scenes: [ScenePlan]

    /// The document as pretty-printed JSON with sorted keys, ending in a newline.
    func json() throws -> Data {
        let text = String(decoding: try StableJSON.encode(self), as: UTF8.self)
        return Data(Self.roundingNumbers(in: text).utf8)
    }

    /// Every number outside a string, rounded (`number`); strings are copied as they are.
    static func roundingNumbers(in json: String) -> String {
        var out = "", token = "", inString = false, escaped = false
        func flush() {
            guard !token.isEmpty else { return }
            out += Double(token).map(number) ?? token
            token = ""
        }
        for character in json {
            if inString {
                out.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character.isNumber || "-+.eE".contains(character) {
                token.append(character)
            } else {
                flush()
                out.append(character)
                if character == "\"" { inString = true }
            }
        }
        flush()
        return out
    }

    /// Rounded to 1e-9, then Swift's shortest round-trip form; whole numbers without a point.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
