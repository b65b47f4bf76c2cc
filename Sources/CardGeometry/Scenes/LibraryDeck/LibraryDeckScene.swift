/// The `deck` scene as a card library draws it (Koloda, Shuffle): background cards scaled
/// rather than inset, a rotation proportional to the drag, a distance (or velocity) threshold,
/// an exit that flies the card off the canvas, and a reset that may spring.
public struct LibraryDeckScene: Scene, SwipeDeck {
    /// The scene's name: it is the `deck` scene under the `koloda` or `shuffle` preset.
    public let name = "deck"
    /// The deck's numbers: `LibraryDeckParameters.koloda`, `.shuffle`, or a scene file's.
    public var parameters: LibraryDeckParameters
    /// How many photos the deck deals, in order; fewer than `visibleCards` is fine.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels, rows and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The scripted gesture behind each animation, by animation name.
    public var gestures: [(name: String, gesture: DragGesture)]

    /// A deck of `photoCount` photos; nil `gestures` takes `defaultGestures(parameters)`.
    public init(
        photoCount: Int, parameters: LibraryDeckParameters, gestures: [(name: String, gesture: DragGesture)]? = nil
    ) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.gestures = gestures ?? Self.defaultGestures(parameters)
    }

    /// The UIKit deck's swipes, and a snap-back that stays at 80 % of this library's threshold.
    public static func defaultGestures(_ parameters: LibraryDeckParameters) -> [(name: String, gesture: DragGesture)] {
        let threshold = LibraryDeckScene(photoCount: 0, parameters: parameters, gestures: []).threshold
        return [
            ("swipe-right", DragGesture(translation: Point(x: 280, y: 40), duration: 0.5)),
            ("swipe-left", DragGesture(translation: Point(x: -250, y: 40), duration: 0.5)),
            ("snap-back", DragGesture(translation: Point(x: (0.8 * threshold).rounded(), y: 30), duration: 0.4))
        ]
    }

    /// The deck at rest, photo 0 on top.
    public func still() -> SceneFrame { restingStill }

    /// One animation per gesture (`SwipeDeck`): the drag, then what its release does.
    public var animations: [SceneAnimation] { gestureAnimations }

    /// The drag, then the swipe off or the reset.
    func release(_ gesture: DragGesture) -> (summary: String, settle: Double) {
        let swipes = swipes(gesture)
        let settle = swipes ? max(parameters.exitDuration, parameters.relayoutDuration) : parameters.resetDuration
        return (
            "drag to (\(gesture.translation.x), \(gesture.translation.y)) pt in \(gesture.duration) s, then \(swipes ? "swipe off" : "reset")",
            settle
        )
    }

    // MARK: Rules

    /// The top card's size: the container less `backgroundStep` for each card behind it.
    public var cardSize: Size {
        Size(
            width: parameters.containerSize.width,
            height: parameters.containerSize.height - parameters.backgroundStep
                * Double(max(parameters.visibleCards - 1, 0)))
    }

    /// The drag past which a release swipes the card away.
    public var threshold: Double {
        switch parameters.thresholdBasis {
        case .cardWidth: parameters.thresholdFraction * cardSize.width
        case .canvasMinimum: parameters.thresholdFraction * min(parameters.canvas.width, parameters.canvas.height)
        }
    }

    /// sign(tx) · maxRotation · min(|tx| / width, 1).
    public func dragRotation(translationX tx: Double) -> Double {
        let width = parameters.rotationBasis == .cardWidth ? cardSize.width : parameters.canvas.width
        let strength = min(abs(tx) / width, 1)
        return (tx < 0 ? -1 : 1) * parameters.maxRotation * strength
    }

    /// How far the cards behind have moved towards the next depth: min(|tx| / threshold, 1).
    public func dragProgress(translationX tx: Double) -> Double {
        threshold > 0 ? min(abs(tx) / threshold, 1) : 1
    }

    /// Whether releasing `gesture` swipes the card away: its sideways drag passes `threshold`, or its
    /// release is faster sideways than `swipeVelocity`.
    public func swipes(_ gesture: DragGesture) -> Bool {
        if abs(gesture.translation.x) > threshold { return true }
        if let velocity = parameters.swipeVelocity, abs(gesture.releaseVelocity.x) > velocity { return true }
        return false
    }

    /// Where a swiped card ends: along its drag, `exitDistance` from rest.
    public func exitTranslation(from released: Point) -> Point {
        let distance = parameters.exitDistance ?? max(parameters.canvas.width, parameters.canvas.height)
        let length = mathSqrt(released.x * released.x + released.y * released.y)
        guard length > 0 else { return Point(x: distance, y: 0) }
        return released * (distance / length)
    }

    /// Where the finger would touch down for a drag: on the top card, 15 % of its height below
    /// its centre, where a thumb holds a card. Each drag moves it sideways as far as it must for
    /// the finger's path to stay on the canvas (`DragGesture.touchDown(near:on:margin:)`).
    public var touchDown: Point { restingCentre + Point(x: 0, y: 0.15 * cardSize.height) }

    // MARK: Layout

    var containerOrigin: Point {
        Point(
            x: (parameters.canvas.width - parameters.containerSize.width) / 2,
            y: parameters.canvas.height / 2 - parameters.containerLift - parameters.containerSize.height / 2)
    }

    /// The top card's centre at rest.
    public var restingCentre: Point {
        containerOrigin + Point(x: cardSize.width / 2, y: cardSize.height / 2)
    }

    /// A card behind the top one at `depth` (fractional while the stack moves): scaled about its
    /// anchor point, moved down by the step, fading towards `backgroundAlpha`.
    func backgroundCard(photo: Int, depth: Double) -> Layer {
        let anchorY = parameters.backgroundAnchorY
        let pivot = containerOrigin + Point(x: cardSize.width / 2, y: anchorY * cardSize.height)
        let scale = mathExp(depth * mathLog(parameters.backgroundScale))
        let alpha = lerp(1, parameters.backgroundAlpha, min(max(depth, 0), 1))
        return Layer(
            content: .card(photo: photo), size: cardSize,
            position: pivot + Point(x: 0, y: parameters.backgroundStep * depth),
            anchor: Point(x: 0.5, y: anchorY), scale: scale, alpha: alpha,
            cornerRadius: parameters.cornerRadius, shadow: parameters.shadow)
    }

    /// The top card, moved and turned about its centre.
    func topCard(photo: Int, translation: Point, rotation: Double) -> Layer {
        Layer(
            content: .card(photo: photo), size: cardSize, position: restingCentre + translation, rotation: rotation,
            cornerRadius: parameters.cornerRadius, shadow: parameters.shadow)
    }

    func resting(firstPhoto: Int) -> [Layer] {
        let count = max(0, min(parameters.visibleCards, photoCount - firstPhoto))
        guard count > 0 else { return [] }
        let behind = (1..<max(count, 1)).reversed().map { backgroundCard(photo: firstPhoto + $0, depth: Double($0)) }
        return behind + [topCard(photo: firstPhoto, translation: .zero, rotation: 0)]
    }

    /// The cards behind the top one, each `lift` of a depth towards the top; with `incoming` (once
    /// the top card is swiped) the next photo comes in at the back.
    func behind(lift: Double, incoming: Bool) -> [Layer] {
        let deepest = parameters.visibleCards - 1
        var layers: [Layer] = []
        if incoming, deepest >= 1, photoCount > parameters.visibleCards {
            layers.append(backgroundCard(photo: parameters.visibleCards, depth: Double(deepest)))
        }
        let remaining = min(deepest, photoCount - 1)
        if remaining >= 1 {
            for depth in (1...remaining).reversed() {
                layers.append(backgroundCard(photo: depth, depth: Double(depth) - lift))
            }
        }
        return layers
    }

    func frame(time: Double, layers: [Layer]) -> SceneFrame {
        SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }

    // MARK: Animation

    func frame(time: Double, gesture: DragGesture) -> SceneFrame {
        guard photoCount > 0 else { return frame(time: time, layers: []) }
        if time < gesture.duration {
            let translation = gesture.translation(at: time)
            return frame(
                time: time,
                layers: behind(lift: dragProgress(translationX: translation.x), incoming: false)
                    + [topCard(photo: 0, translation: translation, rotation: dragRotation(translationX: translation.x))]
            )
        }
        let released = gesture.translation
        let tilt = dragRotation(translationX: released.x)
        let lifted = dragProgress(translationX: released.x)
        let since = time - gesture.duration

        guard swipes(gesture) else {
            // Reset: the card (and the cards behind) return by the same fraction.
            let left: Double
            if let damping = parameters.resetDamping {
                let spring = Spring.uikit(duration: parameters.resetDuration, dampingRatio: damping)
                left = since >= parameters.resetDuration - 1e-9 ? 0 : spring.displacement(at: since)
            } else {
                left =
                    1
                    - parameters.resetCurve.value(at: progress(at: since, start: 0, duration: parameters.resetDuration))
            }
            if left == 0 { return still().withTime(time) }
            return frame(
                time: time,
                layers: behind(lift: lifted * left, incoming: false)
                    + [topCard(photo: 0, translation: released * left, rotation: tilt * left)])
        }

        let flown = parameters.exitCurve.value(at: progress(at: since, start: 0, duration: parameters.exitDuration))
        let relayout = parameters.relayoutCurve.value(
            at: progress(at: since, start: 0, duration: parameters.relayoutDuration))
        if flown >= 1 && relayout >= 1 { return frame(time: time, layers: resting(firstPhoto: 1)) }
        let direction: Double = released.x < 0 ? -1 : 1
        let target = exitTranslation(from: released)
        let rotation = parameters.exitRotation.map { lerp(tilt, direction * $0, flown) } ?? tilt
        let exiting = topCard(photo: 0, translation: lerp(released, target, flown), rotation: rotation)
        return frame(time: time, layers: behind(lift: lerp(lifted, 1, relayout), incoming: true) + [exiting])
    }

    // MARK: Stamps

    /// The threshold both ways.
    var stampThresholds: (right: Double, left: Double) { (threshold, threshold) }

    var restingTopX: Double { restingCentre.x }

    var stamps: StampParameters { parameters.stamps }
}
