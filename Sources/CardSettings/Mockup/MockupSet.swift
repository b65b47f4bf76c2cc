import CardGeometry

/// Every mockup of a release from one file (a mockup set file): each shot in every
/// format and language, laid out by language and format, named predictably:
/// `en-US/iphone-6.9/01-deck.png`.
public struct MockupSet: Sendable {
    /// One picture of the set: a scene at a moment, with its text in each language.
    public struct Shot: Sendable {
        public var scene: String
        public var animation: String?
        /// Nil: the animation's showcase moment.
        public var time: Double?
        /// The shot's own scene parameters (the set's with its preset and stamps applied).
        public var sceneParameters: SceneParameters
        /// By language tag.
        public var titles: [String: String] = [:]
        public var subtitles: [String: String] = [:]
        /// Nil: the set's.
        public var background: MockupBackground?

        public init(scene: String, sceneParameters: SceneParameters = SceneParameters()) {
            self.scene = scene
            self.sceneParameters = sceneParameters
        }

        /// `01-deck`, `02-deck-swipe-right`: its place in the set and what it shows.
        public func baseName(number: Int) -> String {
            let place = number < 10 ? "0\(number)" : String(number)
            return [place, scene, animation].compactMap { $0 }.joined(separator: "-")
        }
    }

    /// Most of what a file may ask for; a file asking more is refused before anything is drawn.
    public static let maxShots = 50
    public static let maxLanguages = 60
    public static let maxImages = 2_000
    /// Animated files (each a whole animation, an App Preview up to 30 s).
    public static let maxAnimated = 200

    public var formats: [MockupFormat]
    public var languages: [String]
    public var shots: [Shot]
    /// What every mockup shares: background, colours, frame, density, seed, captions; the format,
    /// scene and text are set per image.
    public var base: MockupSettings
    /// Each animated shot also as these files, beside its PNG, at `fps`, GIF and WebP playing
    /// `loop` times (0: forever).
    public var exports: [ExportFormat] = []
    public var fps = 30.0
    public var loop = 0
    /// Each animated shot also as an App Preview-sized MP4 in the device formats.
    public var appPreview = false

    public init(formats: [MockupFormat], languages: [String], shots: [Shot], base: MockupSettings) {
        self.formats = formats
        self.languages = languages
        self.shots = shots
        self.base = base
    }

    /// One image of the set: where it goes and how it is drawn.
    public struct Image: Sendable {
        public var path: String
        public var language: String
        public var format: MockupFormat
        public var shot: Int
        public var settings: MockupSettings
        /// The animated files of the shot in this format and language, with where they go.
        public var animated: [(path: String, format: ExportFormat, appPreview: Bool)] = []
    }

    /// Every image, language by language, format by format, shot by shot.
    public var images: [Image] {
        var images: [Image] = []
        for language in languages {
            for format in formats {
                for (index, shot) in shots.enumerated() {
                    var settings = base
                    settings.format = format
                    settings.scene = shot.scene
                    settings.animation = shot.animation
                    settings.time = shot.time
                    settings.sceneParameters = shot.sceneParameters
                    settings.title = shot.titles[language]
                    settings.subtitle = shot.subtitles[language]
                    if let background = shot.background { settings.background = background }
                    settings.rightToLeft = TextDirection.isRightToLeft(language: language)
                    if let frame = base.layout.device {
                        var suited = MockupLayout.DeviceFrame.suited(to: format.framedScreen, platform: format.platform)
                        suited.color = frame.color
                        settings.layout.device = suited
                    }
                    let stem = "\(language)/\(format.name)/\(shot.baseName(number: index + 1))"
                    var image = Image(
                        path: stem + ".png", language: language, format: format, shot: index, settings: settings)
                    if shot.animation != nil {
                        image.animated = exports.map { ("\(stem).\($0.rawValue)", $0, false) }
                        if appPreview && AppPreviewSpec.forFormat(format.name) != nil {
                            image.animated.append(("\(stem)-app-preview.mp4", .mp4, true))
                        }
                    }
                    images.append(image)
                }
            }
        }
        return images
    }
}
