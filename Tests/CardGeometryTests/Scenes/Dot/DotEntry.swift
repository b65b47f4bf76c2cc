import CardGeometry

/// The test-only `dot` scene's entry: no scene-file section, zoomed with the design canvas's
/// proportions as the decks are.
struct DotEntry: SceneEntry {
    let name = "dot"
    var sections: [SceneSection] { [] }

    func screenFit(_ parameters: SceneParameters) -> SceneScreenFit { .zoomed }

    func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        DotScene(canvas: context.canvas ?? ScreenFit.designCanvas)
    }
}
