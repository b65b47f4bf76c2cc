import CardGeometry

/// A vertical stack of cards swiped sideways, after JoniVR/VerticalCardSwiper
/// (https://github.com/JoniVR/VerticalCardSwiper): the card turns by (π/10)·min(dx/width, 1) as it
/// is dragged, leaves in 0.2 s when let go past 40 % of its width, and otherwise springs back in
/// 0.5 s with damping 0.6. The next card peeks out below the top one.
public struct VerticalCardSwiper: Scene {
    /// The scene's name, which names its output folder and snapshots.
    public var name = "vertical-swiper"
    /// How many photos there are; the swiper shows photo 0 on top and photo 1 below it.
    public var photoCount: Int
    /// The top card's caption, over a shade at its bottom edge.
    public var caption: String?
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 700)
    /// The card's distance from the canvas's left and right edges, in points.
    public var sideInset = 20.0
    /// The top card's distance from the canvas's top edge, in points.
    public var topInset = 40.0
    /// How much of the next card shows below the top one.
    public var visibleNextCardHeight = 80.0
    /// The gap between the top card and the next, in points.
    public var cardSpacing = 40.0
    /// Let go past this fraction of the card's width, the card leaves.
    public var swipeThreshold = 0.4
    /// How long a card let go past the threshold takes to leave, in seconds.
    public var flyOffDuration = 0.2
    /// The spring a card let go short of the threshold returns with (UIKit's, 0.5 s, damping 0.6).
    public var reset = Spring.uikit(duration: 0.5, dampingRatio: 0.6)
    /// How long the spring back lasts, in seconds.
    public var resetDuration = 0.5
    /// Seconds the finger drags before letting go.
    public var dragDuration = 0.35

    /// A swiper of `photoCount` photos, its top card captioned or not.
    public init(photoCount: Int, caption: String? = nil) {
        self.photoCount = photoCount
        self.caption = caption
    }

    var cardSize: Size {
        Size(
            width: canvas.width - 2 * sideInset,
            height: canvas.height - topInset - visibleNextCardHeight - cardSpacing)
    }

    /// The top card dragged `dx` points sideways (`alpha` fading it as it leaves).
    public func frame(dx: Double, alpha: Double = 1) -> SceneFrame {
        let size = cardSize
        let top = Point(x: canvas.width / 2, y: topInset + size.height / 2)
        let next = Point(x: top.x, y: top.y + size.height + cardSpacing)
        var layers: [Layer] = []
        if photoCount > 1 {
            layers.append(Layer(content: .photo(1), size: size, position: next, cornerRadius: 12))
        }
        let rotation = Double.pi / 10 * min(dx / size.width, 1)
        let centre = Point(x: top.x + dx, y: top.y)
        layers.append(
            Layer(
                content: .photo(0), size: size, position: centre, rotation: rotation, alpha: alpha, cornerRadius: 12,
                shadow: Shadow(opacity: 0.3, radius: 8, offset: Point(x: 0, y: 4))))
        if let caption {
            // The shade and the caption are laid out on the card and turn with it about its centre.
            let shade = Size(width: size.width, height: 120)
            layers.append(
                Layer(
                    content: .linearGradient(
                        LinearGradient(colors: [
                            Color(red: 0, green: 0, blue: 0, alpha: 0), Color(red: 0, green: 0, blue: 0, alpha: 0.65)
                        ])),
                    size: shade, position: centre,
                    anchor: Point(x: 0.5, y: (shade.height - size.height / 2) / shade.height),
                    rotation: rotation, alpha: alpha, cornerRadius: 12))
            let text = Size(width: size.width - 32, height: 56)
            layers.append(
                Layer(
                    content: .text(
                        caption, style: TextStyle(fontSize: 20, weight: .semibold, color: .white, maxLines: 2)),
                    size: text, position: centre,
                    anchor: Point(x: 0.5, y: (text.height + 16 - size.height / 2) / text.height),
                    rotation: rotation, alpha: alpha))
        }
        return SceneFrame(canvas: canvas, background: Color(red: 0.12, green: 0.12, blue: 0.14), layers: layers)
    }

    /// The swiper at rest.
    public func still() -> SceneFrame { frame(dx: 0) }

    /// `swipe-right`, dragged past the threshold and thrown off, and `snap-back`, let go short of it.
    public var animations: [SceneAnimation] {
        let width = cardSize.width
        // Past the threshold: dragged to half the width, then thrown off past the edge.
        let swipe = 0.5 * width, gone = canvas.width + width
        let swipeRight = SceneAnimation(
            name: "swipe-right", summary: "dragged past 40 % of the card and thrown off",
            duration: dragDuration + flyOffDuration
        ) { time in
            if time <= dragDuration { return frame(dx: swipe * TimingCurve.easeOut.value(at: time / dragDuration)) }
            let progress = (time - dragDuration) / flyOffDuration
            return frame(dx: swipe + (gone - swipe) * TimingCurve.easeIn.value(at: progress))
        }
        // Short of the threshold: dragged to 30 % of the width, then sprung back.
        let short = 0.3 * width
        let snapBack = SceneAnimation(
            name: "snap-back", summary: "let go short of 40 % and sprung back", duration: dragDuration + resetDuration
        ) { time in
            if time <= dragDuration { return frame(dx: short * TimingCurve.easeOut.value(at: time / dragDuration)) }
            return frame(dx: short * (1 - reset.value(at: time - dragDuration)))
        }
        return [swipeRight, snapBack]
    }
}
