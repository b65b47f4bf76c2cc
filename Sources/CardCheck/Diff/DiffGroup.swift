import CardSettings
/// The pairs of a diff gathered as people think of them: one group per animation (the frames in
/// one folder, `deck/swipe-right`), one per still, one per other folder of PNGs.
public struct DiffGroup: Codable, Sendable, Equatable {
    /// What a group gathers.
    public enum Kind: String, Codable, Sendable {
        case animation, still, files
        /// A file at the top of the compared folders, or the one file of a diff of two files.
        case file
    }

    /// How a group fared: passed; changed; new or missing (every pair only in ACTUAL, or only in
    /// EXPECTED); size-changed; or error (a pair could not be compared).
    public enum Status: String, Codable, Sendable {
        case passed, changed, new, missing
        case sizeChanged = "size-changed"
        case error
    }

    /// `deck/swipe-right`, `deck/still.png`, a folder, or a file at the top level: never empty.
    public var name: String
    /// What the group gathers.
    public var kind: Kind
    /// How it fared, from its failing pairs' kinds.
    public var status: Status
    /// How many pairs the group has.
    public var pairs: Int
    /// Pairs that do not pass (differences and errors).
    public var failing: Int
    /// The first failing frame: its index in the animation, its path and time (when known).
    public var firstFailingFrame: Int?
    /// The first failing pair's path.
    public var firstFailingPath: String?
    /// The first failing frame's time in seconds, when the manifest gives it.
    public var firstFailingTime: Double?
    /// The failing pair with the largest share of differing pixels.
    public var worstPath: String?
    /// That pair's share of differing pixels, 0 to 1 (1 for a size change).
    public var worstRatio: Double?
    /// Indexes into the report's pairs, in order.
    public var members: [Int]

    /// Groups `pairs` in their order; `times` gives a frame's time by path (from a manifest).
    package static func group(_ pairs: [DiffPairResult], times: [String: Double] = [:]) -> [DiffGroup] {
        var order: [String] = []
        var byName: [String: (kind: Kind, members: [Int])] = [:]
        for (index, pair) in pairs.enumerated() {
            let (name, kind) = key(pair.path)
            if byName[name] == nil { order.append(name); byName[name] = (kind, []) }
            // A folder with frames is an animation.
            if kind == .animation { byName[name]!.kind = .animation }
            byName[name]!.members.append(index)
        }
        return order.map { name in
            let (kind, members) = byName[name]!
            return summarize(name: name, kind: kind, members: members, of: pairs, times: times)
        }
    }

    /// The pair at `index` alone, as a group named by its path: a file of a folder that holds no
    /// animation, for reports that show each such file on its own.
    static func file(_ index: Int, of pairs: [DiffPairResult]) -> DiffGroup {
        summarize(name: pairs[index].path, kind: .file, members: [index], of: pairs, times: [:])
    }

    /// The group of `members` (indexes into `pairs`): its status, first failing and worst pair.
    private static func summarize(
        name: String, kind: Kind, members: [Int], of pairs: [DiffPairResult],
        times: [String: Double]
    ) -> DiffGroup {
        var group = DiffGroup(
            name: name, kind: kind, status: .passed, pairs: members.count, failing: 0, members: members)
        var kinds = Set<DiffPairResult.Kind>()
        for index in members where !pairs[index].kind.passes {
            let pair = pairs[index]
            kinds.insert(pair.kind)
            group.failing += 1
            // The first frame that fails.
            if group.firstFailingFrame == nil, let frame = frameIndex(pair.path) {
                group.firstFailingPath = pair.path
                group.firstFailingFrame = frame
                group.firstFailingTime = times[pair.path]
            } else if group.firstFailingPath == nil {
                group.firstFailingPath = pair.path
            }
            let ratio = pair.kind == .different ? pair.differentRatio : 1
            if pair.kind == .different || pair.kind == .sizeMismatch, ratio > (group.worstRatio ?? -1) {
                group.worstRatio = ratio
                group.worstPath = pair.path
            }
        }
        group.status = status(kinds, all: members.count, failing: group.failing)
        return group
    }

    /// One line for a terminal: "deck/swipe-right: 31 of 43 frames differ, first at frame 12
    /// (t = 0.200 s), worst 4.10 % of pixels (frame-0020.png)".
    public var summary: String {
        let noun = kind == .animation ? "frames" : "files"
        switch status {
        case .passed: return "\(name): \(pairs == 1 ? "passed" : "all \(pairs) \(noun) pass")"
        case .new: return "\(name): new (\(failing) \(failing == 1 ? "file" : noun) not in the golden folder)"
        case .missing: return "\(name): missing (\(failing) golden \(failing == 1 ? "file" : noun) not rendered)"
        case .error: return "\(name): \(failing) of \(pairs) could not be compared"
        case .changed, .sizeChanged:
            let verb = worstPath != nil ? "differ" : "are new or missing"
            let single = kind == .still || kind == .file
            var line = single ? "\(name): differs" : "\(name): \(failing) of \(pairs) \(noun) \(verb)"
            if status == .sizeChanged { line += " (size changed)" }
            if kind == .animation, let frame = firstFailingFrame {
                line += ", first at frame \(frame)"
                if let time = firstFailingTime { line += " (t = \(Self.seconds(time)) s)" }
            }
            if let worstRatio, let worstPath {
                line +=
                    single
                    ? ", \(DiffFormat.percent(worstRatio)) of pixels"
                    : ", worst \(DiffFormat.percent(worstRatio)) of pixels (\(Self.lastName(worstPath)))"
            }
            return line
        }
    }

    static func status(_ kinds: Set<DiffPairResult.Kind>, all: Int, failing: Int) -> Status {
        if failing == 0 { return .passed }
        if kinds.contains(.error) { return .error }
        if kinds == [.extra] { return failing == all ? .new : .changed }
        if kinds == [.missing] { return failing == all ? .missing : .changed }
        if kinds.contains(.sizeMismatch) { return .sizeChanged }
        return .changed
    }

    /// `deck/swipe-right/frame-0012.png` → (`deck/swipe-right`, animation); `deck/still.png` →
    /// itself (still); `a.png` at the top → itself (file); anything else → its folder (files).
    static func key(_ path: String) -> (String, Kind) {
        let names = path.split(separator: "/")
        let folder = names.dropLast().joined(separator: "/")
        let base = GoldenVariantName.base(String(names.last ?? ""))
        if folder.isEmpty { return (base.isEmpty ? path : base, .file) }
        if frameIndex(base) != nil, !folder.isEmpty { return (folder, .animation) }
        // A contact sheet repeats the frames: an item of its own, never counted as one of them.
        if base == DiffFileNames.contactSheet { return (folder + "/" + base, .still) }
        if names.count == 2 { return (folder + "/" + base, .still) }
        return (folder, .files)
    }

    /// 12 for `…/frame-0012.png` (or a variant of it).
    static func frameIndex(_ path: String) -> Int? {
        let name = GoldenVariantName.base(lastName(path))
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        return Int(name.dropFirst(6).dropLast(4))
    }

    static func lastName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Locale-free, three decimals.
    static func seconds(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(abs(thousandths) % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

/// A file name with its golden-variant suffix taken off (`frame-0012.arm64.png` → `frame-0012.png`).
enum GoldenVariantName {
    static func base(_ name: String) -> String { GoldenVariant.base(of: name) }
}
