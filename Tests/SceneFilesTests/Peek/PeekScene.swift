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

/// The `peek` scene's entry: its section holds the side card's numbers.
struct PeekEntry: SceneEntry {
    let name = "peek"

    var sections: [SceneSection] {
        [
            SceneSection(
                key: "peek", starterComment: "peek (a test-only scene): the side card's numbers.",
                parameters: \.sideCard)
        ]
    }

    func screenFit(_ parameters: SceneParameters) -> SceneScreenFit { .laidOut }

    func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        PeekScene(
            inner: SideCardScene(
                photoCount: context.photoCount, parameters: context.sized(context.parameters.sideCard),
                backdrop: context.backdrop))
    }
}
