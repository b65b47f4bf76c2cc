/// The `swiftui-deck` scene.
public struct SwiftUIDeckEntry: SceneEntry {
    /// The scene's name, `swiftui-deck`.
    public let name = "swiftui-deck"

    /// The list's SwiftUI deck.
    public init() {}

    /// Its one section, `swiftui-deck`.
    public var sections: [SceneSection] {
        [
            SceneSection(
                .swiftUIDeck,
                starterComment: "swiftui-deck (Better Programming's SwiftUI deck): a ZStack of profile cards, springs.",
                stamps: \SwiftUIDeckParameters.stamps)
        ]
    }

    /// Zoomed with the design canvas's proportions while its card height, padding and lift are
    /// the defaults; laid out as it is once a scene file sets them.
    public func screenFit(_ parameters: SceneParameters) -> SceneScreenFit {
        let seed = SwiftUIDeckParameters(), own = parameters.swiftUIDeck
        return own.cardHeight == seed.cardHeight && own.padding == seed.padding && own.lift == seed.lift
            ? .zoomed : .laidOut
    }

    /// The card spans the canvas less its padding: on any other canvas it keeps the design
    /// canvas's card width instead, centred, as the other decks keep their container's (the zoom
    /// decides how large it shows).
    public func adapted(_ parameters: SceneParameters, to fit: ScreenFit) -> SceneParameters {
        var adapted = parameters
        let seedCardWidth = ScreenFit.designCanvas.width - 2 * parameters.swiftUIDeck.padding
        adapted.swiftUIDeck.padding = max(0, (fit.layoutCanvas.width - seedCardWidth) / 2)
        return adapted
    }

    /// The deck on the context's canvas.
    public func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        var scene = SwiftUIDeckScene(
            photoCount: context.photoCount, parameters: context.sized(context.parameters.swiftUIDeck))
        scene.layoutDirection = context.parameters.layoutDirection
        return scene
    }
}
