import CardGeometry

/// One scene to render and which of its animations (nil: all of them): one of the built-in
/// scenes by name, or an app's own `Scene`. Either goes through the same run: stills, frames,
/// contact sheets, motion tracks, exports and the manifest.
public struct SceneRequest: Sendable {
    /// The scene's name as the request gives it; the scene's own `name` names its files.
    public var name: String
    /// The animations to render, by name; nil renders all of the scene's.
    public var animations: [String]?
    /// Builds the scene for the run: its photo count (once unreadable photos are dropped), canvas,
    /// seed, parameters and backdrop are in the context. Nil when there is no such scene.
    public var build: @Sendable (SceneCatalog.Context) -> (any Scene)?

    /// A built-in scene by name (`SceneCatalog.names`).
    public init(name: String, animations: [String]? = nil) {
        self.name = name
        self.animations = animations
        build = { SceneCatalog.scene(named: name, $0) }
    }

    /// An app's own scene, built for the run's photos and canvas.
    public init(
        name: String, animations: [String]? = nil, scene build: @escaping @Sendable (SceneCatalog.Context) -> any Scene
    ) {
        self.name = name
        self.animations = animations
        self.build = { build($0) }
    }

    /// An app's own scene, as it is.
    public init(_ scene: any Scene, animations: [String]? = nil) {
        self.init(name: scene.name, animations: animations) { _ in scene }
    }
}
