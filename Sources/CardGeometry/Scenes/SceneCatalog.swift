/// Every scene cardrender knows, by name, built for a number of photos.
public enum SceneCatalog {
    /// The built-in scenes' names, in the order the command line lists and renders them.
    public static let names = ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"]

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
        func sized<Parameters: CanvasSized>(_ parameters: Parameters) -> Parameters {
            var sized = parameters
            if let canvas { sized.canvas = canvas }
            return sized
        }
    }

    /// The scene `name` for `context`. With a canvas (a run's canvas size, a mockup's screen) other than the
    /// design canvas, the decks, the photo stack and the sheet keep the seed's proportions: they
    /// lay out on the `ScreenFit` canvas and are zoomed to the screen, their content with them,
    /// unless a scene file sets their sizes, whose numbers are then kept as given. The side card
    /// uses the whole canvas.
    public static func scene(named name: String, _ context: Context) -> (any Scene)? {
        if let fit = sheetZoom(name, context) { return fitted(name, context, fit) }
        guard let canvas = context.canvas, keepsSeedSizes(name, context.parameters) else {
            return laidOut(named: name, context)
        }
        let proportional = ScreenFit(screen: canvas).zoom
        guard canvas != ScreenFit.designCanvas else {
            return fitted(name, context, ScreenFit(screen: canvas, zoom: 1))
        }
        // A larger or differently shaped screen: the cards grow until they fill its width or
        // height, keeping the margins they have on the phone. A smaller one keeps the default
        // sizes while the cards fit and shrinks them only as far as they must. Never below the
        // proportional zoom, which always fits.
        let most = proportional < 1 ? 1 : max(proportional, fillingZoom(name, context, screen: canvas))
        return fitted(
            name, context,
            ScreenFit(
                screen: canvas,
                zoom: largestFittingZoom(
                    name, context, screen: canvas, from: proportional, to: most)))
    }

    /// The sheet's fit to a screen larger than the design canvas: the proportional one, so its rows,
    /// names and thumbnails read on an iPad as on the phone, larger, while it spans the screen's
    /// width whatever the zoom. Nil for any other scene, a smaller screen (where the sheet keeps
    /// its sizes, and a canvas too small for it is refused) or a scene file's own row height.
    static func sheetZoom(_ name: String, _ context: Context) -> ScreenFit? {
        guard name == "sheet", let canvas = context.canvas,
            context.parameters.sheet.rowHeight == SheetParameters().rowHeight,
            context.parameters.sheet.availableHeight == nil
        else { return nil }
        let fit = ScreenFit(screen: canvas)
        return fit.zoom > 1 + 1e-9 ? fit : nil
    }

    /// The zoom at which the scene's still on the design canvas, with the margins it has there,
    /// just fills `screen`'s width or height.
    static func fillingZoom(_ name: String, _ context: Context, screen: Size) -> Double {
        let design = ScreenFit.designCanvas
        guard let still = fitted(name, context, ScreenFit(screen: design))?.still(),
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
        _ name: String, _ context: Context, screen: Size, from low: Double, to high: Double
    ) -> Double {
        func fitsAt(_ zoom: Double) -> Bool {
            fitted(name, context, ScreenFit(screen: screen, zoom: zoom)).map { fits($0.still()) } ?? false
        }
        guard high > low, !fitsAt(high) else { return max(low, high) }
        var fitting = low, tooLarge = high
        while tooLarge - fitting > fitting * 1e-5 {
            let middle = (fitting + tooLarge) / 2
            if fitsAt(middle) { fitting = middle } else { tooLarge = middle }
        }
        return fitting
    }

    /// The scene laid out on `fit`'s canvas and zoomed to the screen.
    static func fitted(_ name: String, _ context: Context, _ fit: ScreenFit) -> (any Scene)? {
        var fitted = context
        fitted.canvas = fit.layoutCanvas
        // The SwiftUI deck's card spans the canvas less its padding: on any other canvas it keeps
        // the default card width instead, centred, as the other decks keep their container's
        // (the zoom decides how large it shows).
        let seedCardWidth = ScreenFit.designCanvas.width - 2 * context.parameters.swiftUIDeck.padding
        fitted.parameters.swiftUIDeck.padding = max(0, (fit.layoutCanvas.width - seedCardWidth) / 2)
        // The grid's top is the screen's (below its status bar), whatever the zoom.
        fitted.parameters.photoStack.gridTop = context.parameters.photoStack.gridTop.map { $0 / fit.zoom }
        if fit.isIdentity { return laidOut(named: name, fitted) }
        return laidOut(named: name, fitted).map { ZoomedScene(inner: $0, fit: fit, screen: context.canvas!) }
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

    /// True for a deck or the photo stack whose sizes are the defaults.
    static func keepsSeedSizes(_ name: String, _ parameters: SceneParameters) -> Bool {
        switch name {
        case "deck" where parameters.deckPreset != .uikit:
            let preset = parameters.deckPreset == .koloda ? parameters.koloda : parameters.shuffle
            let seed = parameters.deckPreset == .koloda ? LibraryDeckParameters.koloda : LibraryDeckParameters.shuffle
            return preset.containerSize == seed.containerSize && preset.containerLift == seed.containerLift
        case "deck":
            let seed = DeckParameters()
            return parameters.deck.containerSize == seed.containerSize
                && parameters.deck.containerLift == seed.containerLift
        case "swiftui-deck":
            let seed = SwiftUIDeckParameters(), own = parameters.swiftUIDeck
            return own.cardHeight == seed.cardHeight && own.padding == seed.padding && own.lift == seed.lift
        case "photostack":
            let seed = PhotoStackParameters(), own = parameters.photoStack
            return own.containerSize == seed.containerSize && own.photoSize == seed.photoSize
        default:
            return false
        }
    }

    /// Why the scene's still does not fit its canvas, naming the scene, or nil when it fits: a
    /// scene file's sizes kept on a canvas too small for them. The sheet runs past the bottom
    /// edge by design and is not checked.
    public static func clipping(named name: String, _ context: Context) -> String? {
        guard name != "sheet", let scene = scene(named: name, context) else { return nil }
        let frame = scene.still()
        guard !fits(frame, margin: -0.5) else { return nil }
        return
            "\(name): its cards do not fit the \(NumberText.plain(frame.canvas.width, wholeBelow: 1e9))×\(NumberText.plain(frame.canvas.height, wholeBelow: 1e9)) pt canvas and are cut off at its edge (the scene file's sizes are kept as given)"
    }

    /// The scene laid out on the context's canvas as it is, in the parameters' layout direction.
    static func laidOut(named name: String, _ context: Context) -> (any Scene)? {
        let parameters = context.parameters
        let direction = parameters.layoutDirection
        switch name {
        case "deck" where parameters.deckPreset != .uikit:
            let preset = parameters.deckPreset == .koloda ? parameters.koloda : parameters.shuffle
            var scene = LibraryDeckScene(photoCount: context.photoCount, parameters: context.sized(preset))
            scene.layoutDirection = direction
            return scene
        case "deck":
            var scene = DeckScene(photoCount: context.photoCount, parameters: context.sized(parameters.deck))
            scene.layoutDirection = direction
            return scene
        case "swiftui-deck":
            var scene = SwiftUIDeckScene(
                photoCount: context.photoCount, parameters: context.sized(parameters.swiftUIDeck))
            scene.layoutDirection = direction
            return scene
        case "photostack":
            var scene = PhotoStackScene(
                photoCount: context.photoCount, seed: context.seed, parameters: context.sized(parameters.photoStack))
            scene.layoutDirection = direction
            return scene
        case "sidecard":
            var scene = SideCardScene(
                photoCount: context.photoCount, parameters: context.sized(parameters.sideCard),
                backdrop: context.backdrop)
            scene.layoutDirection = direction
            return scene
        case "sheet":
            var scene = SheetScene(
                photoCount: context.photoCount, parameters: context.sized(parameters.sheet), backdrop: context.backdrop)
            scene.layoutDirection = direction
            return scene
        default:
            return nil
        }
    }

    /// The animation names of a scene, in order (the same for any photo count).
    public static func animationNames(of name: String) -> [String] {
        scene(named: name, Context(photoCount: 0))?.animations.map(\.name) ?? []
    }
}

/// Scene parameters that carry the canvas size, so a run's canvas size can replace it for any scene.
public protocol CanvasSized {
    var canvas: Size { get set }
}

extension DeckParameters: CanvasSized {}
extension LibraryDeckParameters: CanvasSized {}
extension SwiftUIDeckParameters: CanvasSized {}
extension PhotoStackParameters: CanvasSized {}
extension SideCardParameters: CanvasSized {}
extension SheetParameters: CanvasSized {}
