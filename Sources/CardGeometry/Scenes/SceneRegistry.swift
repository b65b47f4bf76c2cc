/// The scenes cardrender renders, in the order the command line lists and renders them. A scene
/// is one folder under `Scenes/` with its `SceneEntry`, and one line in `builtIn`.
public struct SceneRegistry: Sendable {
    /// The scenes, in order.
    public var entries: [any SceneEntry]

    /// A list of `entries`, in that order.
    public init(_ entries: [any SceneEntry]) {
        self.entries = entries
    }

    /// Every scene cardrender ships.
    public static let builtIn = SceneRegistry([
        DeckEntry(),
        SwiftUIDeckEntry(),
        PhotoStackEntry(),
        SideCardEntry(),
        SheetEntry(),
        VerticalSwiperEntry()
    ])

    /// The scenes' names, in order.
    public var names: [String] { entries.map(\.name) }

    /// The names of the scenes `--scene all` renders (`SceneEntry.joinsAll`), in order.
    public var allNames: [String] { entries.filter(\.joinsAll).map(\.name) }

    /// Every scene's scene-file sections, in the order a starter file writes them.
    public var sections: [(scene: String, section: SceneSection)] {
        entries.flatMap { entry in entry.sections.map { (entry.name, $0) } }
    }

    /// The scene called `name`, or nil when the list has none by that name.
    public func entry(named name: String) -> (any SceneEntry)? {
        entries.first { $0.name == name }
    }

    /// The scene `name` for `context`, fitted to its canvas as `SceneCatalog.scene(of:_:)` fits it.
    public func scene(named name: String, _ context: SceneCatalog.Context) -> (any Scene)? {
        entry(named: name).flatMap { SceneCatalog.scene(of: $0, context) }
    }
}
