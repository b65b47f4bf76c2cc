/// The Maps-style bottom sheet of the Maps bottom-sheet answer (see `SheetParameters`): a map (a
/// full-screen photo) under a sheet with rounded top corners, a grabber and a list of rows. The
/// sheet follows the finger between its notches and, released, springs to the notch its position
/// and velocity pick.
public struct SheetScene: Scene {
    /// The scene's name, `sheet`.
    public let name = "sheet"
    /// The sheet's numbers; the answer's by default.
    public var parameters: SheetParameters
    /// How many photos the sheet lists as rows, in order.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels, rows and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The scripted gesture behind each animation, by animation name.
    public var gestures: [(name: String, gesture: DragGesture)]
    /// The photo filling the screen behind the sheet (the map).
    public var backdrop: Int

    /// A sheet listing `photoCount` photos over photo `backdrop` (kept within the photos there are).
    public init(
        photoCount: Int, parameters: SheetParameters = SheetParameters(),
        gestures: [(name: String, gesture: DragGesture)] = SheetScene.defaultGestures, backdrop: Int = 0
    ) {
        self.photoCount = photoCount
        self.parameters = parameters
        self.gestures = gestures
        self.backdrop = photoCount > 0 ? min(max(backdrop, 0), photoCount - 1) : 0
    }

    /// Both start at the minimum notch: a fling upwards, and a drag released without velocity.
    public static let defaultGestures: [(name: String, gesture: DragGesture)] = [
        (
            "fling-up",
            DragGesture(
                translation: Point(x: 0, y: -100), duration: 0.25, curve: .easeIn,
                releaseVelocity: Point(x: 0, y: -2500))
        ),
        ("settle", DragGesture(translation: Point(x: 0, y: -150), duration: 0.4, releaseVelocity: .zero))
    ]

    /// The height in points the notches are fractions of.
    public var available: Double { parameters.availableHeight ?? parameters.canvas.height }
    /// Each notch's height in points above the canvas's bottom edge, in the order of `notches`.
    public var notchHeights: [Double] { parameters.notches.map { $0 * available } }
    var minimum: Double { notchHeights.min() ?? 0 }
    var maximum: Double { notchHeights.max() ?? 0 }

    /// The sheet at its medium notch (the second), or at its only one.
    public func still() -> SceneFrame { frame(time: 0, height: notchHeights.count > 1 ? notchHeights[1] : minimum) }

    /// A still at each notch: `still` at the medium one, plus `still-minimum` and `still-maximum`.
    public var stills: [(name: String, frame: SceneFrame)] {
        let heights = notchHeights.sorted()
        var named: [(String, SceneFrame)] = [("still", still())]
        if let low = heights.first { named.append(("still-minimum", frame(time: 0, height: low))) }
        if let high = heights.last, heights.count > 1 { named.append(("still-maximum", frame(time: 0, height: high))) }
        return named
    }

    /// One animation per gesture: the drag up from the minimum notch, then the spring to the notch
    /// the release picks.
    public var animations: [SceneAnimation] {
        gestures.map { entry in
            let scene = self, gesture = entry.gesture
            let released = scene.clampedHeight(minimum - gesture.translation.y)
            let target = scene.targetNotch(height: released, velocityY: gesture.releaseVelocity.y)
            let start = gesture.touchDown(
                near: scene.touchDown, on: parameters.canvas, margin: DragGesture.fingertipRadius)
            // A whole number of points, as Swift prints it when it is none (a notch of NaN).
            let targetText = abs(target) < 0x1p63 ? String(Int(target)) : "\(target)"
            return SceneAnimation(
                name: entry.name,
                summary:
                    "drag up \(-gesture.translation.y) pt from the minimum notch, release at \(gesture.releaseVelocity.y) pt/s, spring to \(targetText) pt",
                duration: gesture.duration + parameters.springDuration,
                // The finger lifts: the sheet as high as the drag took it.
                showcaseTime: gesture.duration,
                touch: { gesture.touch(at: $0, from: start) }
            ) { time in scene.frame(time: time, gesture: gesture) }
        }
    }

    /// Where the finger touches down: on the grabber, in the middle of the strip that holds it at
    /// the top of the sheet, which starts at the minimum notch. The sheet's top follows the finger
    /// up to the maximum notch.
    public var touchDown: Point {
        Point(x: parameters.canvas.width / 2, y: parameters.canvas.height - minimum + Self.headerHeight / 2)
    }

    // MARK: Rules

    /// height = clamp(start height − translation y, minimum, maximum).
    public func clampedHeight(_ height: Double) -> Double { min(max(height, minimum), maximum) }

    /// The notch nearest the height projected along the release velocity (y grows downwards,
    /// so an upward fling has negative velocity and raises the projection).
    public func targetNotch(height: Double, velocityY: Double) -> Double {
        let projected = height - parameters.velocityProjection * velocityY
        return notchHeights.min { abs($0 - projected) < abs($1 - projected) } ?? height
    }

    /// The UIKit spring of the release: damping 0.6 after a fling, 1.0 after a still release; the
    /// initial velocity in whole distances per second towards the target.
    public func releaseSpring(from height: Double, to target: Double, velocityY: Double) -> Spring {
        let distance = target - height
        let upward = -velocityY
        let initial = abs(distance) > 1e-9 ? upward / distance : 0
        return Spring.uikit(
            duration: parameters.springDuration,
            dampingRatio: velocityY == 0 ? parameters.stillDamping : parameters.flingDamping,
            initialVelocity: initial)
    }

    // MARK: Frames

    func frame(time: Double, gesture: DragGesture) -> SceneFrame {
        if time < gesture.duration {
            return frame(time: time, height: clampedHeight(minimum - gesture.translation(at: time).y))
        }
        let released = clampedHeight(minimum - gesture.translation.y)
        let target = targetNotch(height: released, velocityY: gesture.releaseVelocity.y)
        let spring = releaseSpring(from: released, to: target, velocityY: gesture.releaseVelocity.y)
        let since = time - gesture.duration
        let height =
            since >= parameters.springDuration - 1e-9 ? target : lerp(released, target, spring.value(at: since))
        return frame(time: time, height: height)
    }

    /// The strip at the sheet's top that holds the grabber, above the first row.
    static let headerHeight = 28.0

    /// The rows the sheet lists: the photos in order, as many as fit at the maximum notch.
    var rows: [Int] {
        let fit = SceneLimits.count(
            ((maximum - Self.headerHeight) / parameters.rowHeight).rounded(.up), limit: max(photoCount, 0))
        return Array(0..<max(0, min(photoCount, parameters.maximumRows, fit)))
    }

    /// The scene with the sheet `height` points tall. The sheet layer is taller than the canvas and
    /// moves: what is below the canvas edge is not seen, so only its top corners show rounded.
    public func frame(time: Double, height: Double) -> SceneFrame {
        let width = parameters.canvas.width
        var layers: [Layer] = []
        if photoCount > 0 {
            layers.append(
                Layer(
                    content: .photo(backdrop), size: parameters.canvas,
                    position: Point(x: width / 2, y: parameters.canvas.height / 2)))
        }
        // Tall enough that a spring overshooting the top notch never lifts its bottom edge into view.
        let sheetHeight = max(maximum, parameters.canvas.height) + parameters.cornerRadius * 2
        let top = parameters.canvas.height - height
        layers.append(
            Layer(
                content: .sheet(rows: rows, rowHeight: parameters.rowHeight),
                size: Size(width: width, height: sheetHeight),
                position: Point(x: width / 2, y: top + sheetHeight / 2),
                cornerRadius: parameters.cornerRadius, shadow: parameters.shadow))
        return SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }
}
