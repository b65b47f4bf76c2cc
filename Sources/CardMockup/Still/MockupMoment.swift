import CardFoundation
import CardGeometry
import CardImaging
import CardSettings

/// The scene a mockup shows, laid out for its screen: the still, or the chosen animation, whose
/// frames the still mockup and the animated one take.
struct MockupMoment {
    let scene: any Scene
    let animation: SceneAnimation?

    /// The scene on `canvas`, a screen whose status bar (if any) is `statusBarHeight` points tall.
    init(settings: MockupSettings, photos: [PhotoFile], canvas: Size, statusBarHeight: Double = 0) throws {
        let backdrop = settings.backdrop.flatMap { MockupPhotos.index(of: $0, in: photos) } ?? 0
        let context = SceneCatalog.Context(
            photoCount: photos.count, canvas: canvas, seed: settings.seed,
            parameters: Self.parameters(settings.screenParameters, statusBarHeight: statusBarHeight),
            backdrop: backdrop)
        guard let scene = SceneCatalog.scene(named: settings.scene, context) else {
            throw MockupFailure.unknownScene(name: settings.scene, known: SceneCatalog.names)
        }
        self.scene = scene
        if let name = settings.animation {
            guard let animation = scene.animation(named: name) else {
                throw MockupFailure.unknownAnimation(scene: scene.name, name: name, known: scene.animations.map(\.name))
            }
            self.animation = animation
        } else {
            animation = nil
        }
    }

    /// The scene on the screen `plan` picked, under the status bar it shows.
    init(settings: MockupSettings, photos: [PhotoFile], plan: MockupRenderer.Plan) throws {
        try self.init(
            settings: settings, photos: photos, canvas: plan.canvas,
            statusBarHeight: plan.statusBarDevice?.statusBarHeight ?? 0)
    }

    /// Show-all's gap between cells on a mockup's screen, in the scene's points.
    static let gridSpacing = PhotoStackEntry.deviceGridSpacing

    /// The scene's parameters on a mockup's screen, as each scene of the list shows on a device
    /// (`SceneEntry.onDeviceScreen`): show-all's grid fills the screen's width below its status
    /// bar, as a photo grid does on a phone, unless a scene file sets the grid's cells.
    static func parameters(_ parameters: SceneParameters, statusBarHeight: Double) -> SceneParameters {
        SceneRegistry.builtIn.entries.reduce(parameters) { $1.onDeviceScreen($0, statusBarHeight: statusBarHeight) }
    }

    /// The animation's showcase moment; 0 for the still.
    var showcaseTime: Double { animation?.showcaseTime ?? 0 }

    func frame(at time: Double) -> SceneFrame {
        animation?.frame(at: time) ?? scene.still()
    }

    /// The still a mockup shows: the frame at `time`, or by default the showcase moment with its
    /// stamp at full strength. On a phone the showcase drag stops well short of the drag that
    /// makes the stamp opaque (the card would leave the screen first), and a marketing still shows
    /// the stamp the drag is heading for, not a faint one; `--time` shows the animation's own frame.
    func still(at time: Double?) -> SceneFrame {
        guard time == nil else { return frame(at: time!) }
        var frame = frame(at: showcaseTime)
        for index in frame.layers.indices {
            guard case .stamp = frame.layers[index].content else { continue }
            // A stamp moves and fades with the card under it.
            frame.layers[index].alpha = index > 0 ? frame.layers[index - 1].alpha : 1
        }
        return frame
    }
}
