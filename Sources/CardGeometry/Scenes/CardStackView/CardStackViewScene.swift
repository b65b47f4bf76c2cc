/// The `deck` scene as yuyakaido/CardStackView (Android) moves it: cards behind scaled about their
/// centres and growing into the next place as the top card leaves, a tilt that depends on where
/// the finger touched down, a swipe whose length is chosen by the release's speed and that
/// accelerates the card on along its drag, and a decelerating return (`CardStackViewParameters`).
public struct CardStackViewScene: Scene, SwipeDeck {
    /// The scene's name: it is the `deck` scene under the `cardstackview` preset.
    public let name = "deck"
    /// The deck's numbers.
    public var parameters: CardStackViewParameters
    /// How many photos the deck deals, in order.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The scripted gesture behind each animation, by animation name.
    public var gestures: [(name: String, gesture: DragGesture)]

    /// A deck of `photoCount` photos; nil `gestures` takes `defaultGestures(parameters)`.
    public init(
        photoCount: Int, parameters: CardStackViewParameters, gestures: [(name: String, gesture: DragGesture)]? = nil
    ) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.gestures = gestures ?? Self.defaultGestures(parameters)
    }

    /// The UIKit deck's swipes, and a snap-back that stays at 80 % of the threshold.
    public static func defaultGestures(
        _ parameters: CardStackViewParameters
    ) -> [(name: String, gesture: DragGesture)] {
        let threshold = CardStackViewScene(photoCount: 0, parameters: parameters, gestures: []).threshold
        return [
            ("swipe-right", DragGesture(translation: Point(x: 280, y: 40), duration: 0.5)),
            ("swipe-left", DragGesture(translation: Point(x: -250, y: 40), duration: 0.5)),
            ("snap-back", DragGesture(translation: Point(x: (0.8 * threshold).rounded(), y: 30), duration: 0.4))
        ]
    }

    /// The deck at rest, photo 0 on top.
    public func still() -> SceneFrame { restingStill }

    /// One animation per gesture (`SwipeDeck`).
    public var animations: [SceneAnimation] { gestureAnimations }

    func release(_ gesture: DragGesture) -> (summary: String, settle: Double) {
        let swipes = swipes(gesture)
        return (
            "drag to (\(gesture.translation.x), \(gesture.translation.y)) pt in \(gesture.duration) s, then \(swipes ? "swipe off" : "reset")",
            swipes ? removalTime(gesture) : parameters.resetDuration
        )
    }

    // MARK: Rules

    /// Each card's size: the view's.
    public var cardSize: Size { parameters.containerSize }

    /// The sideways drag past which a release swipes: `swipeThreshold` of the card's width.
    public var threshold: Double { parameters.swipeThreshold * cardSize.width }

    /// Where the finger touched down, as `p`: +1 at the view's top edge, 0 at its middle, −1 at its
    /// bottom edge (`CardStackLayoutManager.updateProportion`).
    public func proportion(touchY y: Double) -> Double {
        let half = parameters.containerSize.height / 2
        return half > 0 ? -(y - containerOrigin.y - half) / half : 0
    }

    /// dx · maxRotation / W · p, in radians (clockwise for a positive value).
    public func dragRotation(translationX dx: Double, proportion p: Double) -> Double {
        let width = parameters.containerSize.width
        return width > 0 ? dx * parameters.maxRotation / width * p : 0
    }

    /// How far the cards behind have grown towards the next place: min(|dx| / (W/2), 1), or
    /// min(|dy| / (H/2), 1) when the drag is mostly vertical.
    public func dragRatio(_ translation: Point) -> Double {
        let (dx, dy) = (abs(translation.x), abs(translation.y))
        let half = dx >= dy ? parameters.containerSize.width / 2 : parameters.containerSize.height / 2
        return half > 0 ? min((dx >= dy ? dx : dy) / half, 1) : 1
    }

    /// The release's speed in pixels a second, as Android's fling reports it.
    func releaseSpeed(_ gesture: DragGesture) -> Double {
        max(abs(gesture.releaseVelocity.x), abs(gesture.releaseVelocity.y)) * parameters.density
    }

    /// Whether releasing `gesture` swipes: a fast fling, or a drag past the threshold, sideways
    /// more than up or down (the library swipes left and right only).
    public func swipes(_ gesture: DragGesture) -> Bool {
        let t = gesture.translation
        guard abs(t.x) >= abs(t.y) else { return false }
        let horizontal = abs(t.x) / cardSize.width, vertical = abs(t.y) / cardSize.height
        return releaseSpeed(gesture) >= parameters.fastVelocity || horizontal > parameters.swipeThreshold
            || vertical > parameters.swipeThreshold
    }

    /// How long a swipe lasts, chosen by the release's speed (`Duration.fromVelocity`).
    public func swipeDuration(_ gesture: DragGesture) -> Double {
        let speed = releaseSpeed(gesture)
        if speed < parameters.slowVelocity { return parameters.slowDuration }
        if speed < parameters.fastVelocity { return parameters.normalDuration }
        return parameters.fastDuration
    }

    /// How far into the swipe (as the swipe curve's value) the card is a view's width or height
    /// from rest, where the library takes it away: at once, or at the swipe's end (1) at the latest.
    func removalProgress(_ released: Point) -> Double {
        let travel = parameters.swipeTravel
        var progress = 1.0
        for (moved, limit) in [
            (abs(released.x), parameters.containerSize.width), (abs(released.y), parameters.containerSize.height)
        ]
        where moved > 0 {
            progress = min(progress, travel > 0 ? (limit / moved - 1) / travel : moved > limit ? 0 : 1)
        }
        return max(progress, 0)
    }

    /// Seconds from the release until the swiped card is taken away and the stack lays out again.
    public func removalTime(_ gesture: DragGesture) -> Double {
        let target = removalProgress(gesture.translation), duration = swipeDuration(gesture)
        guard target < 1 else { return duration }
        // The curve rises from 0 to 1: the first time it passes `target`, to a 10⁻⁹ of the duration.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if parameters.swipeCurve.value(at: middle) > target { high = middle } else { low = middle }
        }
        return high * duration
    }

    /// Where the finger would touch down: on the top card, 15 % of its height below its centre.
    public var touchDown: Point { restingCentre + Point(x: 0, y: 0.15 * cardSize.height) }

    // MARK: Layout

    var containerOrigin: Point {
        Point(
            x: (parameters.canvas.width - parameters.containerSize.width) / 2,
            y: parameters.canvas.height / 2 - parameters.containerLift - parameters.containerSize.height / 2)
    }

    /// The top card's centre at rest.
    public var restingCentre: Point { containerOrigin + Point(x: cardSize.width / 2, y: cardSize.height / 2) }

    /// A card at `depth` behind the top one, grown `ratio` of the way to the next place.
    func card(photo: Int, depth: Int, ratio: Double) -> Layer {
        let step = 1 - parameters.scaleInterval
        let scale = depth == 0 ? 1 : 1 - Double(depth) * step + step * ratio
        return Layer(
            content: .card(photo: photo), size: cardSize, position: restingCentre, scale: scale,
            cornerRadius: parameters.cornerRadius, shadow: parameters.shadow)
    }

    /// The cards behind the top one, back to front.
    func behind(ratio: Double) -> [Layer] {
        let count = min(parameters.visibleCards, photoCount)
        guard count > 1 else { return [] }
        return (1..<count).reversed().map { card(photo: $0, depth: $0, ratio: ratio) }
    }

    func resting(firstPhoto: Int) -> [Layer] {
        let count = max(0, min(parameters.visibleCards, photoCount - firstPhoto))
        return (0..<count).reversed().map { card(photo: firstPhoto + $0, depth: $0, ratio: 0) }
    }

    func frame(time: Double, layers: [Layer]) -> SceneFrame {
        SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }

    /// The deck with the top card moved by `translation`, tilted for a finger at `proportion`.
    func dragged(_ translation: Point, proportion: Double, time: Double) -> SceneFrame {
        var top = card(photo: 0, depth: 0, ratio: 0)
        top.position = restingCentre + translation
        top.rotation = dragRotation(translationX: translation.x, proportion: proportion)
        return frame(time: time, layers: behind(ratio: dragRatio(translation)) + [top])
    }

    // MARK: Animation

    func frame(time: Double, gesture: DragGesture) -> SceneFrame {
        guard photoCount > 0 else { return frame(time: time, layers: []) }
        let start = gesture.touchDown(near: touchDown, on: parameters.canvas, margin: DragGesture.fingertipRadius)
        let p = proportion(touchY: start.y)
        if time < gesture.duration { return dragged(gesture.translation(at: time), proportion: p, time: time) }
        let released = gesture.translation
        let since = time - gesture.duration
        guard swipes(gesture) else {
            let returned = parameters.resetCurve.value(
                at: progress(at: since, start: 0, duration: parameters.resetDuration))
            if returned >= 1 { return still().withTime(time) }
            return dragged(released * (1 - returned), proportion: p, time: time)
        }
        // The card goes on along its drag until it is a view's width (or height) away, then the
        // stack lays out again with the next card on top.
        if since >= removalTime(gesture) - 1e-9 { return frame(time: time, layers: resting(firstPhoto: 1)) }
        let on = parameters.swipeCurve.value(at: progress(at: since, start: 0, duration: swipeDuration(gesture)))
        return dragged(released + released * (parameters.swipeTravel * on), proportion: p, time: time)
    }

    // MARK: Stamps

    /// The threshold both ways.
    var stampThresholds: (right: Double, left: Double) { (threshold, threshold) }

    var restingTopX: Double { restingCentre.x }

    var stamps: StampParameters { parameters.stamps }
}

extension CardStackViewScene: CanvasBounded {
    /// Every card of the stack on the canvas.
    public var smallestCanvas: Size {
        canvasHoldingStack(of: parameters.visibleCards)
    }
}
