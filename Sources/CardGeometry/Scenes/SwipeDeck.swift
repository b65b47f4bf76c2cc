/// What the swipe decks (`DeckScene`, `SwiftUIDeckScene`, `LibraryDeckScene`) share: photos dealt
/// in order, a layout direction, one scripted drag per animation, a still of the deck at rest,
/// and an animation per gesture that drags the top card from where a thumb holds it, then lets
/// go, with the stamps drawn over every frame. Each deck says only how it lays out, where the
/// finger touches down, what a release does and how long it takes.
protocol SwipeDeck: Scene {
    /// The deck's numbers.
    associatedtype Parameters: CanvasSized
    /// The deck's numbers.
    var parameters: Parameters { get }
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
    /// `frame` with the LIKE / NOPE stamp over its top card when stamps are on.
    func stamped(_ frame: SceneFrame) -> SceneFrame
    /// The moment a still of `gesture` shows.
    func showcaseTime(_ gesture: DragGesture) -> Double
    /// What releasing `gesture` does, as an animation's summary says it after the drag, and how
    /// long the deck takes to settle after it.
    func release(_ gesture: DragGesture) -> (summary: String, settle: Double)
}

extension SwipeDeck {
    /// The deck at rest, photo 0 on top.
    var restingStill: SceneFrame {
        frame(time: 0, layers: resting(firstPhoto: 0))
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
}
