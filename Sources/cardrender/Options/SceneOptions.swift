import ArgumentParser
import CardGeometry

/// Options that change the scenes themselves (not how they are rendered): shared by rendering
/// and `cardrender plan`, and applied over the scenes' default parameters.
struct SceneOptions: ParsableArguments {
    @Flag(help: "Show LIKE / NOPE stamps on the decks' dragged card, fading in with the drag (deck, swiftui-deck).")
    var stamps = false

    /// The scenes' parameters: the defaults with these options applied.
    func parameters() throws -> SceneParameters {
        var parameters = SceneParameters()
        if stamps { parameters.setStamps(true) }
        return parameters
    }
}
