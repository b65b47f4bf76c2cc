/// The Snapchat-style transition of the side-card article (see `SideCardParameters`): over a
/// full-screen camera photo, a card with side margins slides in from the right as the finger swipes
/// left, the camera controls slide out, a light blur fades in and the swipe indicator crosses to
/// the other side. The transition is percent-driven: the finger sets the progress; on release a
/// display link runs it to the end (or back to the start) at a steady speed.
public struct SideCardScene: Scene {
    /// The scene's name, `sidecard`.
    public let name = "sidecard"
    /// The transition's numbers; this project's by default.
    public var parameters: SideCardParameters
    /// How many photos there are to choose the backdrop and the card's photo from.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels, rows and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The photo behind the card (the camera's view); the card shows the first other photo.
    public var backdrop: Int

    /// The transition over photo `backdrop` (kept within the photos there are).
    public init(photoCount: Int, parameters: SideCardParameters = SideCardParameters(), backdrop: Int = 0) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.backdrop = photoCount > 0 ? min(max(backdrop, 0), photoCount - 1) : 0
    }

    /// The card's photo: the first that is not the backdrop, or the backdrop when it is the only one.
    var cardPhoto: Int { photoCount > 1 ? (backdrop == 0 ? 1 : 0) : backdrop }

    /// A scripted swipe: the finger takes the transition to `releaseProgress` in `duration` seconds.
    public struct Swipe: Hashable, Sendable {
        /// How far the finger takes the transition before it lifts, from 0 (closed) to 1 (open).
        public var releaseProgress: Double
        /// How long the finger moves, in seconds.
        public var duration: Double
        /// How the progress follows time while the finger moves.
        public var curve: TimingCurve
    }

    /// `open`, released at 45 % (past the completion threshold), and `cancel`, released at 20 %.
    public static let defaultSwipes: [(name: String, swipe: Swipe)] = [
        ("open", Swipe(releaseProgress: 0.45, duration: 0.3, curve: .easeOut)),
        ("cancel", Swipe(releaseProgress: 0.2, duration: 0.25, curve: .easeOut))
    ]

    /// The camera screen before the swipe: progress 0.
    public func still() -> SceneFrame { frame(time: 0, progress: 0) }

    /// One animation per swipe in `defaultSwipes`: the swipe, then the display link completing or
    /// cancelling the transition.
    public var animations: [SceneAnimation] {
        Self.defaultSwipes.map { entry in
            let scene = self, swipe = entry.swipe
            let completes = swipe.releaseProgress > parameters.completionThreshold
            return SceneAnimation(
                name: entry.name,
                summary:
                    "swipe the card in to \(Int(swipe.releaseProgress * 100)) %, release, and the transition \(completes ? "completes" : "cancels")",
                duration: swipe.duration + scene.finishDuration(from: swipe.releaseProgress, completes: completes),
                // The transition's end: the card wholly in (open) or gone again (cancel), never cut
                // by the screen's edge as it is while the finger drags it.
                showcaseTime: swipe.duration + scene.finishDuration(from: swipe.releaseProgress, completes: completes),
                touch: { scene.touch(at: $0, swipe: swipe) }
            ) { time in scene.frame(time: time, progress: scene.progress(at: time, swipe: swipe)) }
        }
    }

    // MARK: Progress

    /// After release the time offset moves by completionSpeed seconds per second, so progress
    /// changes by completionSpeed / transitionDuration per second.
    func finishDuration(from progress: Double, completes: Bool) -> Double {
        let remaining = completes ? 1 - progress : progress
        return remaining * parameters.transitionDuration / parameters.completionSpeed
    }

    /// The transition's progress p ∈ [0, 1] (its time offset over its duration) at `time`.
    public func progress(at time: Double, swipe: Swipe) -> Double {
        if time < swipe.duration {
            return swipe.releaseProgress * swipe.curve.value(at: time / swipe.duration)
        }
        let rate = parameters.completionSpeed / parameters.transitionDuration
        let since = time - swipe.duration
        if swipe.releaseProgress > parameters.completionThreshold {
            return min(1, swipe.releaseProgress + rate * since)
        }
        return max(0, swipe.releaseProgress - rate * since)
    }

    /// Where the finger touches down: 40 points in from the right edge, halfway down, where a
    /// swipe that pulls the card in from the right starts.
    public var touchDown: Point { Point(x: parameters.canvas.width - 40, y: parameters.canvas.height / 2) }

    /// Where the finger is during `swipe`: it moves left by the transition's progress times the
    /// canvas's width, as a percent-driven transition reads its progress from the finger; nil
    /// before touch-down and from lift-off on.
    public func touch(at time: Double, swipe: Swipe) -> Point? {
        guard time >= 0, time < swipe.duration else { return nil }
        return touchDown + Point(x: -parameters.canvas.width * progress(at: time, swipe: swipe), y: 0)
    }

    // MARK: Layout

    var canvasCentre: Point { Point(x: parameters.canvas.width / 2, y: parameters.canvas.height / 2) }

    /// The card's frame when the transition is complete: the canvas less `cardMargins`.
    public var cardFrame: Rect {
        let m = parameters.cardMargins
        return Rect(
            x: m.left, y: m.top, width: parameters.canvas.width - m.left - m.right,
            height: parameters.canvas.height - m.top - m.bottom)
    }

    /// The article's indicator transform: translation x = −containerWidth + 2·shift + indicatorWidth.
    public var indicatorTravel: Double {
        -parameters.canvas.width + 2 * parameters.indicatorShift + parameters.indicatorSize.width
    }

    /// The scene at transition progress p: the animations are at time p · duration, so each
    /// property is at curve(p) of its way.
    public func frame(time: Double, progress p: Double) -> SceneFrame {
        let v = parameters.curve.value(at: min(max(p, 0), 1))
        let width = parameters.canvas.width
        var layers: [Layer] = []
        if photoCount > 0 {
            layers.append(Layer(content: .photo(backdrop), size: parameters.canvas, position: canvasCentre))
            layers.append(
                Layer(
                    content: .blurredPhoto(backdrop, radius: parameters.blurRadius), size: parameters.canvas,
                    position: canvasCentre, alpha: v))
        }
        layers.append(
            Layer(
                content: .cameraControls, size: parameters.canvas, position: canvasCentre + Point(x: -width * v, y: 0)))
        if photoCount > 0 {
            let card = cardFrame
            layers.append(
                Layer(
                    content: .photo(cardPhoto), size: card.size,
                    position: card.mid + Point(x: width * (1 - v), y: 0),
                    cornerRadius: parameters.cardCornerRadius, shadow: parameters.cardShadow))
        }
        let indicator = parameters.indicatorSize
        let start = Point(
            x: width - parameters.indicatorShift - indicator.width / 2,
            y: parameters.canvas.height - parameters.indicatorBottom - indicator.height / 2)
        layers.append(
            Layer(
                content: .fill(parameters.indicatorColor), size: indicator,
                position: start + Point(x: indicatorTravel * v, y: 0), cornerRadius: indicator.height / 2))
        return SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }
}
