/// How far a frame's layers (unrotated) reach from its canvas's centre: what a scene laid out
/// around the centre needs of a canvas, whatever the canvas it was laid out on.
struct SceneReach {
    var left = 0.0, right = 0.0, up = 0.0, down = 0.0

    init(_ frame: SceneFrame) {
        let centre = Point(x: frame.canvas.width / 2, y: frame.canvas.height / 2)
        for layer in frame.layers {
            let box = layer.unrotatedFrame
            left = max(left, centre.x - box.origin.x)
            right = max(right, box.origin.x + box.size.width - centre.x)
            up = max(up, centre.y - box.origin.y)
            down = max(down, box.origin.y + box.size.height - centre.y)
        }
    }

    /// The canvas that holds the frame drawn `zoom` times its size, centred, with `margin` points
    /// to spare on every side; in whole points, rounded up.
    func canvas(zoom: Double, margin: Double) -> Size {
        Size(
            width: Self.wholePoints(2 * max(left, right) * zoom + 2 * margin),
            height: Self.wholePoints(2 * max(up, down) * zoom + 2 * margin))
    }

    /// `length` rounded up to a whole point (at least 1), ignoring rounding noise below 1e-9.
    static func wholePoints(_ length: Double) -> Double {
        max(1, (length - 1e-9).rounded(.up))
    }
}
