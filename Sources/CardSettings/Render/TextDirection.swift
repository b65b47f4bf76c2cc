/// Which way a text runs, by its first strong letter (as Unicode's bidirectional rules decide a
/// paragraph's direction): Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms run
/// right to left.
package enum TextDirection {
    package static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return rightToLeftBlocks.contains { $0.contains(scalar.value) }
        }
        return false
    }

    static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF
    ]

    /// The languages (BCP 47 primary subtags) written right to left.
    package static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// True for a language tag such as `ar`, `he-IL` or `fa_IR`.
    package static func isRightToLeft(language tag: String) -> Bool {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(primary)
    }

    /// True when a character of a right-to-left block (a letter, digit or mark) comes before the
    /// first letter of another script: how card text decides its side.
    package static func leadsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
            default:
                if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }
}
