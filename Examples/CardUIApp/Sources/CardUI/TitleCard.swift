import CardGeometry

/// An onboarding card without a photo: a white card with a gradient banner, a title, a subtitle
/// and a pill badge that pops in on a spring. Made of fills, text and a gradient only, so a
/// renderer without photos (`FrameRenderer(settings:)`) draws it.
public struct TitleCard: Scene {
    /// The scene's name, which names its output folder and snapshots.
    public var name = "title-card"
    /// The card's title, in bold under the banner.
    public var title: String
    /// One or two lines under the title.
    public var subtitle: String
    /// The badge's word, on the banner's top right corner.
    public var badge: String
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 300)
    /// The card's size in points, centred on the canvas.
    public var cardSize = Size(width: 330, height: 230)
    /// The spring the badge grows from nothing with (SwiftUI's bouncy `.spring(response: 0.4,
    /// dampingFraction: 0.6)`).
    public var pop = Spring.response(0.4, dampingFraction: 0.6)

    /// A card titled `title` over `subtitle`, with `badge` on it.
    public init(title: String, subtitle: String, badge: String = "NEW") {
        self.title = title
        self.subtitle = subtitle
        self.badge = badge
    }

    /// The card with its badge at `badgeScale` (0: not shown yet, 1: full size).
    public func frame(badgeScale: Double) -> SceneFrame {
        let centre = Point(x: canvas.width / 2, y: canvas.height / 2)
        let top = centre.y - cardSize.height / 2
        let inner = cardSize.width - 32
        let banner = Point(x: centre.x, y: top + 16 + 40)
        let ink = Color(red: 0.11, green: 0.11, blue: 0.13)
        let badgeCentre = Point(x: centre.x + inner / 2 - 36, y: banner.y - 40)
        let badgeSize = Size(width: 64, height: 28)
        var layers = [
            Layer(
                content: .fill(.white), size: cardSize, position: centre, cornerRadius: 22,
                shadow: Shadow(opacity: 0.18, radius: 12, offset: Point(x: 0, y: 6))),
            Layer(
                content: .linearGradient(
                    LinearGradient(
                        colors: [Color(red: 0.35, green: 0.34, blue: 0.84), Color(red: 0.69, green: 0.32, blue: 0.87)],
                        startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))),
                size: Size(width: inner, height: 80), position: banner, cornerRadius: 14),
            Layer(
                content: .text(title, style: TextStyle(fontSize: 26, weight: .bold, color: ink, alignment: .center)),
                size: Size(width: inner, height: 36), position: Point(x: centre.x, y: banner.y + 40 + 34)),
            Layer(
                content: .text(
                    subtitle,
                    style: TextStyle(
                        fontSize: 15, color: Color(red: 0.42, green: 0.42, blue: 0.46), alignment: .center, maxLines: 2)
                ),
                size: Size(width: inner, height: 44), position: Point(x: centre.x, y: banner.y + 40 + 80))
        ]
        if badgeScale > 0 {
            layers += [
                Layer(
                    content: .fill(Color(red: 1, green: 0.58, blue: 0)), size: badgeSize, position: badgeCentre,
                    scale: badgeScale, cornerRadius: 14, border: Border(width: 2, color: .white)),
                Layer(
                    content: .text(
                        badge, style: TextStyle(fontSize: 13, weight: .bold, color: .white, alignment: .center)),
                    size: badgeSize, position: badgeCentre, scale: badgeScale)
            ]
        }
        return SceneFrame(canvas: canvas, background: Color(red: 0.95, green: 0.95, blue: 0.97), layers: layers)
    }

    /// The card with its badge at full size.
    public func still() -> SceneFrame { frame(badgeScale: 1) }

    /// `badge-pop`: the badge grows from nothing, overshoots and settles.
    public var animations: [SceneAnimation] {
        let duration = pop.settlingDuration(tolerance: 0.01)
        return [
            SceneAnimation(name: "badge-pop", summary: "the badge pops in on a spring", duration: duration) { time in
                frame(badgeScale: pop.value(at: time))
            }
        ]
    }
}
