@testable import CardGeometry

/// The scenes' presets as tests go through them: the defaults, then every scene's presets other
/// than its default, each chosen alone, by label (`seed`, `deck koloda`, `swiftui-deck cardstackview`).
enum PresetVariants {
    static let all: [(label: String, parameters: SceneParameters)] =
        [("seed", SceneParameters())]
        + SceneRegistry.builtIn.entries.flatMap { entry -> [(label: String, parameters: SceneParameters)] in
            guard let presets = entry.presets else { return [] }
            return presets.names.dropFirst().map { name in
                var parameters = SceneParameters()
                presets.choose(name, in: &parameters)
                return ("\(entry.name) \(name)", parameters)
            }
        }

    /// The labels, as test arguments.
    static let labels = all.map(\.label)

    /// The parameters labelled `label`.
    static func parameters(_ label: String) -> SceneParameters {
        all.first { $0.label == label }!.parameters
    }
}
