import CardFoundation
import CardGeometry

extension GoldenSettings {
    /// The settings a run with `settings` renders with, libvips's version included (libvips is
    /// loaded to ask it).
    public init(_ settings: RenderSettings) throws {
        let libvips: String
        libvips = try LibvipsVersion.current()
        self.init(settings, libvips: libvips)
    }

    package init(_ settings: RenderSettings, libvips: String) {
        scale = settings.scale
        fps = settings.fps
        canvas = settings.canvas.map { "\(NumberText.plain($0.width))x\(NumberText.plain($0.height))" }
        seed = settings.seed
        preset = settings.sceneParameters.deckPreset.rawValue
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
