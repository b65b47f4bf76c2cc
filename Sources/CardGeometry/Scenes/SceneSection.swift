/// One section of a scene file: the key a scene's parameters sit under, what `cardrender init`
/// writes above it, and where its canvas and numbers are in `SceneParameters`.
public struct SceneSection: Sendable {
    /// The key in a scene file, e.g. `koloda`.
    public let key: String
    /// The comment a starter scene file writes above the section.
    public let starterComment: String
    /// Every scene's parameters set to draw this section (a deck preset's section chooses its preset).
    public let choosing: @Sendable (SceneParameters) -> SceneParameters
    /// The section's numbers out of every scene's parameters, as a value to write or reflect on.
    public let parameters: @Sendable (SceneParameters) -> Any
    private let canvasOf: @Sendable (SceneParameters) -> Size
    private let settingCanvas: @Sendable (inout SceneParameters, Size) -> Void

    /// A section under `key` whose numbers are at `parameters` within every scene's parameters;
    /// `choosing` nil: the parameters draw it as they are.
    public init<Parameters: CanvasSized>(
        key: String, starterComment: String, parameters: WritableKeyPath<SceneParameters, Parameters> & Sendable,
        choosing: (@Sendable (SceneParameters) -> SceneParameters)? = nil
    ) {
        self.key = key
        self.starterComment = starterComment
        self.choosing = choosing ?? { $0 }
        self.parameters = { $0[keyPath: parameters] }
        canvasOf = { $0[keyPath: parameters].canvas }
        settingCanvas = { $0[keyPath: parameters].canvas = $1 }
    }

    /// The section's canvas in `parameters`.
    public func canvas(of parameters: SceneParameters) -> Size { canvasOf(parameters) }

    /// Sets the section's canvas in `parameters` to `canvas`.
    public func setCanvas(_ canvas: Size, in parameters: inout SceneParameters) { settingCanvas(&parameters, canvas) }
}
