/// The UIKit swipe deck of the UIKit deck article (see `DeckParameters`): a stack of inset cards;
/// the top card follows the finger, tilting by tan(tx / 2w), and on release exits to one side or
/// snaps back.
public struct DeckScene: Scene, SwipeDeck {
    /// The scene's name, `deck`.
    public let name = "deck"
    /// The deck's numbers; the article's by default.
    public var parameters: DeckParameters
    /// How many photos the deck deals, in order; fewer than `visibleCards` is fine.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels, rows and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The scripted gesture behind each animation, by animation name.
    public var gestures: [(name: String, gesture: DragGesture)]

    /// A deck of `photoCount` photos, swiped by `gestures`.
    public init(
        photoCount: Int, parameters: DeckParameters = DeckParameters(),
        gestures: [(name: String, gesture: DragGesture)] = DeckScene.defaultGestures
    ) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.gestures = gestures
    }

    /// A swipe past the right threshold, one past the left one, and one that stays under both.
    public static let defaultGestures: [(name: String, gesture: DragGesture)] = [
        ("swipe-right", DragGesture(translation: Point(x: 280, y: 40), duration: 0.5)),
        ("swipe-left", DragGesture(translation: Point(x: -250, y: 40), duration: 0.5)),
        ("snap-back", DragGesture(translation: Point(x: 140, y: 30), duration: 0.4))
    ]

    /// The deck at rest, photo 0 on top.
    public func still() -> SceneFrame { restingStill }

    /// One animation per gesture (`SwipeDeck`): the drag, then what its release does.
    public var animations: [SceneAnimation] { gestureAnimations }

    /// The drag, then the exit or the snap-back and the stack moving up.
    func release(_ gesture: DragGesture) -> (summary: String, settle: Double) {
        let outcome = outcome(ofRelease: gesture.translation)
        let settle =
            outcome == .snapBack
            ? parameters.releaseDuration
            : max(parameters.releaseDuration, parameters.relayoutDuration)
        return (
            "drag to (\(gesture.translation.x), \(gesture.translation.y)) pt in \(gesture.duration) s, then \(outcome.rawValue)",
            settle
        )
    }

    /// Where the finger would touch down for a drag: on the top card, 15 % of its height below
    /// its centre, where a thumb holds a card. Each drag moves it sideways as far as it must for
    /// the finger's path to stay on the canvas (`DragGesture.touchDown(near:on:margin:)`).
    public var touchDown: Point {
        containerOrigin + cardFrame(depth: 0).mid + Point(x: 0, y: 0.15 * parameters.containerSize.height)
    }

    // MARK: Release

    /// What a released card does, by the article's thresholds; the raw value is how an
    /// animation's summary says it.
    public enum ReleaseOutcome: String, Sendable {
        /// The card flies off to the right, fading out.
        case exitRight = "exit right"
        /// The card flies off to the left, fading out.
        case exitLeft = "exit left"
        /// The card returns to the centre and straightens.
        case snapBack = "snap back"
    }

    /// The article's test: where the card's centre is (container coordinates) when the finger lifts.
    public func outcome(ofRelease translation: Point) -> ReleaseOutcome {
        let centreX = parameters.containerSize.width / 2 + translation.x
        if centreX > parameters.exitRightThreshold { return .exitRight }
        if centreX < parameters.exitLeftThreshold { return .exitLeft }
        return .snapBack
    }

    // MARK: Layout

    /// Where the container (the top card's frame) sits on the canvas.
    public var containerOrigin: Point {
        Point(
            x: (parameters.canvas.width - parameters.containerSize.width) / 2,
            y: parameters.canvas.height / 2 - parameters.containerLift - parameters.containerSize.height / 2)
    }

    /// The card frame at `depth` in container coordinates. Depth may be fractional while the
    /// stack moves up: the article's frame is linear in the depth, so this is the interpolated frame.
    public func cardFrame(depth: Double) -> Rect {
        let inset = depth * parameters.horizontalInset
        return Rect(
            x: inset, y: depth * parameters.verticalInset,
            width: parameters.containerSize.width - 2 * inset, height: parameters.containerSize.height)
    }

    /// The rotation the article gives a card dragged by `translationX`: tan(tx / 2w), w the card's width.
    public func dragRotation(translationX: Double) -> Double {
        mathTan(translationX / (2 * parameters.containerSize.width))
    }

    func card(photo: Int, depth: Double, translation: Point = .zero, rotation: Double = 0, alpha: Double = 1) -> Layer {
        let frame = cardFrame(depth: depth)
        return Layer(
            content: .card(photo: photo), size: frame.size,
            position: containerOrigin + frame.mid + translation,
            rotation: rotation, alpha: alpha,
            cornerRadius: parameters.cornerRadius, shadow: parameters.shadow)
    }

    /// The deck at rest with `firstPhoto` on top: back to front, deepest card first.
    func resting(firstPhoto: Int) -> [Layer] {
        let count = max(0, min(parameters.visibleCards, photoCount - firstPhoto))
        return (0..<count).reversed().map { depth in card(photo: firstPhoto + depth, depth: Double(depth)) }
    }

    func frame(time: Double, layers: [Layer]) -> SceneFrame {
        SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }

    // MARK: Animation

    func frame(time: Double, gesture: DragGesture) -> SceneFrame {
        guard photoCount > 0 else { return frame(time: time, layers: []) }
        let behind = Array(resting(firstPhoto: 0).dropLast())

        // The finger is down: the top card follows it and tilts.
        if time < gesture.duration {
            let translation = gesture.translation(at: time)
            let top = card(
                photo: 0, depth: 0, translation: translation, rotation: dragRotation(translationX: translation.x))
            return frame(time: time, layers: behind + [top])
        }

        let released = gesture.translation
        let tilt = dragRotation(translationX: released.x)
        let sinceRelease = time - gesture.duration
        let moved = parameters.curve.value(
            at: progress(at: sinceRelease, start: 0, duration: parameters.releaseDuration))

        switch outcome(ofRelease: released) {
        case .snapBack:
            let top = card(photo: 0, depth: 0, translation: released * (1 - moved), rotation: tilt * (1 - moved))
            return frame(time: time, layers: behind + [top])

        case .exitRight, .exitLeft:
            let direction: Double = outcome(ofRelease: released) == .exitRight ? 1 : -1
            let relayout = parameters.curve.value(
                at: progress(at: sinceRelease, start: 0, duration: parameters.relayoutDuration))
            if moved >= 1 && relayout >= 1 {
                return frame(time: time, layers: resting(firstPhoto: 1))
            }
            let exitTarget = Point(x: direction * parameters.exitOffset.x, y: parameters.exitOffset.y)
            let exiting = card(
                photo: 0, depth: 0, translation: released + exitTarget * moved, rotation: tilt, alpha: 1 - moved)
            // Every remaining card moves up one depth; the next photo enters at the back, at the deepest depth.
            let deepest = parameters.visibleCards - 1
            var layers: [Layer] = []
            if parameters.visibleCards >= 1 && photoCount > parameters.visibleCards {
                layers.append(card(photo: parameters.visibleCards, depth: Double(deepest)))
            }
            let remaining = min(deepest, photoCount - 1)
            if remaining >= 1 {
                for depth in (1...remaining).reversed() {
                    layers.append(card(photo: depth, depth: Double(depth) - relayout))
                }
            }
            return frame(time: time, layers: layers + [exiting])
        }
    }
}
