/// Every scene cardrender knows, by name, built for a number of photos.
public enum SceneCatalog {
    public static let names = ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"]

    /// What every scene may be given: the photo count and the run's canvas and seed.
    public struct Context: Sendable {
        public var photoCount: Int
        public var canvas: Size?
        public var seed: UInt64
        /// Every scene's parameters (a scene file's, a preset's, --stamps); `canvas` overrides theirs.
        public var parameters: SceneParameters
        /// The photo behind the sheet and the side card (`--backdrop`), by index.
        public var backdrop: Int

        public init(photoCount: Int, canvas: Size? = nil, seed: UInt64 = 0, parameters: SceneParameters = SceneParameters(), backdrop: Int = 0) {
            self.photoCount = photoCount
            self.canvas = canvas
            self.seed = seed
            self.parameters = parameters
            self.backdrop = backdrop
        }

        /// A scene's parameters with the run's canvas (`--size`), when one was given.
        func sized<Parameters: CanvasSized>(_ parameters: Parameters) -> Parameters {
            var sized = parameters
            if let canvas { sized.canvas = canvas }
            return sized
        }
    }

    public static func scene(named name: String, _ context: Context) -> (any Scene)? {
        let parameters = context.parameters
        switch name {
        case "deck" where parameters.deckPreset != .uikit:
            let preset = parameters.deckPreset == .koloda ? parameters.koloda : parameters.shuffle
            return LibraryDeckScene(photoCount: context.photoCount, parameters: context.sized(preset))
        case "deck":
            return DeckScene(photoCount: context.photoCount, parameters: context.sized(parameters.deck))
        case "swiftui-deck":
            return SwiftUIDeckScene(photoCount: context.photoCount, parameters: context.sized(parameters.swiftUIDeck))
        case "photostack":
            return PhotoStackScene(photoCount: context.photoCount, seed: context.seed, parameters: context.sized(parameters.photoStack))
        case "sidecard":
            return SideCardScene(photoCount: context.photoCount, parameters: context.sized(parameters.sideCard), backdrop: context.backdrop)
        case "sheet":
            return SheetScene(photoCount: context.photoCount, parameters: context.sized(parameters.sheet), backdrop: context.backdrop)
        default:
            return nil
        }
    }

    /// The animation names of a scene, in order (the same for any photo count).
    public static func animationNames(of name: String) -> [String] {
        scene(named: name, Context(photoCount: 0))?.animations.map(\.name) ?? []
    }
}

/// Scene parameters that carry the canvas size, so `--size` can replace it for any scene.
public protocol CanvasSized {
    var canvas: Size { get set }
}

extension DeckParameters: CanvasSized {}
extension LibraryDeckParameters: CanvasSized {}
extension SwiftUIDeckParameters: CanvasSized {}
extension PhotoStackParameters: CanvasSized {}
extension SideCardParameters: CanvasSized {}
extension SheetParameters: CanvasSized {}
