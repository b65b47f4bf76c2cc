/// A canvas smaller than the smallest a scene's layout holds on (`SceneCatalog.canvasTooSmall`).
public struct CanvasTooSmall: Error, Hashable, Sendable {
    /// The scene's name, as `SceneCatalog.names` has it.
    public var scene: String
    /// The canvas the scene was to be laid out on: the run's, or the scene's own.
    public var canvas: Size
    /// The smallest canvas that works for the scene with its parameters, in whole points.
    public var smallest: Size

    /// The canvas `canvas` is too small for the scene `scene`, whose smallest is `smallest`.
    public init(scene: String, canvas: Size, smallest: Size) {
        self.scene = scene
        self.canvas = canvas
        self.smallest = smallest
    }
}

extension ScreenFit {
    /// The least a scene that keeps its default proportions is shrunk to on a smaller screen:
    /// below half its size a card's text, drawn at its own size, crowds out the card.
    public static let smallestZoom = 0.5
}

extension SceneCatalog {
    /// The smallest canvas the built-in scene `name` lays out on, as `smallestCanvas(of:_:)` finds it.
    public static func smallestCanvas(named name: String, _ context: Context) -> Size? {
        SceneRegistry.builtIn.entry(named: name).flatMap { smallestCanvas(of: $0, context) }
    }

    /// The smallest canvas the scene `entry` lays out on with `context`'s parameters, in whole
    /// points (the canvas in `context` is only asked whether one was given). A scene that keeps
    /// its default proportions is shrunk to a smaller canvas at most to `ScreenFit.smallestZoom`,
    /// keeping `fitMargin` free; any other keeps its sizes, so the canvas must hold them as they are.
    public static func smallestCanvas(of entry: any SceneEntry, _ context: Context) -> Size? {
        if context.canvas != nil, entry.screenFit(context.parameters) == .zoomed {
            guard let seed = fitted(entry, context, ScreenFit(screen: ScreenFit.designCanvas)) as? any CanvasBounded
            else { return nil }
            let zoom = ScreenFit.smallestZoom
            return Size(
                width: SceneReach.wholePoints(seed.smallestCanvas.width * zoom + 2 * fitMargin),
                height: SceneReach.wholePoints(seed.smallestCanvas.height * zoom + 2 * fitMargin))
        }
        return (laidOut(entry, context) as? any CanvasBounded)?.smallestCanvas
    }

    /// The built-in scene `name`'s canvas when it is too small, as `canvasTooSmall(of:_:)` finds it.
    public static func canvasTooSmall(named name: String, _ context: Context) -> CanvasTooSmall? {
        SceneRegistry.builtIn.entry(named: name).flatMap { canvasTooSmall(of: $0, context) }
    }

    /// The scene `entry`'s canvas (`context`'s, or the scene's own) when it is smaller than the
    /// smallest the scene lays out on, with that smallest; nil when it is large enough.
    public static func canvasTooSmall(of entry: any SceneEntry, _ context: Context) -> CanvasTooSmall? {
        guard let smallest = smallestCanvas(of: entry, context) else { return nil }
        let canvas = context.canvas ?? laidOut(entry, context).still().canvas
        guard canvas.width < smallest.width || canvas.height < smallest.height else { return nil }
        return CanvasTooSmall(scene: entry.name, canvas: canvas, smallest: smallest)
    }
}
