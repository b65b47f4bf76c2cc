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

        public init(photoCount: Int, canvas: Size? = nil, seed: UInt64 = 0, parameters: SceneParameters = SceneParameters()) {
            self.photoCount = photoCount
            self.canvas = canvas
            self.seed = seed
            self.parameters = parameters
        }
    }

    public static func scene(named name: String, _ context: Context) -> (any Scene)? {
        switch name {
        case "deck" where context.parameters.deckPreset != .uikit:
            var parameters = context.parameters.deckPreset == .koloda ? context.parameters.koloda : context.parameters.shuffle
            if let canvas = context.canvas { parameters.canvas = canvas }
            return LibraryDeckScene(photoCount: context.photoCount, parameters: parameters)
        case "deck":
            var parameters = context.parameters.deck
            if let canvas = context.canvas { parameters.canvas = canvas }
            return DeckScene(photoCount: context.photoCount, parameters: parameters)
        case "swiftui-deck":
            var parameters = context.parameters.swiftUIDeck
            if let canvas = context.canvas { parameters.canvas = canvas }
            return SwiftUIDeckScene(photoCount: context.photoCount, parameters: parameters)
        case "photostack":
            var parameters = context.parameters.photoStack
            if let canvas = context.canvas { parameters.canvas = canvas }
            return PhotoStackScene(photoCount: context.photoCount, seed: context.seed, parameters: parameters)
        case "sidecard":
            var parameters = context.parameters.sideCard
            if let canvas = context.canvas { parameters.canvas = canvas }
            return SideCardScene(photoCount: context.photoCount, parameters: parameters)
        case "sheet":
            var parameters = context.parameters.sheet
            if let canvas = context.canvas { parameters.canvas = canvas }
            return SheetScene(photoCount: context.photoCount, parameters: parameters)
        default:
            return nil
        }
    }

    /// The animation names of a scene, in order (the same for any photo count).
    public static func animationNames(of name: String) -> [String] {
        scene(named: name, Context(photoCount: 0))?.animations.map(\.name) ?? []
    }
}
