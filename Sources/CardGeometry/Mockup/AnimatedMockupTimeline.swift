/// The App Store's App Preview video: its pixel size per device, frame rate and length limits.
/// Apple accepts only captures of the app itself there; cardrender's are for the web, social
/// posts and ads, made to the same sizes so they fit wherever previews are shown.
public struct AppPreviewSpec: Hashable, Sendable {
    /// The video's width in pixels (portrait).
    public var width: Int
    /// The video's height in pixels (portrait).
    public var height: Int
    /// The frame rate App Previews are made at, in frames per second.
    public static let fps = 30.0
    /// Seconds.
    public static let minimumLength = 15.0
    /// Seconds: the longest an App Preview may be.
    public static let maximumLength = 30.0

    /// Portrait sizes by mockup format; nil for a format with no App Preview (social ones).
    public static func forFormat(_ name: String) -> AppPreviewSpec? {
        switch name {
        case "iphone-6.9", "iphone-6.7", "iphone-6.5", "iphone-6.5-1242": AppPreviewSpec(width: 886, height: 1920)
        case "ipad-13": AppPreviewSpec(width: 1200, height: 1600)
        default: nil
        }
    }

    /// The mockup format drawn at this size: points at 2 pixels each, the device's own screen.
    public func format(from format: MockupFormat) -> MockupFormat {
        var sized = format
        sized.points = Size(width: Double(width) / 2, height: Double(height) / 2)
        sized.density = 2
        sized.summary = "App Preview size, \(width)×\(height)"
        return sized
    }
}

/// The moments an animated mockup shows, one per output frame: the scene at rest for a beat, the
/// animation, its end state for a beat; repeated until the video is at least `minimumLength`
/// long (App Previews ask for 15 s), never past `maximumLength`, and never more than
/// `SceneLimits.maxFrames` frames. An `fps` that is not a finite number above 0 gives a single
/// moment, at 0.
public struct AnimatedMockupTimeline: Hashable, Sendable {
    /// Scene time of each output frame, played at `fps`.
    public var times: [Double]
    /// Output frames per second.
    public var fps: Double

    /// Seconds the start and the end state are held in each cycle.
    public static let hold = 0.5

    /// The moments of an animation `duration` seconds long, played at `fps` frames per second and
    /// repeated until at least `minimumLength` seconds, cut at `maximumLength` seconds.
    public init(duration: Double, fps: Double, minimumLength: Double = 0, maximumLength: Double = 60) {
        self.fps = fps
        guard fps > 0, fps.isFinite else {
            times = [0]
            return
        }
        let holdFrames = SceneLimits.count((Self.hold * fps).rounded(), limit: SceneLimits.maxFrames)
        let span = SceneLimits.count((duration * fps).rounded(.up), limit: SceneLimits.maxFrames)
        var cycle = Array(repeating: 0.0, count: holdFrames)
        cycle += (0...span).map { min(Double($0) / fps, duration) }
        cycle += Array(repeating: duration, count: holdFrames)
        let most = max(1, SceneLimits.count((maximumLength * fps).rounded(.down), limit: SceneLimits.maxFrames))
        var times: [Double] = []
        repeat {
            times += cycle
        } while Double(times.count) / fps < minimumLength && times.count < most
        self.times = Array(times.prefix(most))
    }

    /// Seconds the timeline plays.
    public var length: Double { Double(times.count) / fps }

    /// The distinct scene times, in order of first appearance: the frames actually drawn.
    public var distinctTimes: [Double] {
        var seen = Set<Double>(), order: [Double] = []
        for time in times where seen.insert(time).inserted { order.append(time) }
        return order
    }
}
