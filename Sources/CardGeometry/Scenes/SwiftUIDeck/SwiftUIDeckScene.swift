/// The SwiftUI swipe deck of the SwiftUI deck article (see `SwiftUIDeckParameters`): a ZStack of
/// cards, each `widthStep` narrower and `offsetStep` lower than the one above; the top card follows
/// the finger horizontally, turning about its bottom centre, and is removed past half its width or
/// springs back.
public struct SwiftUIDeckScene: Scene, SwipeDeck {
    /// The scene's name, `swiftui-deck`.
    public let name = "swiftui-deck"
    /// The deck's numbers; the article's by default.
    public var parameters: SwiftUIDeckParameters
    /// How many photos the deck deals, in order; fewer than `visibleCards` is fine.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels, rows and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The scripted gesture behind each animation, by animation name.
    public var gestures: [(name: String, gesture: DragGesture)]

    /// A deck of `photoCount` photos, swiped by `gestures`.
    public init(
        photoCount: Int, parameters: SwiftUIDeckParameters = SwiftUIDeckParameters(),
        gestures: [(name: String, gesture: DragGesture)] = SwiftUIDeckScene.defaultGestures
    ) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.gestures = gestures
    }

    /// Past half the width to the right and to the left, and a drag that stays under it.
    public static let defaultGestures: [(name: String, gesture: DragGesture)] = [
        ("swipe-right", DragGesture(translation: Point(x: 230, y: 20), duration: 0.45)),
        ("swipe-left", DragGesture(translation: Point(x: -220, y: 20), duration: 0.45)),
        ("snap-back", DragGesture(translation: Point(x: 120, y: 10), duration: 0.35))
    ]

    /// The deck at rest, photo 0 on top.
    public func still() -> SceneFrame { restingStill }

    /// One animation per gesture (`SwipeDeck`): the drag, then what its release does.
    public var animations: [SceneAnimation] { gestureAnimations }

    /// The drag, then the removal and the stack springing up, or the card springing back.
    func release(_ gesture: DragGesture) -> (summary: String, settle: Double) {
        let removes = removes(translationX: gesture.translation.x)
        let settle = removes ? parameters.layoutSpring.settlingDuration() : parameters.returnSpring.settlingDuration()
        return (
            "drag \(gesture.translation.x) pt sideways in \(gesture.duration) s, then \(removes ? "the card is removed and the stack springs up" : "it springs back")",
            settle
        )
    }

    /// Where the finger would touch down for a drag: on the top card, 15 % of its height below
    /// its centre, where a thumb holds a card. Each drag moves it sideways as far as it must for
    /// the finger's path to stay on the canvas (`DragGesture.touchDown(near:on:margin:)`). The
    /// card follows the finger sideways only; the finger moves as the gesture's translation says,
    /// a little up or down too.
    public var touchDown: Point { topCardBottom + Point(x: 0, y: -0.35 * parameters.cardHeight) }

    // MARK: Layout

    /// The top card's width: the canvas less the padding on both sides.
    /// At least a point, so the drag ratios below stay finite on a canvas narrower than its padding.
    public var cardWidth: Double { max(1, parameters.canvas.width - 2 * parameters.padding) }

    /// The bottom centre of the top card, the point cards turn about.
    public var topCardBottom: Point {
        Point(
            x: parameters.canvas.width / 2,
            y: parameters.canvas.height / 2 - parameters.lift + parameters.cardHeight / 2)
    }

    /// `.rotationEffect(.degrees(tx / w · 25), anchor: .bottom)`, in radians.
    public func dragRotation(translationX: Double) -> Double {
        parameters.rotationDegrees * .pi / 180 * translationX / cardWidth
    }

    /// Whether releasing the top card `translationX` points from rest removes it: more than
    /// `removalThreshold` of its width either way.
    public func removes(translationX: Double) -> Bool {
        abs(translationX) / cardWidth > parameters.removalThreshold
    }

    /// The card at `depth` (fractional while the stack moves), anchored at its bottom centre.
    func card(photo: Int, depth: Double, offsetX: Double = 0, rotation: Double = 0, alpha: Double = 1) -> Layer {
        Layer(
            content: .profileCard(photo: photo),
            size: Size(width: cardWidth - parameters.widthStep * depth, height: parameters.cardHeight),
            position: topCardBottom + Point(x: offsetX, y: parameters.offsetStep * depth),
            anchor: Point(x: 0.5, y: 1), rotation: rotation, alpha: min(max(alpha, 0), 1),
            cornerRadius: parameters.cornerRadius, shadow: parameters.shadow)
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
        let behind = Array(resting(firstPhoto: 0).dropLast())
        if time < gesture.duration {
            let tx = gesture.translation(at: time).x
            return frame(
                time: time,
                layers: behind + [card(photo: 0, depth: 0, offsetX: tx, rotation: dragRotation(translationX: tx))])
        }
        let tx = gesture.translation.x
        let since = time - gesture.duration
        guard removes(translationX: tx) else {
            if since >= parameters.returnSpring.settlingDuration() - 1e-9 { return still().withTime(time) }
            let left = parameters.returnSpring.displacement(at: since)
            let top = card(photo: 0, depth: 0, offsetX: tx * left, rotation: dragRotation(translationX: tx) * left)
            return frame(time: time, layers: behind + [top])
        }
        if since >= parameters.layoutSpring.settlingDuration() - 1e-9 {
            return frame(time: time, layers: resting(firstPhoto: 1))
        }
        // Removed: the card fades where it was let go while the rest spring up one depth and the
        // next photo fades in at the back.
        let moved = parameters.layoutSpring.value(at: since)
        var layers: [Layer] = []
        let deepest = parameters.visibleCards - 1
        if parameters.visibleCards >= 1 && photoCount > parameters.visibleCards {
            layers.append(card(photo: parameters.visibleCards, depth: Double(deepest), alpha: moved))
        }
        let remaining = min(deepest, photoCount - 1)
        if remaining >= 1 {
            for depth in (1...remaining).reversed() {
                layers.append(card(photo: depth, depth: Double(depth) - moved))
            }
        }
        layers.append(card(photo: 0, depth: 0, offsetX: tx, rotation: dragRotation(translationX: tx), alpha: 1 - moved))
        return frame(time: time, layers: layers)
    }
}
