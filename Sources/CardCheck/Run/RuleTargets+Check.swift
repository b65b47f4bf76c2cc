import CardGeometry
import CardSettings
import Foundation

extension RuleTargets {
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
                targets.names.insert("\(name)/\(animation)/\(DiffFileNames.contactSheet)")
                targets.animations.insert("\(name)/\(animation)")
            }
        }
        return targets
    }

    /// What a compared path holds: the PNGs below a folder (a golden folder, EXPECTED or ACTUAL),
    /// or the name of a single compared file, as its pair is named. Nothing when it cannot be
    /// read: the comparison itself then says why.
    public mutating func insert(compared path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT != S_IFDIR {
            insert(file: (path as NSString).lastPathComponent)
        } else if let listing = try? PNGListing.list(path, skipping: [Array(DiffFileNames.diffFolder.utf8)]) {
            for file in listing.files { insert(file: file) }
        }
    }
}
