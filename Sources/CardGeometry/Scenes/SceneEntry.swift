/// One scene of the list cardrender renders from (`SceneRegistry`): its name, the scene-file
/// sections its numbers sit under, how it fits a screen other than the design canvas, and how it
/// is laid out. The catalogue, the scene files and the command line learn every scene from here.
public protocol SceneEntry: Sendable {
    /// The name the command line, scene files and output folders use, e.g. `sidecard`.
    var name: String { get }
    /// The scene-file sections its parameters sit under, in the order a starter file writes them.
    var sections: [SceneSection] { get }
    /// How the scene meets a canvas other than its design canvas, with these parameters.
    func screenFit(_ parameters: SceneParameters) -> SceneScreenFit
    /// The parameters the scene is laid out with on `fit`'s layout canvas, from the run's own:
    /// the sizes that follow the screen rather than the zoom.
    func adapted(_ parameters: SceneParameters, to fit: ScreenFit) -> SceneParameters
    /// The parameters as the scene shows on a device's screen whose status bar is
    /// `statusBarHeight` points tall (a mockup's): what an app does there that the seed does not say.
    func onDeviceScreen(_ parameters: SceneParameters, statusBarHeight: Double) -> SceneParameters
    /// The libraries whose motion the scene can reproduce, or nil for a scene with one way to move.
    var presets: ScenePresets? { get }
    /// True when the scene runs past its canvas by design, so a still past its edges is no clipping.
    var runsPastCanvas: Bool { get }
    /// True when `--scene all` (and a render naming no scene) renders the scene; false for one
    /// rendered only when named.
    var joinsAll: Bool { get }
    /// The scene laid out on the context's canvas as it is, in the parameters' layout direction.
    /// It reads only its own sections of the parameters and their shared settings (presets,
    /// layout direction), so a scene file's checks may reuse what they found for a scene whose
    /// sections the file leaves as they were.
    func laidOut(_ context: SceneCatalog.Context) -> any Scene
}

extension SceneEntry {
    /// The parameters as they are: nothing of the scene follows the screen.
    public func adapted(_ parameters: SceneParameters, to fit: ScreenFit) -> SceneParameters { parameters }

    /// The parameters as they are: the scene shows on a device as on its canvas.
    public func onDeviceScreen(_ parameters: SceneParameters, statusBarHeight: Double) -> SceneParameters {
        parameters
    }

    /// One way to move: no presets.
    public var presets: ScenePresets? { nil }

    /// The scene keeps within its canvas.
    public var runsPastCanvas: Bool { false }

    /// `--scene all` renders the scene.
    public var joinsAll: Bool { true }
}
