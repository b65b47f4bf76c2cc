/// A card interface that can be drawn at rest and animated.
public protocol Scene: Sendable {
    /// The name the CLI and output folders use, e.g. `deck`.
    var name: String { get }
    /// The scene at rest.
    func still() -> SceneFrame
    /// Every still of the scene by file name, the first one `still`. Most scenes have just that;
    /// the bottom sheet adds one per notch.
    var stills: [(name: String, frame: SceneFrame)] { get }
    /// Every animation of the scene, in a stable order.
    var animations: [SceneAnimation] { get }
}

extension Scene {
    /// The one still, `still`.
    public var stills: [(name: String, frame: SceneFrame)] { [("still", still())] }

    /// The animation called `name`, or nil when the scene has none by that name.
    public func animation(named name: String) -> SceneAnimation? {
        animations.first { $0.name == name }
    }
}

/// One scripted animation of a scene: a pure function from time to frame.
public struct SceneAnimation: Sendable {
    /// The name the CLI and output folders use, e.g. `swipe-right`.
    public let name: String
    /// One line for help text and the manifest.
    public let summary: String
    /// Seconds from the first frame to the last, at most `SceneLimits.maxDuration`.
    public let duration: Double
    /// The duration the scene asked for: more than `duration` when the cap cut the animation short.
    public let requestedDuration: Double
    /// The moment a single still of the animation shows best (a mockup's default): the gesture
    /// under way with every card opaque, or an end state, never a card half faded out; every card
    /// (its text and stamp) on the canvas, not cut by its edge.
    public let showcaseTime: Double
    private let frameAt: @Sendable (Double) -> SceneFrame
    private let touchAt: (@Sendable (Double) -> Point?)?

    /// `showcaseTime` nil: 40 % of the duration. `touch`: where the finger is at a time, for an
    /// animation a gesture drives (nil: no finger at any time).
    public init(
        name: String, summary: String, duration: Double, showcaseTime: Double? = nil,
        touch: (@Sendable (Double) -> Point?)? = nil,
        frameAt: @escaping @Sendable (Double) -> SceneFrame
    ) {
        self.name = name
        self.summary = summary
        self.duration = SceneLimits.clamped(duration, to: SceneLimits.maxDuration)
        requestedDuration = duration
        self.showcaseTime = min(max(showcaseTime ?? self.duration * 0.4, 0), self.duration)
        self.frameAt = frameAt
        touchAt = touch
    }

    /// The scene `time` seconds into the animation (clamped to the animation's span).
    public func frame(at time: Double) -> SceneFrame {
        var frame = frameAt(min(max(time, 0), duration))
        frame.time = time
        return frame
    }

    /// Where the finger is `time` seconds into the animation (clamped to its span), in the frame's
    /// canvas points: from touch-down to lift-off along the gesture; nil when no finger is down
    /// (before the gesture, after it, or in an animation no gesture drives).
    public func touch(at time: Double) -> Point? {
        touchAt?(min(max(time, 0), duration))
    }

    /// The sample times at `fps` frames per second: 0, 1/fps, 2/fps, … and a last frame at exactly
    /// `duration`, so every animation shows both its start and its end state. At most
    /// `SceneLimits.maxFrames`: past that (an fps beyond any display) they spread evenly.
    /// An fps that is not above 0 (or NaN) gives a single frame, at 0; +∞ is the largest rate.
    public func frameTimes(fps: Double) -> [Double] {
        guard fps > 0 else { return [0] }
        let intervals = SceneLimits.count((duration * fps - 1e-9).rounded(.up), limit: SceneLimits.maxFrames - 1)
        if intervals == SceneLimits.maxFrames - 1 && Double(intervals) / fps < duration {
            return (0...intervals).map { duration * Double($0) / Double(intervals) }
        }
        return (0...intervals).map { min(Double($0) / fps, duration) }
    }
}
