/// Every scene cardrender knows, by name, built for a number of photos.
public enum SceneCatalog {
    /// The built-in scenes' names, in the order the command line lists and renders them.
    public static let names = SceneRegistry.builtIn.names
    /// The built-in scenes `--scene all` (and a render naming none) renders, in order: every one
    /// but those rendered only when named.
    public static let allNames = SceneRegistry.builtIn.allNames

    /// What every scene may be given: the photo count and the run's canvas and seed.
    public struct Context: Sendable {
        /// How many photos the scene has to show (the cards, the stack, the sheet's rows).
        public var photoCount: Int
        /// The canvas in points every scene is laid out on, or nil for each scene's own.
        public var canvas: Size?
        /// The seed of the photo stack's tilts: the same seed gives the same stack on every machine.
        public var seed: UInt64
        /// Every scene's parameters (a scene file's, a preset's, the stamps setting); `canvas` overrides theirs.
        public var parameters: SceneParameters
        /// The photo behind the sheet and the side card, by index.
        public var backdrop: Int

        /// A context with the default parameters, each scene's own canvas, seed 0 and the first photo
        /// as backdrop.
        public init(
            photoCount: Int, canvas: Size? = nil, seed: UInt64 = 0, parameters: SceneParameters = SceneParameters(),
            backdrop: Int = 0
        ) {
            self.photoCount = photoCount
            self.canvas = canvas
            self.seed = seed
            self.parameters = parameters
            self.backdrop = backdrop
        }

        /// A scene's parameters with the run's canvas, when one was given.
        public func sized<Parameters: CanvasSized>(_ parameters: Parameters) -> Parameters {
            var sized = parameters
            if let canvas { sized.canvas = canvas }
            return sized
        }
    }

    /// The scene `name` for `context`, as `scene(of:_:)` fits it; nil when no built-in scene has that name.
    public static func scene(named name: String, _ context: Context) -> (any Scene)? {
        SceneRegistry.builtIn.scene(named: name, context)
    }

    /// The scene `entry` for `context`. With a canvas (a run's canvas size, a mockup's screen)
    /// other than the design canvas, a scene that keeps the seed's proportions (the decks and the
    /// photo stack at their default sizes) lays out on the `ScreenFit` canvas and is zoomed to the
    /// screen, its content with it; one whose sizes a scene file sets keeps them as given. The
    /// side card uses the whole canvas; the sheet grows on a larger screen (`SceneScreenFit`).
    public static func scene(of entry: any SceneEntry, _ context: Context) -> (any Scene)? {
        let rule = entry.screenFit(context.parameters)
        if rule == .zoomedWhenLarger, let fit = largerScreenZoom(context) { return fitted(entry, context, fit) }
        guard let canvas = context.canvas, rule == .zoomed else {
            return laidOut(entry, context)
        }
        let proportional = ScreenFit(screen: canvas).zoom
        guard canvas != ScreenFit.designCanvas else {
            return fitted(entry, context, ScreenFit(screen: canvas, zoom: 1))
        }
        // A larger or differently shaped screen: the cards grow until they fill its width or
        // height, keeping the margins they have on the phone. A smaller one keeps the default
        // sizes while the cards fit and shrinks them only as far as they must. Never below the
        // proportional zoom, which always fits.
        let most = proportional < 1 ? 1 : max(proportional, fillingZoom(entry, context, screen: canvas))
        return fitted(
            entry, context,
            ScreenFit(
                screen: canvas,
                zoom: largestFittingZoom(
                    entry, context, screen: canvas, from: proportional, to: most)))
    }

    /// The proportional fit to a canvas larger than the design canvas, whatever the zoom spanning
    /// its width; nil without a canvas or for one no larger.
    static func largerScreenZoom(_ context: Context) -> ScreenFit? {
        guard let canvas = context.canvas else { return nil }
        let fit = ScreenFit(screen: canvas)
        return fit.zoom > 1 + 1e-9 ? fit : nil
    }

    /// The zoom at which the scene's still on the design canvas, with the margins it has there,
    /// just fills `screen`'s width or height.
    static func fillingZoom(_ entry: any SceneEntry, _ context: Context, screen: Size) -> Double {
        let design = ScreenFit.designCanvas
        guard let still = fitted(entry, context, ScreenFit(screen: design))?.still(),
            let (left, top, right, bottom) = unrotatedEdges(still)
        else { return 0 }
        let width = right - left, height = bottom - top
        guard width > 0, height > 0 else { return 0 }
        let marginX = max(0, min(left, design.width - right)), marginY = max(0, min(top, design.height - bottom))
        let zoom = min((screen.width - 2 * marginX) / width, (screen.height - 2 * marginY) / height)
        return zoom.isFinite ? zoom : 0
    }

    /// The largest zoom from `low` (which fits) to `high` at which the scene's still fits the
    /// screen, found by bisection to a thousandth of a percent.
    static func largestFittingZoom(
        _ entry: any SceneEntry, _ context: Context, screen: Size, from low: Double, to high: Double
    ) -> Double {
        func fitsAt(_ zoom: Double) -> Bool {
            fitted(entry, context, ScreenFit(screen: screen, zoom: zoom)).map { fits($0.still()) } ?? false
        }
        guard high > low, !fitsAt(high) else { return max(low, high) }
        var fitting = low, tooLarge = high
        while tooLarge - fitting > fitting * 1e-5 {
            let middle = (fitting + tooLarge) / 2
            if fitsAt(middle) { fitting = middle } else { tooLarge = middle }
        }
        return fitting
    }

    /// The largest zoom at which the built-in scene `name`'s still fits the screen; `low` for a
    /// name no built-in scene has.
    static func largestFittingZoom(
        _ name: String, _ context: Context, screen: Size, from low: Double, to high: Double
    ) -> Double {
        guard let entry = SceneRegistry.builtIn.entry(named: name) else { return low }
        return largestFittingZoom(entry, context, screen: screen, from: low, to: high)
    }

    /// The built-in scene `name` laid out on `fit`'s canvas and zoomed to the screen.
    static func fitted(_ name: String, _ context: Context, _ fit: ScreenFit) -> (any Scene)? {
        SceneRegistry.builtIn.entry(named: name).flatMap { fitted($0, context, fit) }
    }

    /// The scene laid out on `fit`'s canvas, with the parameters that follow the screen adapted
    /// to it, and zoomed to the screen.
    static func fitted(_ entry: any SceneEntry, _ context: Context, _ fit: ScreenFit) -> (any Scene)? {
        var fitted = context
        fitted.canvas = fit.layoutCanvas
        fitted.parameters = entry.adapted(context.parameters, to: fit)
        if fit.isIdentity { return laidOut(entry, fitted) }
        return ZoomedScene(inner: laidOut(entry, fitted), fit: fit, screen: context.canvas!)
    }

    /// The points a scene shrunk to its screen keeps free at every edge.
    static let fitMargin = 8.0

    /// True when every layer of `frame` (unrotated) lies on its canvas with a few points to spare.
    static func fits(_ frame: SceneFrame, margin: Double = fitMargin) -> Bool {
        guard let (left, top, right, bottom) = unrotatedEdges(frame) else { return true }
        return left >= margin && top >= margin && right <= frame.canvas.width - margin
            && bottom <= frame.canvas.height - margin
    }

    /// The outermost edges of `frame`'s layers, unrotated and scaled about their centres; nil
    /// when it has none.
    static func unrotatedEdges(_ frame: SceneFrame) -> (left: Double, top: Double, right: Double, bottom: Double)? {
        guard !frame.layers.isEmpty else { return nil }
        var left = Double.infinity, top = Double.infinity, right = -Double.infinity, bottom = -Double.infinity
        for layer in frame.layers {
            let half = Size(width: layer.size.width * layer.scale / 2, height: layer.size.height * layer.scale / 2)
            left = min(left, layer.position.x - half.width)
            right = max(right, layer.position.x + half.width)
            top = min(top, layer.position.y - half.height)
            bottom = max(bottom, layer.position.y + half.height)
        }
        return (left, top, right, bottom)
    }

    /// Why the scene's still does not fit its canvas, naming the scene, or nil when it fits: a
    /// scene file's sizes kept on a canvas too small for them. The sheet runs past the bottom
    /// edge by design and is not checked.
    public static func clipping(named name: String, _ context: Context) -> String? {
        guard let entry = SceneRegistry.builtIn.entry(named: name) else { return nil }
        return clipping(of: entry, context)
    }

    /// Why the scene `entry`'s still does not fit its canvas, naming the scene, or nil when it
    /// fits or runs past its canvas by design.
    public static func clipping(of entry: any SceneEntry, _ context: Context) -> String? {
        guard !entry.runsPastCanvas, let scene = scene(of: entry, context) else { return nil }
        let name = entry.name
        let frame = scene.still()
        guard !fits(frame, margin: -0.5) else { return nil }
        return
            "\(name): its cards do not fit the \(NumberText.plain(frame.canvas.width, wholeBelow: 1e9))×\(NumberText.plain(frame.canvas.height, wholeBelow: 1e9)) pt canvas and are cut off at its edge (the scene file's sizes are kept as given)"
    }

    /// The built-in scene `name` laid out on the context's canvas as it is.
    static func laidOut(named name: String, _ context: Context) -> (any Scene)? {
        SceneRegistry.builtIn.entry(named: name).map { laidOut($0, context) }
    }

    /// The scene laid out on the context's canvas as it is, in the parameters' layout direction.
    static func laidOut(_ entry: any SceneEntry, _ context: Context) -> any Scene {
        entry.laidOut(context)
    }

    /// The animation names of a scene, in order (the same for any photo count).
    public static func animationNames(of name: String) -> [String] {
        scene(named: name, Context(photoCount: 0))?.animations.map(\.name) ?? []
    }
}

/// Scene parameters that carry the canvas size, so a run's canvas size can replace it for any scene.
public protocol CanvasSized {
    /// The canvas in points the scene is laid out on.
    var canvas: Size { get set }
}
