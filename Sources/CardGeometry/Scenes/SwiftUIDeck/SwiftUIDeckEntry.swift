/// The `swiftui-deck` scene: the SwiftUI deck article's deck, or dadalar/SwiftUI-CardStackView's
/// under the cardstackview preset (`SwiftUICardStackScene`), each in its own scene-file section.
public struct SwiftUIDeckEntry: SceneEntry {
    /// The scene's name, `swiftui-deck`.
    public let name = "swiftui-deck"

    /// The list's SwiftUI deck.
    public init() {}

    /// `swiftui` (the default) and `cardstackview`.
    public let presets: ScenePresets? = ScenePresets(\SceneParameters.swiftUIDeckPreset)

    /// `swiftui-deck` (the article's deck), then `swiftui-cardstackview`, choosing its preset.
    public var sections: [SceneSection] {
        [
            SceneSection(
                .swiftUIDeck,
                starterComment: "swiftui-deck (Better Programming's SwiftUI deck): a ZStack of profile cards, springs.",
                choosing: SceneSection.choosing(\SceneParameters.swiftUIDeckPreset, SwiftUIDeckPreset.swiftui),
                stamps: \SwiftUIDeckParameters.stamps),
            SceneSection(
                .swiftUICardStack,
                starterComment:
                    "swiftui-deck with preset cardstackview: dadalar/SwiftUI-CardStackView's numbers.",
                choosing: SceneSection.choosing(\SceneParameters.swiftUIDeckPreset, SwiftUIDeckPreset.cardstackview),
                stamps: \SwiftUICardStackParameters.stamps)
        ]
    }

    /// Zoomed with the design canvas's proportions while the chosen deck's sizes and lift are
    /// the defaults; laid out as it is once a scene file sets them.
    public func screenFit(_ parameters: SceneParameters) -> SceneScreenFit {
        switch parameters.swiftUIDeckPreset {
        case .swiftui:
            let seed = SwiftUIDeckParameters(), own = parameters.swiftUIDeck
            return own.cardHeight == seed.cardHeight && own.padding == seed.padding && own.lift == seed.lift
                ? .zoomed : .laidOut
        case .cardstackview:
            let seed = SwiftUICardStackParameters(), own = parameters.swiftUICardStack
            return own.cardSize == seed.cardSize && own.lift == seed.lift ? .zoomed : .laidOut
        }
    }

    /// The article's card spans the canvas less its padding: on any other canvas it keeps the
    /// design canvas's card width instead, centred, as the other decks keep their container's (the
    /// zoom decides how large it shows).
    public func adapted(_ parameters: SceneParameters, to fit: ScreenFit) -> SceneParameters {
        var adapted = parameters
        let seedCardWidth = ScreenFit.designCanvas.width - 2 * parameters.swiftUIDeck.padding
        adapted.swiftUIDeck.padding = max(0, (fit.layoutCanvas.width - seedCardWidth) / 2)
        return adapted
    }

    /// The chosen deck on the context's canvas.
    public func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        switch context.parameters.swiftUIDeckPreset {
        case .swiftui:
            var scene = SwiftUIDeckScene(
                photoCount: context.photoCount, parameters: context.sized(context.parameters.swiftUIDeck))
            scene.layoutDirection = context.parameters.layoutDirection
            return scene
        case .cardstackview:
            var scene = SwiftUICardStackScene(
                photoCount: context.photoCount, parameters: context.sized(context.parameters.swiftUICardStack))
            scene.layoutDirection = context.parameters.layoutDirection
            return scene
        }
    }
}
