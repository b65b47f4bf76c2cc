/// A scene's frames as data, what `cardrender plan` prints: every still and, for each
/// animation, the frames at a frame rate, each with its time and its layers back to front.
public struct ScenePlan: Encodable, Sendable {
    /// A still by its file name (without `.png`).
    public struct NamedFrame: Encodable, Sendable {
        /// The still's name: `still`, or for the sheet `still-minimum` and `still-maximum` too.
        public var name: String
        /// The still's frame.
        public var frame: SceneFrame
    }

    /// One animation and its frames.
    public struct AnimationPlan: Encodable, Sendable {
        /// The animation's name, as the CLI and output folders use it.
        public var name: String
        /// One line saying what happens.
        public var summary: String
        /// Seconds from the first frame to the last.
        public var duration: Double
        /// The frames at the plan's frame rate, the last at exactly `duration`.
        public var frames: [SceneFrame]
    }

    /// The scene's name.
    public var scene: String
    /// The frame rate the animations are sampled at, in frames per second.
    public var fps: Double
    /// Every still of the scene.
    public var stills: [NamedFrame]
    /// The animations asked for, in the scene's order.
    public var animations: [AnimationPlan]

    /// `animations` nil: all of the scene's.
    public init(scene: any Scene, animations names: [String]? = nil, fps: Double) {
        self.scene = scene.name
        self.fps = fps
        stills = scene.stills.map { NamedFrame(name: $0.name, frame: $0.frame) }
        let chosen = names.map { wanted in scene.animations.filter { wanted.contains($0.name) } } ?? scene.animations
        animations = chosen.map { animation in
            AnimationPlan(
                name: animation.name, summary: animation.summary, duration: animation.duration,
                frames: animation.frameTimes(fps: fps).map(animation.frame(at:)))
        }
    }
}
