/// The photo stack of the photo-stack article (see `PhotoStackParameters`): bordered photos piled
/// in the middle, every one but the top tilted by a seeded random whole degree. Flicking the top
/// photo sends it to the back; show-all spreads the photos over a black mask in a 3-column grid.
public struct PhotoStackScene: Scene {
    /// The scene's name, `photostack`.
    public let name = "photostack"
    /// The stack's numbers; the article's by default.
    public var parameters: PhotoStackParameters
    /// How many photos the stack piles, photo 0 on top.
    public var photoCount: Int
    /// Which way the scene reads: right to left mirrors its labels, rows and stamps, not its gestures.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The tilt (radians) each photo gets when it is not on top, drawn from the seed.
    public let tilts: [Double]
    /// The new tilt the flicked photo gets as it goes to the back (the article's next draw).
    public let flickTilt: Double

    /// A stack of `photoCount` photos whose tilts are drawn from `seed`: the same seed gives the
    /// same tilts on every machine.
    public init(photoCount: Int, seed: UInt64, parameters: PhotoStackParameters = PhotoStackParameters()) {
        self.photoCount = photoCount
        self.parameters = parameters
        var random = SeededRandom(seed: seed)
        let count = max(photoCount, 0)
        var tilts = (0..<count).map { _ in Self.drawTilt(&random, offset: parameters.rotationOffset) }
        if !tilts.isEmpty { tilts[0] = 0 }  // the top photo is straightened
        self.tilts = tilts
        flickTilt = Self.drawTilt(&random, offset: parameters.rotationOffset)
    }

    /// The article's `makeCrooked`: min = −offset, scope = 2·offset − 1, degree = min + uniform(scope).
    static func drawTilt(_ random: inout SeededRandom, offset: Int) -> Double {
        let offset = min(max(offset, 0), 180)
        let scope = UInt32(max(1, 2 * offset - 1))
        let degrees = -offset + Int(random.uniform(scope))
        return Double(degrees) * .pi / 180
    }

    /// The pile at rest, photo 0 on top and straight.
    public func still() -> SceneFrame {
        frame(time: 0, layers: stack(order: Array(0..<photoCount), count: parameters.visiblePhotos))
    }

    /// `flick` and `return` (a fast and a slow release of the top photo), then `show-all` and
    /// `dismiss` (to the grid and back).
    public var animations: [SceneAnimation] {
        let scene = self
        let flick = DragGesture(
            translation: Point(x: 90, y: -20), duration: 0.25, releaseVelocity: Point(x: 1200, y: -400))
        let slow = DragGesture(translation: Point(x: 60, y: 40), duration: 0.3, releaseVelocity: Point(x: 120, y: 50))
        let count = gridCount
        let showAllDuration = max(
            parameters.maskDuration, parameters.gridStagger * Double(max(count - 1, 0)) + parameters.gridFlyDuration)
        return [
            SceneAnimation(
                name: "flick", summary: "flick the top photo away; it tilts and goes to the back",
                duration: flick.duration + parameters.flickDuration + parameters.settleDuration,
                showcaseTime: scene.showcaseTime(flick), touch: scene.touch(flick)
            ) { scene.release(time: $0, gesture: flick) },
            SceneAnimation(
                name: "return", summary: "a slow release: the photo goes back to the centre",
                duration: slow.duration + parameters.settleDuration, showcaseTime: scene.showcaseTime(slow),
                touch: scene.touch(slow)
            ) { scene.release(time: $0, gesture: slow) },
            SceneAnimation(
                name: "show-all", summary: "a black mask fades in and the photos fly to a 3-column grid",
                duration: showAllDuration,
                // The grid, or as much of it as the screen holds (a wide one's rows run off its foot).
                showcaseTime: ShowcaseMoment.latestInside(until: showAllDuration) { scene.showAll(time: $0) }
            ) { scene.showAll(time: $0) },
            SceneAnimation(
                name: "dismiss", summary: "the photos fly back from the grid and the mask fades out",
                duration: parameters.dismissDuration,
                // The grid, or the photos come back far enough for the screen to hold them all.
                showcaseTime: ShowcaseMoment.earliestInside(from: 0, end: parameters.dismissDuration) {
                    scene.dismiss(time: $0)
                }
            ) { scene.dismiss(time: $0) }
        ]
    }

    /// Where the finger would touch down to flick or drag: on the top photo, 15 % of its height
    /// below its centre (moved as far as the drag needs to stay on the canvas). Show-all and dismiss have no finger: the scene draws no control that starts them.
    public var touchDown: Point { centre + Point(x: 0, y: 0.15 * parameters.photoSize.height) }

    /// Where the finger is during `gesture`: from `touchDown`, moved so its path stays on the canvas.
    func touch(_ gesture: DragGesture) -> @Sendable (Double) -> Point? {
        let start = gesture.touchDown(near: touchDown, on: parameters.canvas, margin: DragGesture.fingertipRadius)
        return { gesture.touch(at: $0, from: start) }
    }

    /// The moment a still of a flick or a slow release shows: late in the drag (80 % of it), the
    /// photo off centre, earlier if the photo would leave the canvas by then.
    func showcaseTime(_ gesture: DragGesture) -> Double {
        ShowcaseMoment.latestInside(until: gesture.duration * 0.8) { release(time: $0, gesture: gesture) }
    }

    // MARK: Layout

    /// The canvas's centre, where the pile sits.
    public var centre: Point { Point(x: parameters.canvas.width / 2, y: parameters.canvas.height / 2) }

    func photo(_ index: Int, position: Point, size: Size? = nil, rotation: Double) -> Layer {
        Layer(
            content: .photo(index), size: size ?? parameters.photoSize, position: position, rotation: rotation,
            border: Border(width: parameters.borderWidth, color: parameters.borderColor), shadow: parameters.shadow)
    }

    /// Photos in stack order (top first), drawn back to front.
    func stack(order: [Int], count: Int) -> [Layer] {
        let shown = order.prefix(count)
        return shown.enumerated().reversed().map { place, index in
            photo(index, position: centre, rotation: place == 0 ? 0 : tilts[index])
        }
    }

    func frame(time: Double, layers: [Layer]) -> SceneFrame {
        SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background, layers: layers,
            layoutDirection: layoutDirection)
    }

    // MARK: Flick and return

    func release(time: Double, gesture: DragGesture) -> SceneFrame {
        guard photoCount > 0 else { return frame(time: time, layers: []) }
        let order = Array(0..<photoCount)
        var layers = stack(order: order, count: parameters.visiblePhotos)
        if time < gesture.duration {
            layers[layers.count - 1].position = centre + gesture.translation(at: time)
            return frame(time: time, layers: layers)
        }
        let released = centre + gesture.translation
        let since = time - gesture.duration
        let curve = parameters.curve

        guard abs(gesture.releaseVelocity.x) > parameters.flickVelocity else {
            let back = curve.value(at: progress(at: since, start: 0, duration: parameters.settleDuration))
            layers[layers.count - 1].position = lerp(released, centre, back)
            return frame(time: time, layers: layers)
        }

        // Out by the container's size, in the direction of each velocity component.
        func sign(_ v: Double) -> Double { v > 0 ? 1 : (v < 0 ? -1 : 0) }
        let away =
            centre
            + Point(
                x: sign(gesture.releaseVelocity.x) * parameters.containerSize.width,
                y: sign(gesture.releaseVelocity.y) * parameters.containerSize.height)
        if since < parameters.flickDuration {
            let out = curve.value(at: progress(at: since, start: 0, duration: parameters.flickDuration))
            layers[layers.count - 1].position = lerp(released, away, out)
            return frame(time: time, layers: layers)
        }
        // Then, all at once: the photo tilts anew and goes to the back, returning to the centre,
        // while the new top photo straightens.
        let settle = curve.value(
            at: progress(at: since, start: parameters.flickDuration, duration: parameters.settleDuration))
        let newOrder = Array(order.dropFirst()) + [0]
        // The photos the stack draws, in their new order: photo 0 is always among them, at the back.
        let shown =
            photoCount <= parameters.visiblePhotos
            ? newOrder : Array(newOrder.prefix(parameters.visiblePhotos - 1)) + [0]
        var settled: [Layer] = []
        for index in shown.reversed() {
            if index == 0 {
                settled.append(photo(0, position: lerp(away, centre, settle), rotation: lerp(0, flickTilt, settle)))
            } else if index == newOrder.first {
                settled.append(photo(index, position: centre, rotation: lerp(tilts[index], 0, settle)))
            } else {
                settled.append(photo(index, position: centre, rotation: tilts[index]))
            }
        }
        if photoCount == 1 {
            settled = [photo(0, position: lerp(away, centre, settle), rotation: 0)]
        }
        return frame(time: time, layers: settled)
    }

    // MARK: Show all and dismiss

    /// The photos show-all lays out: those the stack draws, at most `gridPhotos`.
    var gridCount: Int { min(photoCount, parameters.gridPhotos, parameters.visiblePhotos) }

    /// Stack photos that stay in the pile during show-all (when the grid takes fewer than the stack
    /// draws): they sit under the mask.
    var pileOnly: [Layer] {
        let drawn = min(photoCount, parameters.visiblePhotos)
        guard drawn > gridCount else { return [] }
        return (gridCount..<drawn).reversed().map { photo($0, position: centre, rotation: tilts[$0]) }
    }

    /// Cell i of the article's grid: padding = (W − columns·cell) / (columns + 1), origin
    /// (padding + (i % columns)·(cell + padding), top + padding + (i / columns)·(cell + padding)).
    /// With a `gridSpacing` the cells grow until the grid fills the width or its rows the height,
    /// and the rows are that spacing apart. Right to left, each row fills from the right, as a
    /// collection view's flow layout does.
    public func gridFrame(_ index: Int) -> Rect {
        let columns = parameters.gridColumns, top = parameters.gridTop ?? 0
        var cell = parameters.gridCell
        if let spacing = parameters.gridSpacing {
            let rows = Double((max(gridCount, 1) + columns - 1) / columns)
            let byWidth = (parameters.canvas.width - Double(columns + 1) * spacing) / Double(columns)
            let byHeight = (parameters.canvas.height - top - (rows + 1) * spacing) / rows
            cell = max(1, min(byWidth, byHeight))
        }
        let padding = (parameters.canvas.width - Double(columns) * cell) / Double(columns + 1)
        let rowGap = parameters.gridSpacing ?? padding
        let column = layoutDirection == .leftToRight ? index % columns : columns - 1 - index % columns
        return Rect(
            x: padding + Double(column) * (cell + padding),
            y: top + rowGap + Double(index / columns) * (cell + rowGap), width: cell, height: cell)
    }

    func mask(alpha: Double) -> Layer {
        Layer(
            content: .fill(.black), size: parameters.canvas,
            position: Point(x: parameters.canvas.width / 2, y: parameters.canvas.height / 2), alpha: alpha)
    }

    /// Photo `index` a fraction `t` of the way from its place in the stack to its grid cell.
    func gridPhoto(_ index: Int, _ t: Double) -> Layer {
        let cell = gridFrame(index)
        let size = Size(
            width: lerp(parameters.photoSize.width, cell.size.width, t),
            height: lerp(parameters.photoSize.height, cell.size.height, t))
        return photo(
            index, position: lerp(centre, cell.mid, t), size: size, rotation: lerp(index == 0 ? 0 : tilts[index], 0, t))
    }

    func showAll(time: Double) -> SceneFrame {
        let curve = parameters.curve
        let fade = curve.value(at: progress(at: time, start: 0, duration: parameters.maskDuration))
        let photos = (0..<gridCount).reversed().map { index in
            gridPhoto(
                index,
                curve.value(
                    at: progress(
                        at: time, start: parameters.gridStagger * Double(index), duration: parameters.gridFlyDuration)))
        }
        return frame(time: time, layers: pileOnly + (gridCount > 0 ? [mask(alpha: fade)] : []) + photos)
    }

    func dismiss(time: Double) -> SceneFrame {
        let back = parameters.curve.value(at: progress(at: time, start: 0, duration: parameters.dismissDuration))
        if back >= 1 { return still() }
        let photos = (0..<gridCount).reversed().map { gridPhoto($0, 1 - back) }
        return frame(time: time, layers: pileOnly + (gridCount > 0 ? [mask(alpha: 1 - back)] : []) + photos)
    }
}
