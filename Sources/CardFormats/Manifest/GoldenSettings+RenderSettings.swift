import CardFoundation
import CardGeometry
import CardSettings

extension GoldenSettings {
    /// The settings a run with `settings` renders with, when libvips's version is `libvips`.
    package init(_ settings: RenderSettings, libvips: String) {
        scale = settings.scale
        fps = settings.fps
        canvas = settings.canvas.map { "\(NumberText.plain($0.width))x\(NumberText.plain($0.height))" }
        seed = settings.seed
        preset = PresetChoice(describing: settings.sceneParameters).text
        labels = settings.labels.rawValue
        stamps = settings.stampsOnEveryDeck
        order = Self.describe(settings.order)
        captions = Self.digest(settings.captions)
        backdrop = settings.backdrop
        let direction = settings.sceneParameters.layoutDirection
        layoutDirection = direction == .leftToRight ? nil : direction.rawValue
        cardrender = CardRenderVersion.string
        self.libvips = libvips
    }
}
