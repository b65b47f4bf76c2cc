import ArgumentParser
import CardGeometry
import CardRender
import SceneFiles

/// Options that change the scenes themselves (not how they are rendered): shared by rendering
/// and `cardrender plan`. A scene file sets every parameter; these options override it.
struct SceneOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "YAML or JSON file of scene parameters (`cardrender init` writes one); --size, --preset and --stamps override it.",
        valueName: "file"))
    var sceneFile: String?

    @Flag(help: "Show LIKE / NOPE stamps on the decks' dragged card, fading in with the drag (deck, swiftui-deck).")
    var stamps = false

    @Option(help: ArgumentHelp("Which library's swipe deck `deck` reproduces: uikit (seed 000), koloda or shuffle. Default: uikit, or the --scene-file's.",
                               valueName: "name"))
    var preset: String?

    func validate() throws {
        _ = try deckPreset()
    }

    func deckPreset() throws -> DeckPreset? {
        guard let preset else { return nil }
        guard let value = DeckPreset(rawValue: preset.lowercased()) else {
            throw ValidationError("--preset \(UserText.quoted(preset)): unknown preset (known: \(DeckPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }

    /// The scenes' parameters: the scene file's (or the defaults), with these options applied.
    /// A bad scene file is a usage error naming the key, its line and the problem. `scale`: the
    /// --scale its canvases will be drawn at (nil when --size replaces them), whose pixels are
    /// capped as --size's are.
    func parameters(scale: Double? = nil) throws -> SceneParameters {
        var parameters = SceneParameters()
        if let sceneFile {
            do {
                parameters = try SceneFile.load(sceneFile, scale: scale)
            } catch let problem as SceneFileProblem {
                throw ContentError("--scene-file \(problem)")
            }
        }
        if let preset = try deckPreset() { parameters.deckPreset = preset }
        if stamps { parameters.setStamps(true) }
        return parameters
    }
}
