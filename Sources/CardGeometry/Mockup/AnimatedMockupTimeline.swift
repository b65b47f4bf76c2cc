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

/// The moments an animated mockup shows, one per output frame: the scene at rest for a beat
/// (no finger on it), the animation at `speed` (the finger down from touch-down to lift-off), its
/// end state for a beat; repeated until the video is at least `minimumLength` long (App Previews
/// ask for 15 s), never past `maximumLength`, and never more than `SceneLimits.maxFrames` frames.
/// An `fps` that is not a finite number above 0 gives a single moment, at 0.
public struct AnimatedMockupTimeline: Hashable, Sendable {
    /// One output frame: the scene time it shows, and whether the animation is playing then. The
    /// holds show the scene with no finger on it; the first frame of the animation shows the same
    /// scene time as the hold before it, with the finger come down.
    public struct Moment: Hashable, Sendable {
        /// Seconds into the animation.
        public var time: Double
        /// True while the animation plays, false in the holds at the start and the end.
        public var playing: Bool

        /// The scene `time` seconds into the animation, played or held.
        public init(time: Double, playing: Bool) {
            self.time = time
            self.playing = playing
        }
    }

    /// Each output frame's moment, played at `fps`.
    public var moments: [Moment]
    /// Output frames per second.
    public var fps: Double
    /// How fast the animation plays: 1 as it runs, 0.5 at half speed (twice as long).
    public var speed: Double

    /// Seconds the scene is held at rest before the finger comes down: long enough to take in the
    /// screen before anything moves.
    public static let startHold = 0.8
    /// Seconds the end state is held before the cycle starts again: long enough to see where the
    /// gesture left the cards.
    public static let endHold = 1.0
    /// The playback speed unless told otherwise: half. The scenes' gestures last the quarter to
    /// half second a real swipe takes, which a viewer of a looping preview barely sees; at half
    /// speed with the touch indicator the drag, the release and what follows can be followed.
    public static let defaultSpeed = 0.5

    /// The moments of an animation `duration` seconds long, played at `speed` (a finite number
    /// above 0, else 1) and `fps` frames per second, repeated until at least `minimumLength`
    /// seconds, cut at `maximumLength` seconds.
    public init(
        duration: Double, fps: Double, speed: Double = defaultSpeed, minimumLength: Double = 0,
        maximumLength: Double = 60
    ) {
        self.fps = fps
        self.speed = speed.isFinite && speed > 0 ? speed : 1
        guard fps > 0, fps.isFinite else {
            moments = [Moment(time: 0, playing: false)]
            return
        }
        func frames(_ seconds: Double) -> Int {
            SceneLimits.count((seconds * fps).rounded(), limit: SceneLimits.maxFrames)
        }
        // Output frame k of the animation shows scene time k · speed / fps.
        let speed = self.speed
        let span = SceneLimits.count((duration * fps / speed - 1e-9).rounded(.up), limit: SceneLimits.maxFrames)
        var cycle = Array(repeating: Moment(time: 0, playing: false), count: frames(Self.startHold))
        cycle += (0...span).map { Moment(time: min(Double($0) * speed / fps, duration), playing: true) }
        cycle += Array(repeating: Moment(time: duration, playing: false), count: frames(Self.endHold))
        let most = max(1, SceneLimits.count((maximumLength * fps).rounded(.down), limit: SceneLimits.maxFrames))
        var moments: [Moment] = []
        repeat {
            moments += cycle
        } while Double(moments.count) / fps < minimumLength && moments.count < most
        self.moments = Array(moments.prefix(most))
    }

    /// The scene time of each output frame.
    public var times: [Double] { moments.map(\.time) }

    /// Seconds the timeline plays.
    public var length: Double { Double(moments.count) / fps }

    /// The distinct moments, in order of first appearance: what is drawn, each once.
    public var distinctMoments: [Moment] {
        var seen = Set<Moment>(), order: [Moment] = []
        for moment in moments where seen.insert(moment).inserted { order.append(moment) }
        return order
    }
}
