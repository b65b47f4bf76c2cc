/// The `photostack` scene.
public struct PhotoStackEntry: SceneEntry {
    /// The scene's name, `photostack`.
    public let name = "photostack"

    /// The list's photo stack.
    public init() {}

    /// Its one section, `photostack`.
    public var sections: [SceneSection] {
        [
            SceneSection(
                .photoStack, starterComment: "photostack (a PhotoStackView): bordered photos with seeded tilts.",
                optionalKeys: ["gridSpacing", "gridTop"],
                fillingOptionals: {
                    $0.gridSpacing = 0
                    $0.gridTop = 0
                })
        ]
    }

    /// Zoomed with the design canvas's proportions while its container and photo sizes are the
    /// defaults; laid out as it is once a scene file sets them.
    public func screenFit(_ parameters: SceneParameters) -> SceneScreenFit {
        let seed = PhotoStackParameters(), own = parameters.photoStack
        return own.containerSize == seed.containerSize && own.photoSize == seed.photoSize ? .zoomed : .laidOut
    }

    /// The grid's top is the screen's (below its status bar), whatever the zoom.
    public func adapted(_ parameters: SceneParameters, to fit: ScreenFit) -> SceneParameters {
        var adapted = parameters
        adapted.photoStack.gridTop = parameters.photoStack.gridTop.map { $0 / fit.zoom }
        return adapted
    }

    /// Show-all's gap between cells on a device's screen, in the scene's points.
    public static let deviceGridSpacing = 12.0

    /// Show-all's grid fills the screen's width below its status bar, as a photo grid does on a
    /// phone, unless the parameters set the grid's cells.
    public func onDeviceScreen(_ parameters: SceneParameters, statusBarHeight: Double) -> SceneParameters {
        var screen = parameters
        let grid = parameters.photoStack
        if grid.gridSpacing == nil, grid.gridTop == nil, grid.gridCell == PhotoStackParameters().gridCell {
            screen.photoStack.gridSpacing = Self.deviceGridSpacing
            screen.photoStack.gridTop = statusBarHeight
        }
        return screen
    }

    /// The stack on the context's canvas, its tilts from the context's seed.
    public func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        var scene = PhotoStackScene(
            photoCount: context.photoCount, seed: context.seed, parameters: context.sized(context.parameters.photoStack)
        )
        scene.layoutDirection = context.parameters.layoutDirection
        return scene
    }
}
