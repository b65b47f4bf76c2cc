/// What the swipe decks (`DeckScene`, `SwiftUIDeckScene`, `LibraryDeckScene`, `CardStackViewScene`,
/// `SwiftUICardStackScene`) share: photos dealt in order, a layout direction, one scripted drag
/// per animation, a still of the deck at rest, and an animation per gesture that drags the top
/// card from where a thumb holds it, then lets go, with the stamps drawn over every frame, fully
/// on at the drag past which a release swipes.
/// Each deck says only how it lays out, where the finger touches down, what a release does and
/// how long it takes, and where its thresholds lie.
protocol SwipeDeck: Scene {
    /// The deck's numbers.
    associatedtype Parameters: CanvasSized
    /// The deck's numbers.
    var parameters: Parameters { get }
    /// How many photos the deck deals.
    var photoCount: Int { get set }
    /// The scripted gesture behind each animation, by animation name.
    var gestures: [(name: String, gesture: DragGesture)] { get }
    /// Where the finger would touch down for a drag, before the drag moves it onto the canvas.
    var touchDown: Point { get }
    /// The deck at rest with `firstPhoto` on top, back to front.
    func resting(firstPhoto: Int) -> [Layer]
    /// The frame at `time` with `layers`.
    func frame(time: Double, layers: [Layer]) -> SceneFrame
    /// The frame `time` seconds into `gesture`'s animation, without stamps.
    func frame(time: Double, gesture: DragGesture) -> SceneFrame
    /// How far right and left of its resting place the top card is dragged when a release would
    /// swipe it: where its stamp is fully on.
    var stampThresholds: (right: Double, left: Double) { get }
    /// The top card layer's x at rest: its stamp follows the card's offset from there.
    var restingTopX: Double { get }
    /// The LIKE / NOPE stamps' settings.
    var stamps: StampParameters { get }
    /// What releasing `gesture` does, as an animation's summary says it after the drag, and how
    /// long the deck takes to settle after it.
    func release(_ gesture: DragGesture) -> (summary: String, settle: Double)
    /// When the top card, dragged by `gesture`, first reaches the threshold on its side, where its
    /// stamp is full; nil when it never does during the drag.
    func thresholdTime(_ gesture: DragGesture) -> Double?
}

extension SwipeDeck {
    /// The deck at rest, photo 0 on top.
    var restingStill: SceneFrame {
        frame(time: 0, layers: resting(firstPhoto: 0))
    }

    /// The smallest canvas, in whole points, that holds every card of the deck at rest with
    /// `cards` photos dealt.
    func canvasHoldingStack(of cards: Int) -> Size {
        var dealt = self
        dealt.photoCount = cards
        return SceneReach(dealt.restingStill).canvas(zoom: 1, margin: 0)
    }

    /// One animation per gesture: the drag from the touch-down point, then the release and the
    /// settling, stamped.
    var gestureAnimations: [SceneAnimation] {
        gestures.map { entry in
            let scene = self, gesture = entry.gesture
            let release = scene.release(gesture)
            let start = gesture.touchDown(
                near: scene.touchDown, on: parameters.canvas, margin: DragGesture.fingertipRadius)
            return SceneAnimation(
                name: entry.name, summary: release.summary,
                duration: gesture.duration + release.settle, showcaseTime: scene.showcaseTime(gesture),
                touch: { gesture.touch(at: $0, from: start) }
            ) { time in scene.stamped(scene.frame(time: time, gesture: gesture)) }
        }
    }

    /// `frame` with a LIKE / NOPE stamp over its top card when stamps are on and the card is off
    /// its resting place: the stamp follows the card's sideways offset, fully opaque at the
    /// threshold on that side.
    func stamped(_ frame: SceneFrame) -> SceneFrame {
        guard stamps.enabled, let top = frame.layers.last else { return frame }
        let thresholds = stampThresholds
        guard
            let stamp = Stamp.layer(
                on: top, translationX: top.position.x - restingTopX, rightThreshold: thresholds.right,
                leftThreshold: thresholds.left, parameters: stamps, layoutDirection: frame.layoutDirection)
        else { return frame }
        var copy = frame
        copy.layers.append(stamp)
        return copy
    }

    /// When the finger reaches the threshold: the card follows it sideways.
    func thresholdTime(_ gesture: DragGesture) -> Double? {
        let thresholds = stampThresholds
        return gesture.time(reachingX: gesture.translation.x < 0 ? thresholds.left : thresholds.right)
    }

    /// The moment a still of `gesture` shows: the drag where the stamp reaches full strength (the
    /// drag's end when it never does), earlier if the top card would leave the canvas by then.
    func showcaseTime(_ gesture: DragGesture) -> Double {
        let full = thresholdTime(gesture)
        return ShowcaseMoment.latestInside(until: full ?? gesture.duration) { frame(time: $0, gesture: gesture) }
    }
}
