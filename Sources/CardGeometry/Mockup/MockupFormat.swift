/// A marketing image's size: App Store and Google Play screenshot sizes, Google Play's feature
/// graphic and common social formats, each in points at its native density (pixels per point),
/// so text and padding keep their proportions and the density (1x, 2x, 3x) only changes the pixels.
public struct MockupFormat: Hashable, Sendable {
    /// The format's name, as the CLI and mockup sets use it (`iphone-6.9`, `play-feature`, `story`).
    public var name: String
    /// The image's size in points; times `density` it is the size the store or network asks for.
    public var points: Size
    /// Pixels per point of the size the store or network asks for.
    public var density: Double
    /// What the format is for, with its size in pixels (`App Store 6.7" iPhone, 1290×2796`).
    public var summary: String
    /// For a device's store format, its screen in points: the scene's canvas unless told
    /// otherwise (an iPad screenshot shows an iPad-sized scene). Nil for social formats and the
    /// feature graphic, whose scene keeps the phone canvas.
    public var screen: Size?
    /// Whose devices the format shows: its frames and status bar.
    public var platform: DeviceClass.Platform

    /// A format of `points` at `density` pixels per point; a screen of its own makes it a device's
    /// store format.
    public init(
        name: String, points: Size, density: Double, summary: String, screen: Size? = nil,
        platform: DeviceClass.Platform = .iOS
    ) {
        self.name = name
        self.points = points
        self.density = density
        self.summary = summary
        self.screen = screen
        self.platform = platform
    }

    /// The screen a device frame shows on this format: its own, or the platform's phone's.
    public var framedScreen: Size {
        screen ?? DeviceClass.phone(on: platform).screen
    }

    /// The size in pixels at `density` (the format's own when nil). Each side is within 0 and
    /// `Int32.max`: a density that is not a finite number above 0 gives 0.
    public func pixels(density: Double? = nil) -> (width: Int, height: Int) {
        let k = density ?? self.density
        let limit = Int(Int32.max)
        return (
            SceneLimits.count((points.width * k).rounded(), limit: limit),
            SceneLimits.count((points.height * k).rounded(), limit: limit)
        )
    }

    /// Every built-in format: App Store screenshots, Google Play screenshots and feature graphic, and
    /// the social square, story and link preview.
    public static let all: [MockupFormat] = [
        MockupFormat(
            name: "iphone-6.9", points: Size(width: 440, height: 956), density: 3,
            summary: "App Store 6.9\" iPhone, 1320×2868",
            screen: Size(width: 440, height: 956)),
        MockupFormat(
            name: "iphone-6.7", points: Size(width: 430, height: 932), density: 3,
            summary: "App Store 6.7\" iPhone, 1290×2796",
            screen: Size(width: 430, height: 932)),
        MockupFormat(
            name: "iphone-6.5", points: Size(width: 428, height: 926), density: 3,
            summary: "App Store 6.5\" iPhone, 1284×2778",
            screen: Size(width: 428, height: 926)),
        MockupFormat(
            name: "iphone-6.5-1242", points: Size(width: 414, height: 896), density: 3,
            summary: "App Store 6.5\" iPhone, 1242×2688",
            screen: Size(width: 414, height: 896)),
        MockupFormat(
            name: "ipad-13", points: Size(width: 1032, height: 1376), density: 2,
            summary: "App Store 13\" iPad, 2064×2752",
            screen: Size(width: 1032, height: 1376)),
        // Google Play: screenshots 16:9, tablets' in a 7- or 10-inch tablet's 16:10 screen.
        MockupFormat(
            name: "play-phone", points: Size(width: 360, height: 640), density: 3,
            summary: "Google Play phone, 1080×1920",
            screen: Size(width: 360, height: 640), platform: .android),
        MockupFormat(
            name: "play-tablet-7", points: Size(width: 540, height: 960), density: 2,
            summary: "Google Play 7\" tablet, 1080×1920",
            screen: Size(width: 600, height: 960), platform: .android),
        MockupFormat(
            name: "play-tablet-10", points: Size(width: 720, height: 1280), density: 2,
            summary: "Google Play 10\" tablet, 1440×2560",
            screen: Size(width: 800, height: 1280), platform: .android),
        MockupFormat(
            name: "play-feature", points: Size(width: 512, height: 250), density: 2,
            summary: "Google Play feature graphic, 1024×500",
            platform: .android),
        MockupFormat(
            name: "square", points: Size(width: 360, height: 360), density: 3, summary: "social square post, 1080×1080"),
        MockupFormat(
            name: "story", points: Size(width: 360, height: 640), density: 3, summary: "social story or reel, 1080×1920"
        ),
        MockupFormat(
            name: "link", points: Size(width: 600, height: 315), density: 2,
            summary: "link preview (Open Graph), 1200×630")
    ]

    /// The format turned to the orientation of `screen` (a landscape iPad screenshot is the
    /// portrait one turned); social formats, which have no screen of their own, stay as they are.
    public func oriented(like screen: Size) -> MockupFormat {
        guard let own = self.screen, (own.width > own.height) != (screen.width > screen.height),
            screen.width != screen.height
        else { return self }
        var turned = self
        turned.points = Size(width: points.height, height: points.width)
        turned.screen = Size(width: own.height, height: own.width)
        return turned
    }

    /// The format named `name` in `all`, or nil.
    public static func named(_ name: String) -> MockupFormat? {
        all.first { $0.name == name }
    }
}
