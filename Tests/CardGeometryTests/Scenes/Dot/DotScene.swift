import CardGeometry

/// A scene only the tests know: one 100-point card at the canvas's centre that fades out. It is
/// added the way a new scene is, a folder with its scene and its entry, to prove the catalogue
/// takes it from the list alone.
struct DotScene: CanvasBounded {
    let name = "dot"
    var canvas: Size

    func still() -> SceneFrame { frame(alpha: 1) }

    var animations: [SceneAnimation] {
        let scene = self
        return [
            SceneAnimation(name: "fade", summary: "the card fades out", duration: 0.5) {
                scene.frame(alpha: 1 - $0 * 2)
            }
        ]
    }

    /// The card on the canvas.
    var smallestCanvas: Size { Size(width: 100, height: 100) }

    private func frame(alpha: Double) -> SceneFrame {
        SceneFrame(
            canvas: canvas, background: .black,
            layers: [
                Layer(
                    content: .card(photo: 0), size: Size(width: 100, height: 100),
                    position: Point(x: canvas.width / 2, y: canvas.height / 2), alpha: alpha)
            ])
    }
}
