/// The `vertical-swiper` scene as JoniVR/VerticalCardSwiper lays it out and moves it: a vertical
/// list of full-width cards, the next one peeking below the focused one, which a sideways drag
/// turns and slides along its turned axis; a release past the threshold flies it off and the
/// next card moves up, any other springs it back (`VerticalSwiperParameters`).
///
/// The cards are drawn in the list's order, each later one over the one before (the library sets
/// each cell's `zPosition` to its row): the next card covers the focused one where a turned
/// corner reaches it.
public struct VerticalSwiperScene: Scene {
    /// The scene's name, `vertical-swiper`.
    public let name = "vertical-swiper"
    /// The swiper's numbers.
    public var parameters: VerticalSwiperParameters
    /// How many photos the list holds, in order.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The scripted gesture behind each animation, by animation name.
    public var gestures: [(name: String, gesture: DragGesture)]

    /// A list of `photoCount` photos; nil `gestures` takes `defaultGestures(parameters)`.
    public init(
        photoCount: Int, parameters: VerticalSwiperParameters = VerticalSwiperParameters(),
        gestures: [(name: String, gesture: DragGesture)]? = nil
    ) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.gestures = gestures ?? Self.defaultGestures(parameters)
    }

    /// cardrender's gestures (the library scripts none): swipes of 1.5 times the threshold right
    /// and left in 0.5 s, and a snap-back that stays at 80 % of it, each a little downwards as a
    /// thumb drags, eased in and out and let go at rest (the library reads no release speed).
    public static func defaultGestures(
        _ parameters: VerticalSwiperParameters
    ) -> [(name: String, gesture: DragGesture)] {
        let threshold = VerticalSwiperScene(photoCount: 0, parameters: parameters, gestures: []).threshold
        let swipe = (1.5 * threshold).rounded(), back = (0.8 * threshold).rounded()
        return [
            ("swipe-right", DragGesture(translation: Point(x: swipe, y: 10), duration: 0.5)),
            ("swipe-left", DragGesture(translation: Point(x: -swipe, y: 10), duration: 0.5)),
            ("snap-back", DragGesture(translation: Point(x: back, y: 8), duration: 0.4))
        ]
    }

    /// The list at rest, photo 0 focused.
    public func still() -> SceneFrame { frame(time: 0, layers: resting(firstPhoto: 0)) }

    /// One animation per gesture: the drag from where a thumb holds the focused card, then the
    /// release, stamped.
    public var animations: [SceneAnimation] {
        gestures.map { entry in
            let scene = self, gesture = entry.gesture
            let swipes = scene.swipes(gesture)
            let settle =
                swipes ? parameters.exitDuration + parameters.relayoutDuration : parameters.resetDuration
            let start = gesture.touchDown(
                near: scene.touchDown, on: parameters.canvas, margin: DragGesture.fingertipRadius)
            return SceneAnimation(
                name: entry.name,
                summary:
                    "drag to (\(gesture.translation.x), \(gesture.translation.y)) pt in \(gesture.duration) s, then \(swipes ? "fly off" : "spring back")",
                duration: gesture.duration + settle, showcaseTime: scene.showcaseTime(gesture),
                touch: { gesture.touch(at: $0, from: start) }
            ) { time in scene.frame(time: time, gesture: gesture) }
        }
    }

    // MARK: Layout

    /// The swiper's view: from `swiperTop` to the canvas's bottom edge, the canvas's width.
    public var viewSize: Size {
        Size(width: parameters.canvas.width, height: parameters.canvas.height - parameters.swiperTop)
    }

    /// Each card's size: the view's width less `sideInset` each side, its height less `topInset`,
    /// `cardSpacing` and `visibleNextCardHeight` (`calculateItemSize`).
    public var cardSize: Size {
        Size(
            width: viewSize.width - 2 * parameters.sideInset,
            height: viewSize.height - (parameters.cardSpacing + parameters.visibleNextCardHeight + parameters.topInset))
    }

    /// The centre of the card `row` places below the focused one, at rest.
    public func restingCentre(row: Double) -> Point {
        Point(
            x: parameters.canvas.width / 2,
            y: parameters.swiperTop + parameters.topInset + row * (cardSize.height + parameters.cardSpacing)
                + cardSize.height / 2)
    }

    /// The card showing `photo`, centred at `centre`.
    func card(photo: Int, centre: Point) -> Layer {
        Layer(
            content: .card(photo: photo), size: cardSize, position: centre, cornerRadius: parameters.cornerRadius)
    }

    /// The cards from `firstPhoto` on whose tops lie on the canvas at rest with `firstPhoto`
    /// focused, `lift` of a place above those resting places (0 at rest, −1 a place below), in
    /// the list's order: the same cards for every lift, so a card moving up into view is there
    /// from the start.
    func cards(firstPhoto: Int, lift: Double = 0) -> [Layer] {
        var layers: [Layer] = []
        for photo in firstPhoto..<max(firstPhoto, photoCount) {
            let row = Double(photo - firstPhoto)
            guard restingCentre(row: row).y - cardSize.height / 2 < parameters.canvas.height else { break }
            layers.append(card(photo: photo, centre: restingCentre(row: row - lift)))
        }
        return layers
    }

    /// The list at rest with `firstPhoto` focused.
    func resting(firstPhoto: Int) -> [Layer] { cards(firstPhoto: firstPhoto) }

    func frame(time: Double, layers: [Layer]) -> SceneFrame {
        SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }

    // MARK: Rules

    /// The width of the card's frame turned by `rotation`: the box around it, w·|cos| + h·|sin|,
    /// what `UIView.frame` gives of a view whose layer is turned.
    public func frameWidth(rotation: Double) -> Double {
        cardSize.width * abs(mathCos(rotation)) + cardSize.height * abs(mathSin(rotation))
    }

    /// The turn of a card dragged `tx` points sideways, in radians (clockwise for a positive
    /// value): maxRotation · min(tx / F, 1), F the card's frame width as last drawn. The library
    /// reads F from the card turned by the previous moment of the drag; cardrender takes the turn
    /// at which the two agree, found by bisection (a drag moves little between two moments).
    public func dragRotation(translationX tx: Double) -> Double {
        let k = parameters.maxRotation
        let narrowest = min(cardSize.width, cardSize.height)
        guard tx != 0, k != 0, narrowest > 0 else { return 0 }
        func wanted(_ rotation: Double) -> Double { k * min(tx / frameWidth(rotation: rotation), 1) }
        // Every wanted turn lies between 0 and this bound (F is never below the narrower side).
        let bound = k * min(tx / narrowest, 1)
        var low = min(0, bound), high = max(0, bound)
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if middle - wanted(middle) > 0 { high = middle } else { low = middle }
        }
        return (low + high) / 2
    }

    /// How far the centre of a card dragged `tx` sideways lies from rest, sideways: tx along the
    /// turned x axis (`CATransform3DTranslate` after `CATransform3DRotate`).
    public func centreOffset(translationX tx: Double) -> Point {
        Self.turned(tx, dragRotation(translationX: tx))
    }

    /// How far sideways the card's centre must be from rest for a release to fly it off:
    /// `swipeThreshold` of the card's width.
    public var threshold: Double { parameters.swipeThreshold * cardSize.width }

    /// How far sideways a drag takes the card's centre the threshold from rest (found by
    /// bisection: the centre's offset, tx·cos of the turn, grows with tx); where its stamp is
    /// fully on.
    public var thresholdDrag: Double {
        var low = 0.0, high = max(threshold, 0)
        while abs(centreOffset(translationX: high).x) < threshold && high < 4 * ParameterBound.maxPoints {
            high = 2 * high + 1
        }
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if abs(centreOffset(translationX: middle).x) >= threshold { high = middle } else { low = middle }
        }
        return high
    }

    /// Whether releasing `gesture` flies the card off: its centre further than the threshold from
    /// rest, either way (`endedPanAnimation`). Only the drag's sideways part counts.
    public func swipes(_ gesture: DragGesture) -> Bool {
        abs(centreOffset(translationX: gesture.translation.x).x) > threshold
    }

    /// Where the finger would touch down: on the focused card, 15 % of its height below its centre.
    public var touchDown: Point { restingCentre(row: 0) + Point(x: 0, y: 0.15 * cardSize.height) }

    /// The spring that returns a card released `offset` points (sideways) from rest: UIKit's
    /// spring of `resetDuration` and `resetDamping`, starting at |offset| / `resetVelocityDivisor`
    /// whole changes a second towards rest.
    public func resetSpring(offset: Double) -> Spring {
        Spring.uikit(
            duration: parameters.resetDuration, dampingRatio: parameters.resetDamping,
            initialVelocity: abs(offset) / parameters.resetVelocityDivisor)
    }

    /// How far along its turned axis a card released at `tx` ends its flight: `exitDistance`
    /// widths of its turned frame, on the side it was dragged to.
    public func exitTranslation(releasedAt tx: Double) -> Double {
        let width = frameWidth(rotation: dragRotation(translationX: tx))
        return (tx < 0 ? -1 : 1) * parameters.exitDistance * width
    }

    // MARK: Animation

    /// The focused card turned by `rotation` with its centre `offset` from rest, and the cards
    /// below it; with its stamp.
    func dragged(offset: Point, rotation: Double, time: Double) -> SceneFrame {
        var layers = cards(firstPhoto: 0)
        guard !layers.isEmpty else { return frame(time: time, layers: []) }
        layers[0].position = restingCentre(row: 0) + offset
        layers[0].rotation = rotation
        if let stamp = stamp(on: layers[0]) { layers.insert(stamp, at: 1) }
        return frame(time: time, layers: layers)
    }

    /// `along` points along the x axis turned by `rotation`.
    static func turned(_ along: Double, _ rotation: Double) -> Point {
        Point(x: along * mathCos(rotation), y: along * mathSin(rotation))
    }

    /// The LIKE / NOPE stamp over the focused card when stamps are on and it is off its resting
    /// place, fully opaque at the threshold on that side; under the next card, as the card is.
    func stamp(on card: Layer) -> Layer? {
        Stamp.layer(
            on: card, translationX: card.position.x - restingCentre(row: 0).x, rightThreshold: threshold,
            leftThreshold: threshold, parameters: parameters.stamps, layoutDirection: layoutDirection)
    }

    func frame(time: Double, gesture: DragGesture) -> SceneFrame {
        guard photoCount > 0 else { return frame(time: time, layers: []) }
        if time < gesture.duration {
            let tx = gesture.translation(at: time).x
            return dragged(offset: centreOffset(translationX: tx), rotation: dragRotation(translationX: tx), time: time)
        }
        let tx = gesture.translation.x
        let rotation = dragRotation(translationX: tx), offset = centreOffset(translationX: tx)
        let since = time - gesture.duration
        guard swipes(gesture) else {
            // The transform springs back to the identity, Core Animation taking its turn and its
            // translation each by the same fraction.
            let spring = resetSpring(offset: offset.x)
            let left = since >= parameters.resetDuration - 1e-9 ? 0 : spring.displacement(at: since)
            if left == 0 { return still().withTime(time) }
            return dragged(offset: offset * left, rotation: rotation * left, time: time)
        }
        if since < parameters.exitDuration - 1e-9 {
            // Both ends share the turn: the card slides on along its turned axis.
            let flown = parameters.exitCurve.value(at: progress(at: since, start: 0, duration: parameters.exitDuration))
            let along = lerp(tx, exitTranslation(releasedAt: tx), flown)
            return dragged(offset: Self.turned(along, rotation), rotation: rotation, time: time)
        }
        // Hidden at the flight's end and deleted: the cards below move up a place, from where
        // they were to where the list now puts them.
        let lift = parameters.relayoutCurve.value(
            at: progress(at: since - parameters.exitDuration, start: 0, duration: parameters.relayoutDuration))
        return frame(time: time, layers: cards(firstPhoto: 1, lift: lift - 1))
    }

    /// The moment a still of `gesture` shows: the drag where the stamp reaches full strength (the
    /// drag's end when it never does), earlier if the stamp would leave the canvas by then. The
    /// cards span the view less its side insets: any drag takes the focused one past the edge.
    func showcaseTime(_ gesture: DragGesture) -> Double {
        let full = gesture.time(reachingX: thresholdDrag)
        return ShowcaseMoment.latestInside(until: full ?? gesture.duration) { time in
            var shown = frame(time: time, gesture: gesture)
            shown.layers = shown.layers.filter { if case .stamp = $0.content { true } else { false } }
            return shown
        }
    }
}

extension VerticalSwiperScene: CanvasBounded {
    /// The cards' rounded corners within their width and height (twice their radius each way, at
    /// least a point) inside the insets, the spacing and the next card's peek.
    public var smallestCanvas: Size {
        let card = max(2 * parameters.cornerRadius, 1)
        return Size(
            width: SceneReach.wholePoints(2 * parameters.sideInset + card),
            height: SceneReach.wholePoints(
                parameters.swiperTop + parameters.topInset + parameters.cardSpacing
                    + parameters.visibleNextCardHeight + card))
    }
}
