import CardFoundation
import CardGeometry
import Foundation

/// What a check-config rule may name: a scene (`deck`), an animation (`deck/swipe-right`) or a
/// file (`deck/still.png`, `deck/swipe-right/frame-0003.png`), of cardrender's own scenes or of
/// the folders compared. A rule that names none of these is a typo: it would never apply.
public struct RuleTargets: Sendable {
    /// Every scene, animation and file name known, for suggestions.
    package var names: Set<String> = []
    /// The catalogue's animations, whose frames are accepted at any index (the count depends on
    /// the fps and on the scene file).
    package var animations: Set<String> = []

    /// No targets: add the compared files with `insert(file:)`.
    public init() {}

    /// A compared file, relative to its folder, and the folders above it (a variant counts as
    /// its base file, as rules apply to it).
    public mutating func insert(file path: String) {
        names.formUnion(DiffRules.keys(for: path))
    }

    /// True when a rule naming `target` applies to something: a known name, or a frame of a
    /// catalogue animation at any index.
    public func contains(_ target: String) -> Bool {
        if names.contains(target) { return true }
        // `scene/animation/frame-NNNN.png` of a catalogue animation.
        let parts = target.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, animations.contains("\(parts[0])/\(parts[1])") else { return false }
        return parts[2].wholeMatch(of: #/frame-\d{4,}\.png/#) != nil
    }

    /// The known name nearest to a target that names nothing, when it is near enough to be a typo.
    package func suggestion(for target: String) -> String? {
        Suggestion.nearest(to: target, in: names.sorted(by: NaturalOrder.areInIncreasingOrder))
    }
}
