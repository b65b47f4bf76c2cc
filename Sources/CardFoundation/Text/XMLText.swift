/// Text made safe inside XML, as JUnit reports need it (a file called "R&D <1>.jpg" must print as
/// itself).
package enum XMLText {
    /// Escapes the five special characters. Characters XML 1.0 cannot hold (C0 controls but tab,
    /// line feed and carriage return; U+FFFE, U+FFFF) are spelt as the terminal spells them,
    /// `\x1B` and `\u{FFFF}`, so two names that differ only there stay two test cases.
    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 {
                    out += "\\x" + hex(scalar.value, digits: 2)
                } else if (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\\u{" + hex(scalar.value, digits: 4) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
