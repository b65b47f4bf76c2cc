/// An animation, still or folder with pairs whose pixels changed but stayed within the budget.
/// Those pairs pass, yet they are changes: a ratio budget set for noise can hide a real one, so
/// every report names them with their size.
public struct WithinBudgetChange: Codable, Sendable, Equatable {
    /// The group's name (`deck/swipe-right`, `deck/still.png`).
    public var name: String
    /// An animation, a still, or a folder or file of PNGs.
    public var kind: DiffGroup.Kind
    /// Every pair of the group.
    public var pairs: Int
    /// The pairs that changed within the budget, in pair order.
    public var paths: [String]
    /// The one of them with the largest share of differing pixels.
    public var worstPath: String
    /// The worst pair's share of differing pixels, 0 to 1.
    public var worstRatio: Double
    /// How many of the worst pair's pixels differ.
    public var worstPixels: Int

    /// One per group with such pairs, in group order.
    static func list(_ groups: [DiffGroup], pairs: [DiffPairResult]) -> [WithinBudgetChange] {
        groups.compactMap { group in
            let changed = group.members.map { pairs[$0] }.filter { $0.kind == .withinBudget }
            guard let worst = changed.max(by: { $0.differentRatio < $1.differentRatio }) else { return nil }
            return WithinBudgetChange(
                name: group.name, kind: group.kind, pairs: group.pairs, paths: changed.map(\.path),
                worstPath: worst.path, worstRatio: worst.differentRatio, worstPixels: worst.differentPixels)
        }
    }

    private var isSingle: Bool { kind == .still || kind == .file }
    private var noun: String { kind == .animation ? "frame" : "file" }

    /// "5 of 43 frames", "1 of 43 frames", or nothing for a still.
    private var count: String {
        "\(paths.count) of \(pairs) \(noun)\(pairs == 1 ? "" : "s")"
    }

    /// One line for a terminal, for a group that passes: "deck/swipe-right: 24 of 43 frames
    /// changed within the budget, worst 0.28 % of pixels (1311 pixels, frame-0020.png)". The count
    /// is given too: a change of a few pixels rounds to 0.00 %.
    public var summary: String {
        let pixels = "\(worstPixels) pixel\(worstPixels == 1 ? "" : "s")"
        if isSingle {
            return "\(name): changed within the budget, \(DiffFormat.percent(worstRatio)) of pixels (\(pixels))"
        }
        return
            "\(name): \(count) changed within the budget, worst \(DiffFormat.percent(worstRatio)) of pixels (\(pixels), \(DiffGroup.lastName(worstPath)))"
    }

    /// "0.28 % (1311 px)", for a table cell.
    public var worstSize: String {
        "\(DiffFormat.percent(worstRatio)) (\(worstPixels) px)"
    }

    /// What to add to the line of a group that fails: "3 more frames changed within the budget".
    public var addendum: String {
        "\(paths.count) more \(noun)\(paths.count == 1 ? "" : "s") changed within the budget"
    }

    /// "64 frames changed within the budget", for headings and totals.
    package static func phrase(_ count: Int) -> String {
        "\(count) frame\(count == 1 ? "" : "s") changed within the budget"
    }
}
