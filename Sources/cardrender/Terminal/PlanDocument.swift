import CardFoundation
import CardGeometry
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
        Data(Self.roundingNumbers(in: try StableJSON.encode(self)))
    }

    /// Every number outside a string, rounded (`number`); strings are copied as they are.
    static func roundingNumbers(in json: String) -> String {
        String(decoding: roundingNumbers(in: Data(json.utf8)), as: UTF8.self)
    }

    /// The same over UTF-8 bytes: a plan holds tens of thousands of numbers, and JSON's
    /// structure is ASCII, so no character needs more than its byte. Runs between numbers are
    /// copied whole.
    static func roundingNumbers(in json: Data) -> [UInt8] {
        json.withUnsafeBytes { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var index = 0, copied = 0, inString = false
            let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
            while index < bytes.count {
                let byte = bytes[index]
                if inString {
                    if byte == backslash {
                        index += 1  // the escaped byte cannot end the string
                    } else if byte == quote {
                        inString = false
                    }
                    index += 1
                } else if byte == quote {
                    inString = true
                    index += 1
                } else if isNumberByte(byte) {
                    var end = index + 1
                    while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
                    out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied..<index]))
                    let token = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                    out.append(contentsOf: (Double(token).map(number) ?? token).utf8)
                    index = end
                    copied = end
                } else {
                    index += 1
                }
            }
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied..<bytes.count]))
            return out
        }
    }

    /// Whether `byte` can be part of a JSON number: a digit, `-`, `+`, `.`, `e` or `E`. Plain
    /// integer comparisons: this runs once for each byte of the plan, in debug builds too.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2B || byte == 0x2E || byte == 0x65 || byte == 0x45
    }

    /// Rounded to 1e-9, then Swift's shortest round-trip form; whole numbers without a point.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
