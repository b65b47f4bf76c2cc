/// The `deck` scene: the UIKit deck, or a library's deck under the koloda and shuffle presets
/// (`LibraryDeckScene`) and the cardstackview preset (`CardStackViewScene`), each preset's numbers
/// in its own scene-file section.
public struct DeckEntry: SceneEntry {
    /// The scene's name, `deck`.
    public let name = "deck"

    /// The list's deck.
    public init() {}

    /// `uikit` (the default), `koloda`, `shuffle` and `cardstackview`.
    public let presets: ScenePresets? = ScenePresets(\SceneParameters.deckPreset)

    /// `deck` (the UIKit deck's), then `koloda`, `shuffle` and `cardstackview`, each choosing its preset.
    public var sections: [SceneSection] {
        [
            SceneSection(
                .deck,
                starterComment:
                    "deck, UIKit (Exploring Swift's Tinder-esque deck): inset cards, tilt tan(tx / 2w), exits past the centre thresholds.",
                choosing: SceneSection.choosing(\SceneParameters.deckPreset, DeckPreset.uikit),
                stamps: \DeckParameters.stamps),
            SceneSection(
                .koloda, starterComment: "deck with preset koloda: Yalantis/Koloda's numbers.",
                choosing: SceneSection.choosing(\SceneParameters.deckPreset, DeckPreset.koloda),
                optionalKeys: Self.libraryOptionalKeys,
                fillingOptionals: Self.fillingLibraryOptionals, stamps: \LibraryDeckParameters.stamps),
            SceneSection(
                .shuffle, starterComment: "deck with preset shuffle: mac-gallagher/Shuffle's numbers.",
                choosing: SceneSection.choosing(\SceneParameters.deckPreset, DeckPreset.shuffle),
                optionalKeys: Self.libraryOptionalKeys,
                fillingOptionals: Self.fillingLibraryOptionals, stamps: \LibraryDeckParameters.stamps),
            SceneSection(
                .cardStackView,
                starterComment: "deck with preset cardstackview: yuyakaido/CardStackView's numbers (Android).",
                choosing: SceneSection.choosing(\SceneParameters.deckPreset, DeckPreset.cardstackview),
                stamps: \CardStackViewParameters.stamps)
        ]
    }

    /// Zoomed with the design canvas's proportions while the chosen preset's container has its
    /// default size and lift; laid out as it is once a scene file sets them.
    public func screenFit(_ parameters: SceneParameters) -> SceneScreenFit {
        let keepsSeedSizes: Bool
        switch parameters.deckPreset {
        case .uikit:
            let seed = DeckParameters()
            keepsSeedSizes =
                parameters.deck.containerSize == seed.containerSize
                && parameters.deck.containerLift == seed.containerLift
        case .koloda, .shuffle:
            let preset = parameters.deckPreset == .koloda ? parameters.koloda : parameters.shuffle
            let seed = parameters.deckPreset == .koloda ? LibraryDeckParameters.koloda : LibraryDeckParameters.shuffle
            keepsSeedSizes = preset.containerSize == seed.containerSize && preset.containerLift == seed.containerLift
        case .cardstackview:
            let seed = CardStackViewParameters()
            keepsSeedSizes =
                parameters.cardStackView.containerSize == seed.containerSize
                && parameters.cardStackView.containerLift == seed.containerLift
        }
        return keepsSeedSizes ? .zoomed : .laidOut
    }

    /// The chosen preset's deck.
    public func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        let parameters = context.parameters
        switch parameters.deckPreset {
        case .uikit:
            var scene = DeckScene(photoCount: context.photoCount, parameters: context.sized(parameters.deck))
            scene.layoutDirection = parameters.layoutDirection
            return scene
        case .koloda, .shuffle:
            let preset = parameters.deckPreset == .koloda ? parameters.koloda : parameters.shuffle
            var scene = LibraryDeckScene(photoCount: context.photoCount, parameters: context.sized(preset))
            scene.layoutDirection = parameters.layoutDirection
            return scene
        case .cardstackview:
            var scene = CardStackViewScene(
                photoCount: context.photoCount, parameters: context.sized(parameters.cardStackView))
            scene.layoutDirection = parameters.layoutDirection
            return scene
        }
    }

    /// A library deck's numbers that are unset unless the library has them.
    private static let libraryOptionalKeys = ["swipeVelocity", "exitDistance", "exitRotation", "resetDamping"]

    private static func fillingLibraryOptionals(_ parameters: inout LibraryDeckParameters) {
        parameters.swipeVelocity = 0
        parameters.exitDistance = 0
        parameters.exitRotation = 0
        parameters.resetDamping = 0
    }
}
