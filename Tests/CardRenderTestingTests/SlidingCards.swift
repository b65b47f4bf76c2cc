import CardGeometry

/// A small scene of the test's own: two photo cards, the second sliding in from the right;
/// `nudge` moves the first card by that many points (the change a snapshot must catch),
/// `cornerRadius` rounds both cards, and `dot` adds one red pixel (at scale 1) in the top left corner.
struct SlidingCards: Scene {
    var name = "sliding"
    var nudge = 0.0
    var cornerRadius = 10.0
    var dot = false

    func frame(slide: Double) -> SceneFrame {
        let size = Size(width: 70, height: 90)
        var layers = [
            Layer(content: .photo(0), size: size, position: Point(x: 50 + nudge, y: 55), cornerRadius: cornerRadius),
            Layer(
                content: .photo(1), size: size, position: Point(x: 130 + 50 * (1 - slide), y: 55),
                rotation: 0.15 * (1 - slide), cornerRadius: cornerRadius,
                shadow: Shadow(opacity: 0.3, radius: 4, offset: Point(x: 0, y: 2)))
        ]
        if dot {
            layers.append(
                Layer(
                    content: .fill(Color(red: 0.8, green: 0, blue: 0)), size: Size(width: 1, height: 1),
                    position: Point(x: 5.5, y: 5.5)))
        }
        return SceneFrame(
            canvas: Size(width: 180, height: 110), background: Color(red: 0.95, green: 0.95, blue: 0.97),
            layers: layers)
    }

    func still() -> SceneFrame { frame(slide: 1) }

    var animations: [SceneAnimation] {
        [
            SceneAnimation(name: "slide-in", summary: "the second card slides in", duration: 0.2) { time in
                frame(slide: time / 0.2)
            }
        ]
    }
}
