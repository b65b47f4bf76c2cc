/// File-name order as people expect it: digit runs compare by value, so `img2` comes before
/// `img10`, and everything else by character. Letters compare case-insensitively first and then
/// exactly, so the order is total and the same on every machine (no locale is consulted).
package enum NaturalOrder {
    package static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let folded = compare(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
        if folded != 0 { return folded < 0 }
        let exact = compare(Array(a.unicodeScalars), Array(b.unicodeScalars))
        if exact != 0 { return exact < 0 }
        // Equal but for leading zeros ("x01" and "x1"): the plain text decides.
        return a.unicodeScalars.map(\.value).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
    }

    /// -1, 0 or 1: walks both names; where both have a digit run, compares the runs' values.
    private static func compare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if isDigit(a[i]) && isDigit(b[j]) {
                let (runA, nextI) = digitRun(a, from: i), (runB, nextJ) = digitRun(b, from: j)
                if runA.count != runB.count { return runA.count < runB.count ? -1 : 1 }
                if runA != runB { return runA.lexicographicallyPrecedes(runB) ? -1 : 1 }
                i = nextI
                j = nextJ
            } else {
                if a[i] != b[j] { return a[i].value < b[j].value ? -1 : 1 }
                i += 1
                j += 1
            }
        }
        let restA = a.count - i, restB = b.count - j
        return restA == restB ? 0 : (restA < restB ? -1 : 1)
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { (48...57).contains(s.value) }

    /// The digit run starting at `start` without its leading zeros, and the index after it.
    private static func digitRun(_ s: [Unicode.Scalar], from start: Int) -> ([UInt32], Int) {
        var end = start
        while end < s.count && isDigit(s[end]) { end += 1 }
        let digits = s[start..<end].map(\.value).drop { $0 == 48 }
        return (Array(digits), end)
    }
}
