import CardGeometry

/// The names a scene gives its files and folders (`scene/still.png`, `scene/animation/…`): each
/// must be one plain path component, and no two of a run may land on the same path. Built-in
/// scenes pass by design; an app's own scene is checked before anything is drawn.
enum OutputNames {
    /// The longest name, in UTF-8 bytes: well inside every file system's limit of 255.
    static let maxBytes = 100

    /// Why `name` cannot name a file or folder, or nil.
    static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.hasPrefix(".") { return "starts with a dot" }
        if name.utf8.count > maxBytes { return "is longer than \(maxBytes) bytes" }
        if name.contains("/") || name.contains("\\") { return "contains a slash" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "contains a control character"
        }
        return nil
    }

    /// Checks every name of the planned scenes and that their paths are all different.
    static func check(_ scenes: [PlannedScene]) throws {
        var paths = Set<String>()
        func claim(_ path: String) throws {
            guard paths.insert(path).inserted else { throw RenderJob.Failure(.sameOutputPath(path: path)) }
        }
        for plan in scenes {
            let scene = plan.scene.name
            try require(scene, role: "scene")
            try claim(scene)
            for still in plan.stills {
                try require(still.name, role: "still")
                try claim("\(scene)/\(still.name).png")
            }
            for animation in plan.animations {
                try require(animation.animation.name, role: "animation")
                try claim("\(scene)/\(animation.animation.name)")
            }
        }
    }

    private static func require(_ name: String, role: String) throws {
        if let problem = problem(name) {
            throw RenderJob.Failure(.unusableName(role: role, name: name, problem: problem))
        }
    }
}
