/// File-name order as people expect it: digit runs compare by value, so `img2` comes before
/// `img10`. Letters compare case-insensitively first and then exactly, so the order is total and
/// the same on every machine (no locale is consulted).
enum NaturalOrder {
    static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let folded = compare(chunks(a.lowercased()), chunks(b.lowercased()))
        if folded != 0 { return folded < 0 }
        let exact = compare(chunks(a), chunks(b))
        if exact != 0 { return exact < 0 }
        return Array(a.unicodeScalars.map(\.value)).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
    }

    private enum Chunk {
        case text([UInt32])
        case number(digits: [UInt32])  // leading zeros removed
    }

    private static func chunks(_ s: String) -> [Chunk] {
        var result: [Chunk] = []
        var current: [UInt32] = []
        var currentIsDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            if currentIsDigits {
                let trimmed = Array(current.drop { $0 == 48 })
                result.append(.number(digits: trimmed))
            } else {
                result.append(.text(current))
            }
            current = []
        }
        for scalar in s.unicodeScalars {
            let isDigit = (48...57).contains(scalar.value)
            if isDigit != currentIsDigits { flush() }
            currentIsDigits = isDigit
            current.append(scalar.value)
        }
        flush()
        return result
    }

    /// -1, 0 or 1.
    private static func compare(_ a: [Chunk], _ b: [Chunk]) -> Int {
        for (x, y) in zip(a, b) {
            let c: Int
            switch (x, y) {
            case let (.number(p), .number(q)):
                c = p.count != q.count ? (p.count < q.count ? -1 : 1) : lexicographic(p, q)
            case let (.text(p), .text(q)):
                c = lexicographic(p, q)
            case (.number, .text): c = -1
            case (.text, .number): c = 1
            }
            if c != 0 { return c }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    private static func lexicographic(_ p: [UInt32], _ q: [UInt32]) -> Int {
        if p == q { return 0 }
        return p.lexicographicallyPrecedes(q) ? -1 : 1
    }
}
