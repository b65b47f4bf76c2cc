/// The `swiftui-deck` scene as dadalar/SwiftUI-CardStackView moves it: a stack of cards each lower
/// and smaller than the one above, the top card following the finger a moment behind and turning
/// about the centre of its place, a swipe decided by the drag's length and direction, after which
/// the card moves on and vanishes while the stack springs up, and a spring back otherwise
/// (`SwiftUICardStackParameters`).
public struct SwiftUICardStackScene: Scene, SwipeDeck {
    /// The scene's name: it is the `swiftui-deck` scene under the `cardstackview` preset.
    public let name = "swiftui-deck"
    /// The deck's numbers.
    public var parameters: SwiftUICardStackParameters
    /// How many photos the deck deals, in order.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The scripted gesture behind each animation, by animation name.
    public var gestures: [(name: String, gesture: DragGesture)]

    /// A deck of `photoCount` photos, swiped by `gestures`.
    public init(
        photoCount: Int, parameters: SwiftUICardStackParameters = SwiftUICardStackParameters(),
        gestures: [(name: String, gesture: DragGesture)] = SwiftUICardStackScene.defaultGestures
    ) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.gestures = gestures
    }

    /// The SwiftUI deck's swipes past the threshold either way, and a drag that stays under it.
    public static let defaultGestures: [(name: String, gesture: DragGesture)] = [
        ("swipe-right", DragGesture(translation: Point(x: 230, y: 30), duration: 0.45)),
        ("swipe-left", DragGesture(translation: Point(x: -220, y: 30), duration: 0.45)),
        ("snap-back", DragGesture(translation: Point(x: 130, y: 20), duration: 0.35))
    ]

    /// The deck at rest, photo 0 on top.
    public func still() -> SceneFrame { restingStill }

    /// One animation per gesture (`SwipeDeck`).
    public var animations: [SceneAnimation] { gestureAnimations }

    func release(_ gesture: DragGesture) -> (summary: String, settle: Double) {
        let swipes = swipes(gesture.translation)
        return (
            "drag to (\(gesture.translation.x), \(gesture.translation.y)) pt in \(gesture.duration) s, then \(swipes ? "the card moves on and the stack springs up" : "it springs back")",
            settleTime
        )
    }

    // MARK: Rules

    /// The drag past which a release swipes: `swipeThreshold` of the card's shorter side.
    public var threshold: Double {
        parameters.swipeThreshold * min(parameters.cardSize.width, parameters.cardSize.height)
    }

    /// The drag's direction in degrees clockwise from straight up, 0 to 360 (`CardView`).
    public static func degrees(_ translation: Point) -> Double {
        let degrees = mathAtan2(translation.x, -translation.y) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// Whether releasing the top card dragged by `translation` swipes it: longer than the
    /// threshold and pointing right (45° to 135°) or left (225° to 315°), `LeftRight`'s sectors.
    public func swipes(_ translation: Point) -> Bool {
        let degrees = Self.degrees(translation)
        let sideways = (45..<135).contains(degrees) || (225..<315).contains(degrees)
        return sideways && mathHypot(translation.x, translation.y) > threshold
    }

    /// rotationDegrees · tx / W, in radians (clockwise for a positive value).
    public func dragRotation(translationX: Double) -> Double {
        let width = parameters.cardSize.width
        return width > 0 ? parameters.rotationDegrees * .pi / 180 * translationX / width : 0
    }

    /// How long the deck takes to settle after the release: the spring's settling, and the
    /// finger's last ease.
    public var settleTime: Double { max(parameters.animation.settlingDuration(), parameters.dragEase) }

    /// Where the finger would touch down: on the top card, 15 % of its height below its centre.
    public var touchDown: Point { restingCentre + Point(x: 0, y: 0.15 * parameters.cardSize.height) }

    /// The card's translation as shown at `time`: every move of the finger eased in over
    /// `dragEase`, added up (SwiftUI adds a new animation to the running ones), so the card
    /// trails the finger by a little and catches up `dragEase` after it stops.
    public func shownTranslation(_ gesture: DragGesture, at time: Double) -> Point {
        let ease = parameters.dragEase
        guard ease > 0 else { return gesture.translation(at: time) }
        // ∫ x(t − u) dE(u / ease) over [0, ease], by the midpoint rule on `steps` pieces of E.
        let steps = 32
        var shown = Point.zero
        var previous = 0.0
        for step in 1...steps {
            let done = parameters.dragCurve.value(at: Double(step) / Double(steps))
            let u = (Double(step) - 0.5) / Double(steps) * ease
            shown = shown + gesture.translation(at: time - u) * (done - previous)
            previous = done
        }
        return shown
    }

    // MARK: Layout

    /// The top card's centre at rest.
    public var restingCentre: Point {
        Point(x: parameters.canvas.width / 2, y: parameters.canvas.height / 2 - parameters.lift)
    }

    /// The card in place `depth` (fractional while the stack moves up): `depth · cardOffset`
    /// lower, then scaled by 1 − depth · cardScale about its place's bottom centre.
    func card(photo: Int, depth: Double) -> Layer {
        let scale = max(0, 1 - depth * parameters.cardScale)
        let bottom = restingCentre.y + parameters.cardSize.height / 2
        let centreY = bottom + scale * (depth * parameters.cardOffset - parameters.cardSize.height / 2)
        return Layer(
            content: .profileCard(photo: photo), size: parameters.cardSize,
            position: Point(x: restingCentre.x, y: centreY), scale: scale, cornerRadius: parameters.cornerRadius,
            shadow: parameters.shadow)
    }

    /// The top card moved by `translation` and turned about its place's centre, the move turned with it.
    func topCard(photo: Int, translation: Point) -> Layer {
        var top = card(photo: photo, depth: 0)
        let angle = dragRotation(translationX: translation.x)
        let (cosine, sine) = (mathCos(angle), mathSin(angle))
        top.position =
            restingCentre
            + Point(x: translation.x * cosine - translation.y * sine, y: translation.x * sine + translation.y * cosine)
        top.rotation = angle
        return top
    }

    func resting(firstPhoto: Int) -> [Layer] {
        let count = max(0, min(parameters.visibleCards, photoCount - firstPhoto))
        return (0..<count).reversed().map { card(photo: firstPhoto + $0, depth: Double($0)) }
    }

    func frame(time: Double, layers: [Layer]) -> SceneFrame {
        SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }

    // MARK: Animation

    func frame(time: Double, gesture: DragGesture) -> SceneFrame {
        guard photoCount > 0 else { return frame(time: time, layers: []) }
        let shown = shownTranslation(gesture, at: time)
        let behind = Array(resting(firstPhoto: 0).dropLast())
        guard time >= gesture.duration else {
            return frame(time: time, layers: behind + [topCard(photo: 0, translation: shown)])
        }
        let since = time - gesture.duration
        if since >= settleTime - 1e-9 {
            return swipes(gesture.translation)
                ? frame(time: time, layers: resting(firstPhoto: 1)) : still().withTime(time)
        }
        let spring = parameters.animation.value(at: since)
        guard swipes(gesture.translation) else {
            // The drag set back to zero under the spring, on top of the finger's last ease.
            return frame(
                time: time, layers: behind + [topCard(photo: 0, translation: shown - gesture.translation * spring)])
        }
        // The removal's offset is added to where the card is shown, its turn kept; the card next
        // in line appears in the last place at once, and the rest move up a place.
        var top = topCard(photo: 0, translation: shown)
        top.position = top.position + gesture.translation * (parameters.removalTravel * spring)
        let count = min(parameters.visibleCards, photoCount - 1)
        let moving: [Layer] = (0..<max(0, count)).reversed().map { place in
            let arriving = place == parameters.visibleCards - 1
            return card(photo: place + 1, depth: arriving ? Double(place) : Double(place + 1) - spring)
        }
        return frame(time: time, layers: moving + [top])
    }

    // MARK: Stamps

    /// When the card, which trails the finger and turns with its move, is first shown at the
    /// threshold's offset: found on a 240th-of-a-second scan of the drag, then by bisection.
    func thresholdTime(_ gesture: DragGesture) -> Double? {
        let target = gesture.translation.x < 0 ? -threshold : threshold
        func reached(_ time: Double) -> Bool {
            let offset =
                topCard(photo: 0, translation: shownTranslation(gesture, at: time)).position.x - restingCentre.x
            return target < 0 ? offset <= target : offset >= target
        }
        let steps = Int(min(gesture.duration, SceneLimits.maxDuration) * 240) + 1
        guard let first = (1...steps).first(where: { reached(gesture.duration * Double($0) / Double(steps)) }) else {
            return nil
        }
        var (low, high) = (
            gesture.duration * Double(first - 1) / Double(steps), gesture.duration * Double(first) / Double(steps)
        )
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if reached(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// The threshold both ways.
    var stampThresholds: (right: Double, left: Double) { (threshold, threshold) }

    var restingTopX: Double { restingCentre.x }

    var stamps: StampParameters { parameters.stamps }
}

extension SwiftUICardStackScene: CanvasBounded {
    /// Every card of the stack on the canvas.
    public var smallestCanvas: Size {
        canvasHoldingStack(of: parameters.visibleCards)
    }
}
