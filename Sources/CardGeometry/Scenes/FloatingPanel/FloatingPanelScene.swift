/// The `sheet` scene as scenee/FloatingPanel moves it (`FloatingPanelParameters`): a panel over a
/// map (a full-screen photo) at three anchors set from the safe area, a backdrop that darkens
/// towards the full anchor, a drag followed one to one, and a release that goes to one of the two
/// anchors around the panel, chosen by where its projected momentum points, moved by the library's
/// numeric spring.
public struct FloatingPanelScene: Scene {
    /// The scene's name: it is the `sheet` scene under the `floatingpanel` preset.
    public let name = "sheet"
    /// The panel's numbers.
    public var parameters: FloatingPanelParameters
    /// How many photos the panel lists as rows, in order.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its rows, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The scripted gesture behind each animation, by animation name.
    public var gestures: [(name: String, gesture: DragGesture)]
    /// The photo filling the screen behind the panel (the map).
    public var backdrop: Int

    /// A panel listing `photoCount` photos over photo `backdrop` (kept within the photos there are).
    public init(
        photoCount: Int, parameters: FloatingPanelParameters = FloatingPanelParameters(),
        gestures: [(name: String, gesture: DragGesture)] = FloatingPanelScene.defaultGestures, backdrop: Int = 0
    ) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.gestures = gestures
        self.backdrop = photoCount > 0 ? min(max(backdrop, 0), photoCount - 1) : 0
    }

    /// Both start at half, the panel's first place: a fling upwards, and a slow drag released
    /// short of the middle, which goes back.
    public static let defaultGestures: [(name: String, gesture: DragGesture)] = [
        (
            "fling-up",
            DragGesture(
                translation: Point(x: 0, y: -100), duration: 0.25, curve: .easeIn,
                releaseVelocity: Point(x: 0, y: -2500))
        ),
        ("settle", DragGesture(translation: Point(x: 0, y: -150), duration: 0.4, releaseVelocity: .zero))
    ]

    // MARK: Anchors

    /// The panel's top at full: `fullInset` below the safe area's top.
    public var full: Double { parameters.safeAreaTop + parameters.fullInset }
    /// The panel's top at half: `halfFraction` of the safe area's height above its bottom.
    public var half: Double { safeBottom - parameters.halfFraction * (safeBottom - parameters.safeAreaTop) }
    /// The panel's top at tip: `tipInset` above the safe area's bottom.
    public var tip: Double { safeBottom - parameters.tipInset }
    var safeBottom: Double { parameters.canvas.height - parameters.safeAreaBottom }
    /// The anchors from the top of the screen down.
    public var anchors: [Double] { [full, half, tip].sorted() }

    /// The panel at half, its first place.
    public func still() -> SceneFrame { frame(time: 0, top: half) }

    /// A still at each anchor: `still` at half, `still-minimum` at tip and `still-maximum` at full.
    public var stills: [(name: String, frame: SceneFrame)] {
        [("still", still()), ("still-minimum", frame(time: 0, top: tip)), ("still-maximum", frame(time: 0, top: full))]
    }

    /// One animation per gesture: the drag from half, then the spring to the anchor the release picks.
    public var animations: [SceneAnimation] {
        gestures.map { entry in
            let scene = self, gesture = entry.gesture
            let released = half + gesture.translation.y
            let target = scene.target(released: released, from: half, velocityY: gesture.releaseVelocity.y)
            let spring = scene.spring(from: released, to: target, velocityY: gesture.releaseVelocity.y)
            let settle = Double(spring.positions().count) * spring.step
            let start = gesture.touchDown(
                near: scene.touchDown, on: parameters.canvas, margin: DragGesture.fingertipRadius)
            let anchorName = target == scene.full ? "full" : target == scene.half ? "half" : "tip"
            return SceneAnimation(
                name: entry.name,
                summary:
                    "drag \(gesture.translation.y) pt from half, release at \(gesture.releaseVelocity.y) pt/s, spring to \(anchorName)",
                duration: gesture.duration + settle,
                // The finger lifts: the panel as high as the drag took it.
                showcaseTime: gesture.duration,
                touch: { gesture.touch(at: $0, from: start) }
            ) { time in scene.frame(time: time, gesture: gesture) }
        }
    }

    /// Where the finger touches down: on the grabber, in the strip at the panel's top, at half.
    public var touchDown: Point { Point(x: parameters.canvas.width / 2, y: half + Self.headerHeight / 2) }

    // MARK: Rules

    /// Where a release at `released` with `velocityY` is projected to: y + v·r / (1 − r) / 1000.
    public func projected(_ released: Double, velocityY: Double) -> Double {
        let rate = parameters.projectionRate
        return released + velocityY / 1000 * rate / (1 - rate)
    }

    /// The anchor a release picks: of the two anchors around `released`, the one it moves away
    /// from (`from`), unless the projection is past `redirectionalProgress` of the way to the other
    /// one. Moving down means a positive velocity, or, without one, a panel below where it started.
    public func target(released: Double, from start: Double, velocityY: Double) -> Double {
        let anchors = self.anchors
        guard let first = anchors.first, let last = anchors.last else { return released }
        if released <= first { return first }
        if released >= last { return last }
        let down = velocityY == 0 ? released > start : velocityY > 0
        let below = down ? anchors.first { released < $0 }! : anchors.first { released <= $0 }!
        let above = anchors.last { $0 < below }!
        let (from, to) = down ? (above, below) : (below, above)
        let progress = abs(projected(released, velocityY: velocityY) - from) / abs(from - to)
        return progress > min(max(parameters.redirectionalProgress, 0), 1) ? to : from
    }

    /// The spring from `released` to `target` after a release at `velocityY`: ω = 2π / response,
    /// ζ = ln(rate) / (−2π · 0.001 / response) above `dampedVelocity`, else 1.
    public func spring(from released: Double, to target: Double, velocityY: Double) -> FloatingPanelSpring {
        let frequency = 1 / parameters.springResponse
        let zeta =
            abs(velocityY) > parameters.dampedVelocity
            ? mathLog(parameters.springDecelerationRate) / (-2 * .pi * frequency * 0.001) : 1
        return FloatingPanelSpring(
            omega: 2 * .pi * frequency, zeta: zeta, step: 1 / parameters.displayRate,
            pixel: 1 / parameters.displayScale, start: released, target: target, velocity: velocityY)
    }

    /// The backdrop's alpha with the panel's top at `top`: `backdropAlpha` at full and above,
    /// falling linearly to 0 at half.
    public func backdropAlpha(top: Double) -> Double {
        guard half > full else { return top <= full ? parameters.backdropAlpha : 0 }
        return parameters.backdropAlpha * min(max((half - top) / (half - full), 0), 1)
    }

    // MARK: Frames

    func frame(time: Double, gesture: DragGesture) -> SceneFrame {
        if time < gesture.duration { return frame(time: time, top: half + gesture.translation(at: time).y) }
        let released = half + gesture.translation.y
        let target = target(released: released, from: half, velocityY: gesture.releaseVelocity.y)
        let positions = spring(from: released, to: target, velocityY: gesture.releaseVelocity.y).positions()
        // The panel is where the last display frame put it.
        let steps = Int(min((time - gesture.duration) * parameters.displayRate + 1e-9, Double(positions.count)))
        return frame(time: time, top: steps == 0 ? released : positions[steps - 1])
    }

    /// The strip at the panel's top that holds the grabber, above the first row.
    static let headerHeight = 28.0
    /// The grabber: 36×5 points, 6 below the panel's top, its ends round.
    static let grabber = Size(width: 36, height: 5)
    static let grabberTop = 6.0

    /// The rows the panel lists: the photos in order, as many as fit at full.
    var rows: [Int] {
        let fit = SceneLimits.count(
            ((parameters.canvas.height - full - Self.headerHeight) / parameters.rowHeight).rounded(.up),
            limit: max(photoCount, 0))
        return Array(0..<max(0, min(photoCount, parameters.maximumRows, fit)))
    }

    /// The scene with the panel's top at `top`. The panel is half again as tall as the canvas, so
    /// its bottom edge stays out of sight however high a spring takes it.
    public func frame(time: Double, top: Double) -> SceneFrame {
        let width = parameters.canvas.width
        var layers: [Layer] = []
        let centre = Point(x: width / 2, y: parameters.canvas.height / 2)
        if photoCount > 0 { layers.append(Layer(content: .photo(backdrop), size: parameters.canvas, position: centre)) }
        let alpha = backdropAlpha(top: top)
        if alpha > 0 {
            layers.append(Layer(content: .fill(.black), size: parameters.canvas, position: centre, alpha: alpha))
        }
        let panelHeight = parameters.canvas.height * 1.5
        layers.append(
            Layer(
                content: .sheet(rows: rows, rowHeight: parameters.rowHeight),
                size: Size(width: width, height: panelHeight),
                position: Point(x: width / 2, y: top + panelHeight / 2),
                cornerRadius: parameters.cornerRadius, shadow: parameters.shadow))
        layers.append(
            Layer(
                content: .fill(parameters.grabberColor), size: Self.grabber,
                position: Point(x: width / 2, y: top + Self.grabberTop + Self.grabber.height / 2),
                cornerRadius: Self.grabber.height / 2))
        return SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }
}

extension FloatingPanelScene: CanvasBounded {
    /// The grabber and the panel's corners within its width; the anchors in their order (full
    /// above half above tip) within the safe area, and the panel at full tall enough for the
    /// grabber's strip and a whole row.
    public var smallestCanvas: Size {
        let p = parameters
        let fraction = min(max(p.halfFraction, 1e-9), 1 - 1e-9)
        let safe = max(p.tipInset / fraction, p.fullInset / (1 - fraction)) + 1
        let height = max(
            p.safeAreaTop + p.safeAreaBottom + safe, p.safeAreaTop + p.fullInset + Self.headerHeight + p.rowHeight)
        return Size(
            width: SceneReach.wholePoints(max(2 * p.cornerRadius, Self.grabber.width)),
            height: SceneReach.wholePoints(height))
    }
}
