import CardGeometry
import Foundation

/// What a check-config rule may name: a scene (`deck`), an animation (`deck/swipe-right`) or a
/// file (`deck/still.png`, `deck/swipe-right/frame-0003.png`), of cardrender's own scenes or of
/// the folders compared. A rule that names none of these is a typo: it would never apply.
public struct RuleTargets: Sendable {
    /// Every scene, animation and file name known, for suggestions.
    private var names: Set<String> = []
    /// The catalogue's animations, whose frames are accepted at any index (the count depends on
    /// the fps and on the scene file).
    private var animations: Set<String> = []

    public init() {}

    /// cardrender's scenes with their stills, animations and contact sheets, at their default
    /// parameters.
    public static func catalogue() -> RuleTargets {
        var targets = RuleTargets()
        for name in SceneCatalog.names {
            targets.names.insert(name)
            guard let scene = SceneCatalog.scene(named: name, SceneCatalog.Context(photoCount: 3)) else { continue }
            for still in scene.stills { targets.names.insert("\(name)/\(still.name).png") }
            for animation in SceneCatalog.animationNames(of: name) {
                targets.names.insert("\(name)/\(animation)")
                targets.names.insert("\(name)/\(animation)/\(DiffRun.contactSheetName)")
                targets.animations.insert("\(name)/\(animation)")
            }
        }
        return targets
    }

    /// A compared file, relative to its folder, and the folders above it (a variant counts as
    /// its base file, as rules apply to it).
    public mutating func insert(file path: String) {
        names.formUnion(DiffRules.keys(for: path))
    }

    /// What a compared path holds: the PNGs below a folder (a golden folder, EXPECTED or ACTUAL),
    /// or the name of a single compared file, as its pair is named. Nothing when it cannot be
    /// read: the comparison itself then says why.
    public mutating func insert(compared path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT != S_IFDIR {
            insert(file: (path as NSString).lastPathComponent)
        } else if let listing = try? PNGListing.list(path, skipping: [Array(GoldenFolder.diffFolderName.utf8)]) {
            for file in listing.files { insert(file: file) }
        }
    }

    public func contains(_ target: String) -> Bool {
        if names.contains(target) { return true }
        // `scene/animation/frame-NNNN.png` of a catalogue animation.
        let parts = target.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, animations.contains("\(parts[0])/\(parts[1])") else { return false }
        return parts[2].wholeMatch(of: #/frame-\d{4,}\.png/#) != nil
    }

    /// The known name nearest to a target that names nothing, when it is near enough to be a typo.
    public func suggestion(for target: String) -> String? {
        Suggestion.nearest(to: target, in: names.sorted(by: NaturalOrder.areInIncreasingOrder))
    }
}
