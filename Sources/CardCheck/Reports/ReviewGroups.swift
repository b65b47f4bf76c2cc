import Foundation

/// The pairs of a diff report as a reviewer reads them: `scene/animation/frame-NNNN.png` belongs
/// to the animation `scene/animation` (its other files, such as the contact sheet, go with it);
/// every other PNG (`scene/still.png`, or any file of two plain folders) is an image of its own.
package struct ReviewGroup: Sendable, Equatable {
    package enum Kind: String, Sendable { case animation, image }

    /// What a reviewer needs to know first, most urgent first.
    package enum Status: String, Sendable, CaseIterable, Comparable {
        case error
        case sizeChanged = "size changed"
        case changed, missing, new, passed

        package static func < (a: Status, b: Status) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    package var kind: Kind
    /// `scene/animation` for an animation, the file's path for an image.
    package var id: String
    /// The frames in order (an image has one), as indices into the report's pairs.
    package var frames: [Int]
    /// The frame number of each of `frames` (from its name), or nil for an image.
    package var frameNumbers: [Int]
    /// An animation's other files (the contact sheet), as indices into the report's pairs.
    package var others: [Int]
    package var status: Status

    /// Scene of `scene/animation` or `scene/still.png`; nil for a file outside that layout.
    package var scene: String? {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 ? String(parts[0]) : nil
    }
}

package enum ReviewGroups {
    /// Groups in report order, most urgent status first (stable within one status).
    package static func make(_ pairs: [DiffPairResult]) -> [ReviewGroup] {
        var groups: [ReviewGroup] = []
        var byAnimation: [String: Int] = [:]
        var others: [(String, Int)] = []
        for (index, pair) in pairs.enumerated() {
            let parts = pair.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 3, let number = frameNumber(parts[2]) {
                let id = "\(parts[0])/\(parts[1])"
                if let at = byAnimation[id] {
                    groups[at].frames.append(index)
                    groups[at].frameNumbers.append(number)
                } else {
                    byAnimation[id] = groups.count
                    groups.append(
                        ReviewGroup(
                            kind: .animation, id: id, frames: [index], frameNumbers: [number], others: [],
                            status: .passed))
                }
            } else if parts.count == 3 {
                others.append(("\(parts[0])/\(parts[1])", index))
            } else {
                groups.append(
                    ReviewGroup(
                        kind: .image, id: pair.path, frames: [index], frameNumbers: [], others: [], status: .passed))
            }
        }
        // A contact sheet joins its animation; a file in a folder with no frames stands alone.
        for (id, index) in others {
            if let at = byAnimation[id] {
                groups[at].others.append(index)
            } else {
                groups.append(
                    ReviewGroup(
                        kind: .image, id: pairs[index].path, frames: [index], frameNumbers: [], others: [],
                        status: .passed))
            }
        }
        for i in groups.indices {
            let order = groups[i].frameNumbers
            if !order.isEmpty {
                let sorted = zip(order, groups[i].frames).sorted { $0.0 < $1.0 }
                groups[i].frameNumbers = sorted.map(\.0)
                groups[i].frames = sorted.map(\.1)
            }
            groups[i].status = status(groups[i].frames.map { pairs[$0].kind })
        }
        return groups.enumerated().sorted { a, b in
            a.element.status != b.element.status ? a.element.status < b.element.status : a.offset < b.offset
        }.map(\.element)
    }

    /// `frame-0042.png` → 42.
    static func frameNumber(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.lowercased().hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }

    static func status(_ kinds: [DiffPairResult.Kind]) -> ReviewGroup.Status {
        if kinds.contains(.error) { return .error }
        if kinds.contains(.sizeMismatch) { return .sizeChanged }
        if kinds.allSatisfy({ $0 == .missing }) { return .missing }
        if kinds.allSatisfy({ $0 == .extra }) { return .new }
        if kinds.contains(where: \.isDifference) { return .changed }
        return .passed
    }
}
