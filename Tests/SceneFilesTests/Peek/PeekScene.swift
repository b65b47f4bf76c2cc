import CardGeometry

/// A scene only the tests know, added the way a new scene is (a scene and its entry): the side
/// card's transition under its own name and its own scene-file section, `peek`, so the scene
/// files' writer, schema and checks can be seen to take a scene from the list alone.
struct PeekScene: CanvasBounded {
    let name = "peek"
    var inner: SideCardScene

    func still() -> SceneFrame { inner.still() }
    var animations: [SceneAnimation] { inner.animations }
    var smallestCanvas: Size { inner.smallestCanvas }
}

/// The `peek` scene's entry: its own section holds numbers of the side card's kind.
struct PeekEntry: SceneEntry {
    let name = "peek"

    /// Where `peek`'s numbers sit, apart from the side card's.
    static let section = SceneSectionKey("peek", defaults: SideCardParameters())

    var sections: [SceneSection] {
        [
            SceneSection(
                Self.section, starterComment: "peek (a test-only scene): the side card's numbers.")
        ]
    }

    func screenFit(_ parameters: SceneParameters) -> SceneScreenFit { .laidOut }

    func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        PeekScene(
            inner: SideCardScene(
                photoCount: context.photoCount, parameters: context.sized(context.parameters[Self.section]),
                backdrop: context.backdrop))
    }
}
