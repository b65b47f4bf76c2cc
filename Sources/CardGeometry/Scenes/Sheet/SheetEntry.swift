/// The `sheet` scene.
public struct SheetEntry: SceneEntry {
    /// The scene's name, `sheet`.
    public let name = "sheet"

    /// The list's bottom sheet.
    public init() {}

    /// Its one section, `sheet`.
    public var sections: [SceneSection] {
        [
            SceneSection(
                .sheet,
                starterComment:
                    "sheet (OverlayContainer's Maps-style sheet): a Maps-style bottom sheet with notches.",
                optionalKeys: ["availableHeight"],
                fillingOptionals: { $0.availableHeight = 0 })
        ]
    }

    /// Proportionally larger on a larger screen, so its rows, names and thumbnails read on an iPad
    /// as on the phone, while it spans the screen's width; on a smaller one it keeps its sizes
    /// (and a canvas too small for it is refused). A scene file's own row height or available
    /// height is kept as given on any screen.
    public func screenFit(_ parameters: SceneParameters) -> SceneScreenFit {
        parameters.sheet.rowHeight == SheetParameters().rowHeight && parameters.sheet.availableHeight == nil
            ? .zoomedWhenLarger : .laidOut
    }

    /// The sheet runs past the canvas's bottom edge by design.
    public var runsPastCanvas: Bool { true }

    /// The sheet on the context's canvas, over the context's backdrop.
    public func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        var scene = SheetScene(
            photoCount: context.photoCount, parameters: context.sized(context.parameters.sheet),
            backdrop: context.backdrop)
        scene.layoutDirection = context.parameters.layoutDirection
        return scene
    }
}
