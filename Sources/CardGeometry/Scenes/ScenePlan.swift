/// A scene's frames as data, what `cardrender plan` prints: every still and, for each
/// animation, the frames at a frame rate, each with its time and its layers back to front.
public struct ScenePlan: Encodable, Sendable {
    public struct NamedFrame: Encodable, Sendable {
        public var name: String
        public var frame: SceneFrame
    }

    public struct AnimationPlan: Encodable, Sendable {
        public var name: String
        public var summary: String
        public var duration: Double
        public var frames: [SceneFrame]
    }

    public var scene: String
    public var fps: Double
    public var stills: [NamedFrame]
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
