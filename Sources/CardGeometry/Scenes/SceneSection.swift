/// One section of a scene file: the key a scene's parameters sit under, what `cardrender init`
/// writes above it, and its numbers' type, defaults and canvas within `SceneParameters`.
public struct SceneSection: Sendable {
    /// The key in a scene file, e.g. `koloda`.
    public let key: String
    /// The comment a starter scene file writes above the section.
    public let starterComment: String
    /// The type of the section's numbers.
    public let type: any SceneSectionParameters.Type
    /// The section's numbers by default.
    public let defaults: any SceneSectionParameters
    /// The ranges of the section's own numbers (`SceneSectionParameters.bounds`).
    public let bounds: [String: ParameterBound]
    /// The comments a starter file writes beside the section's keys (`SceneSectionParameters.keyNotes`).
    public let keyNotes: [String: String]
    /// The values the section's text parameters may take (`SceneSectionParameters.choices`).
    public let choices: [String: [String]]
    /// Every scene's parameters set to draw this section (a deck preset's section chooses its preset).
    public let choosing: @Sendable (SceneParameters) -> SceneParameters
    /// The section's keys whose value may be null (an optional parameter, unset by default).
    public let optionalKeys: [String]
    /// Every scene's parameters with each of this section's optional parameters set, so that a
    /// schema made from them knows those keys and their kinds.
    public let fillingOptionals: @Sendable (SceneParameters) -> SceneParameters
    /// True when the section's scene draws LIKE / NOPE stamps from its numbers.
    public let hasStamps: Bool
    private let stampsOf: @Sendable (SceneParameters) -> StampParameters?
    private let changingStamps: @Sendable (inout SceneParameters, (inout StampParameters) -> Void) -> Void
    private let canvasOf: @Sendable (SceneParameters) -> Size
    private let settingCanvas: @Sendable (inout SceneParameters, Size) -> Void

    /// The section at `key` of every scene's parameters; `choosing` nil: the parameters draw it
    /// as they are. `optionalKeys`: its parameters that may be null, which `fillingOptionals`
    /// gives a value (nil: it has none). `stamps`: where its parameters keep the stamps, for a
    /// deck that draws them.
    public init<Parameters: SceneSectionParameters>(
        _ key: SceneSectionKey<Parameters>, starterComment: String,
        choosing: (@Sendable (SceneParameters) -> SceneParameters)? = nil, optionalKeys: [String] = [],
        fillingOptionals: (@Sendable (inout Parameters) -> Void)? = nil,
        stamps: (WritableKeyPath<Parameters, StampParameters> & Sendable)? = nil
    ) {
        self.key = key.name
        self.starterComment = starterComment
        type = Parameters.self
        defaults = key.defaults
        bounds = Parameters.bounds
        keyNotes = Parameters.keyNotes
        choices = Parameters.choices
        self.choosing = choosing ?? { $0 }
        self.optionalKeys = optionalKeys
        self.fillingOptionals = { all in
            var filled = all
            fillingOptionals?(&filled[key])
            return filled
        }
        hasStamps = stamps != nil
        stampsOf = { all in stamps.map { all[key][keyPath: $0] } }
        changingStamps = { all, change in
            guard let stamps else { return }
            change(&all[key][keyPath: stamps])
        }
        canvasOf = { $0[key].canvas }
        settingCanvas = { $0[key].canvas = $1 }
    }

    /// The section's numbers in `parameters`, its defaults when never set.
    public func numbers(of parameters: SceneParameters) -> any SceneSectionParameters {
        parameters.changedSection(key) ?? defaults
    }

    /// The section's numbers out of every scene's parameters, as a value to write or reflect on.
    public func parameters(_ parameters: SceneParameters) -> Any { numbers(of: parameters) }

    /// The section's stamps in `parameters`, or nil when its scene draws none.
    public func stamps(of parameters: SceneParameters) -> StampParameters? { stampsOf(parameters) }

    /// Changes the section's stamps in `parameters` with `change`; nothing for a scene without stamps.
    public func changeStamps(in parameters: inout SceneParameters, _ change: (inout StampParameters) -> Void) {
        changingStamps(&parameters, change)
    }

    /// The section's canvas in `parameters`.
    public func canvas(of parameters: SceneParameters) -> Size { canvasOf(parameters) }

    /// Sets the section's canvas in `parameters` to `canvas`.
    public func setCanvas(_ canvas: Size, in parameters: inout SceneParameters) { settingCanvas(&parameters, canvas) }
}
