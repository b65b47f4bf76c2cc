/// Every scene cardrender knows, by name, built for a number of photos.
public enum SceneCatalog {
    public static let names = ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"]

    /// What every scene may be given: the photo count and the run's canvas and seed.
    public struct Context: Sendable {
        public var photoCount: Int
        public var canvas: Size?
        public var seed: UInt64

        public init(photoCount: Int, canvas: Size? = nil, seed: UInt64 = 0) {
            self.photoCount = photoCount
            self.canvas = canvas
            self.seed = seed
        }
    }

    public static func scene(named name: String, _ context: Context) -> (any Scene)? {
        switch name {
        case "deck":
            var parameters = DeckParameters()
            if let canvas = context.canvas { parameters.canvas = canvas }
            return DeckScene(photoCount: context.photoCount, parameters: parameters)
        case "swiftui-deck":
            var parameters = SwiftUIDeckParameters()
            if let canvas = context.canvas { parameters.canvas = canvas }
            return SwiftUIDeckScene(photoCount: context.photoCount, parameters: parameters)
        case "photostack":
            var parameters = PhotoStackParameters()
            if let canvas = context.canvas { parameters.canvas = canvas }
            return PhotoStackScene(photoCount: context.photoCount, seed: context.seed, parameters: parameters)
        case "sidecard":
            var parameters = SideCardParameters()
            if let canvas = context.canvas { parameters.canvas = canvas }
            return SideCardScene(photoCount: context.photoCount, parameters: parameters)
        case "sheet":
            var parameters = SheetParameters()
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
