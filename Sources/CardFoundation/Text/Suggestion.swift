/// "did you mean …?" for a mistyped name: the known name nearest by edit distance, when it is
/// near enough to be a typo (at most a third of the name's letters off).
package enum Suggestion {
    package static func nearest(to word: String, in known: [String]) -> String? {
        let target = Array(word.lowercased())
        let scored = known.map { ($0, distance(target, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 > 0, best.1 <= max(1, target.count / 3) else {
            return nil
        }
        return best.0
    }

    /// ", did you mean deck?" or nothing.
    package static func phrase(for word: String, in known: [String]) -> String {
        nearest(to: word, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Edit distance where swapping two neighbouring letters counts as one edit (the commonest
    /// typo), as in the optimal-string-alignment form of Damerau–Levenshtein.
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
