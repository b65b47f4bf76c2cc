import ArgumentParser
import CardGeometry

/// Options that change the scenes themselves (not how they are rendered): shared by rendering
/// and `cardrender plan`, and applied over the scenes' default parameters.
struct SceneOptions: ParsableArguments {
    @Flag(help: "Show LIKE / NOPE stamps on the decks' dragged card, fading in with the drag (deck, swiftui-deck).")
    var stamps = false

    @Option(help: ArgumentHelp("Which library's swipe deck `deck` reproduces: uikit (seed 000), koloda or shuffle.", valueName: "name"))
    var preset: String = "uikit"

    func validate() throws {
        _ = try deckPreset()
    }

    func deckPreset() throws -> DeckPreset {
        guard let preset = DeckPreset(rawValue: preset.lowercased()) else {
            throw ValidationError("--preset \"\(preset)\": unknown preset (known: \(DeckPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return preset
    }

    /// The scenes' parameters: the defaults with these options applied.
    func parameters() throws -> SceneParameters {
        var parameters = SceneParameters()
        parameters.deckPreset = try deckPreset()
        if stamps { parameters.setStamps(true) }
        return parameters
    }
}
