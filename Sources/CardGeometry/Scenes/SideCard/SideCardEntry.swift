/// The `sidecard` scene.
public struct SideCardEntry: SceneEntry {
    /// The scene's name, `sidecard`.
    public let name = "sidecard"

    /// The list's side card.
    public init() {}

    /// Its one section, `sidecard`.
    public var sections: [SceneSection] {
        [
            SceneSection(
                .sideCard, starterComment: "sidecard (a Snapchat-style UI): a card swiped in over a camera photo.",
            )
        ]
    }

    /// The side card uses the whole canvas.
    public func screenFit(_ parameters: SceneParameters) -> SceneScreenFit { .laidOut }

    /// The transition on the context's canvas, over the context's backdrop.
    public func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        var scene = SideCardScene(
            photoCount: context.photoCount, parameters: context.sized(context.parameters.sideCard),
            backdrop: context.backdrop)
        scene.layoutDirection = context.parameters.layoutDirection
        return scene
    }
}
