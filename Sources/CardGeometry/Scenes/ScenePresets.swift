/// The presets of one scene: the libraries whose motion it can reproduce, by the names the
/// command line and scene files use, the scene's own default first.
public struct ScenePresets: Sendable {
    /// The presets' names, the default first.
    public let names: [String]
    private let reading: @Sendable (SceneParameters) -> String
    private let choosing: @Sendable (inout SceneParameters, String) -> Void

    /// The presets of `Preset`, kept at `keyPath` of every scene's parameters; its first case is the default.
    public init<Preset: RawRepresentable & CaseIterable & Sendable>(
        _ keyPath: WritableKeyPath<SceneParameters, Preset> & Sendable
    ) where Preset.RawValue == String {
        names = Preset.allCases.map(\.rawValue)
        reading = { $0[keyPath: keyPath].rawValue }
        choosing = { parameters, name in
            if let preset = Preset(rawValue: name) { parameters[keyPath: keyPath] = preset }
        }
    }

    /// The scene's preset in `parameters`.
    public func chosen(in parameters: SceneParameters) -> String { reading(parameters) }

    /// Chooses the preset `name` in `parameters`; nothing when the scene has no preset by that name.
    public func choose(_ name: String, in parameters: inout SceneParameters) { choosing(&parameters, name) }
}

extension SceneSection {
    /// Every scene's parameters with `preset` chosen at `keyPath`: what a preset's section is drawn
    /// with (`SceneSection.choosing`).
    public static func choosing<Preset: Sendable>(
        _ keyPath: WritableKeyPath<SceneParameters, Preset> & Sendable, _ preset: Preset
    ) -> @Sendable (SceneParameters) -> SceneParameters {
        { parameters in
            var chosen = parameters
            chosen[keyPath: keyPath] = preset
            return chosen
        }
    }
}
