import CardGeometry

/// Every mockup of a release from one file (a mockup set file): each shot in every
/// format and language, laid out by language and format, named predictably:
/// `en-US/iphone-6.9/01-deck.png`.
public struct MockupSet: Sendable {
    /// One picture of the set: a scene at a moment, with its text in each language.
    public struct Shot: Sendable {
        /// The scene shown, by its catalogue name (`deck`).
        public var scene: String
        /// The animation whose moment is shown; nil: the scene's still.
        public var animation: String?
        /// Nil: the animation's showcase moment.
        public var time: Double?
        /// The shot's own scene parameters (the set's with its preset and stamps applied).
        public var sceneParameters: SceneParameters
        /// The title in each language, by language tag; a language without one has none.
        public var titles: [String: String] = [:]
        /// The subtitle in each language, by language tag.
        public var subtitles: [String: String] = [:]
        /// Nil: the set's.
        public var background: MockupBackground?

        /// A shot of `scene`'s still, without titles, on the set's background.
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

    /// Shots a set may have. These limits are the most a file may ask for; a file asking more is
    /// refused before anything is drawn.
    public static let maxShots = 50
    /// Languages a set may have.
    public static let maxLanguages = 60
    /// Images a set may make (shots × formats × languages).
    public static let maxImages = 2_000
    /// Animated files (each a whole animation, an App Preview up to 30 s).
    public static let maxAnimated = 200

    /// The store and social formats every shot is made in.
    public var formats: [MockupFormat]
    /// Language tags (`en-US`), each a folder of the set.
    public var languages: [String]
    /// The pictures, in order; their number starts each file name.
    public var shots: [Shot]
    /// What every mockup shares: background, colours, frame, density, seed, captions; the format,
    /// scene and text are set per image.
    public var base: MockupSettings
    /// Each animated shot also as these files, beside its PNG, at `fps`, GIF and WebP playing
    /// `loop` times (0: forever).
    public var exports: [ExportFormat] = []
    /// Frames per second of the animated files, within `SettingLimits.fps` (a set file allows 1 to 60).
    public var fps = 30.0
    /// How fast the animated files play their animation, within `SettingLimits.speed`: 1 as it
    /// runs, 0.5 at half speed; by default `AnimatedMockupTimeline.defaultSpeed`.
    public var speed = AnimatedMockupTimeline.defaultSpeed
    /// How many times the GIF and WebP files play; 0: forever.
    public var loop = 0
    /// Each animated shot also as an App Preview-sized MP4 in the device formats.
    public var appPreview = false
    /// What the stamps say in each language.
    public var stampWords = StampWords()

    /// A set of `shots` in every format and language, sharing `base`, with no animated files.
    public init(formats: [MockupFormat], languages: [String], shots: [Shot], base: MockupSettings) {
        self.formats = formats
        self.languages = languages
        self.shots = shots
        self.base = base
    }

    /// One image of the set: where it goes and how it is drawn.
    public struct Image: Sendable {
        /// Where it goes, relative to the set's output folder: `en-US/iphone-6.9/01-deck.png`.
        public var path: String
        /// The language of its text, as a tag (`en-US`).
        public var language: String
        /// The store or social format it is drawn in.
        public var format: MockupFormat
        /// Its shot's index in `shots`, from 0.
        public var shot: Int
        /// Everything it is drawn with: the set's settings with the shot, format and language applied.
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
                    stampWords.apply(to: &settings.sceneParameters, language: language)
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
