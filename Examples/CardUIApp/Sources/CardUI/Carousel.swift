import CardGeometry

/// A horizontal carousel of photo cards, as a paging `UICollectionView` with a scaling flow
/// layout shows them: the centred card full size, its neighbours smaller and dimmed, each card
/// with a caption, and a badge on the first.
public struct Carousel: Scene {
    /// The scene's name, which names its output folder and snapshots.
    public var name = "carousel"
    /// How many photos the carousel shows as cards (at most six), photo 0 first.
    public var photoCount: Int
    /// Each card's caption, by photo index (a card without one has none).
    public var titles: [String]
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 520)
    /// A card's size in points at the centre, where it is drawn full size.
    public var cardSize = Size(width: 240, height: 330)
    /// The gap between two cards at full size, in points.
    public var spacing = 16.0
    /// The scale of a card one page or more from the centre (1 at the centre); nearer cards grow
    /// in proportion.
    public var sideScale = 0.86
    /// The alpha of a card one page or more from the centre (1 at the centre).
    public var sideAlpha = 0.55
    /// Seconds one page of scrolling takes.
    public var pageDuration = 0.45

    /// A carousel of `photoCount` photos, captioned by `titles` in photo order.
    public init(photoCount: Int, titles: [String] = []) {
        self.photoCount = photoCount
        self.titles = titles
    }

    /// The carousel scrolled to `page` (fractions lie between two cards).
    public func frame(page: Double) -> SceneFrame {
        let pitch = cardSize.width + spacing
        var layers: [Layer] = []
        for index in 0..<min(photoCount, 6) {
            let offset = Double(index) - page
            guard abs(offset) < 2 else { continue }
            let nearness = max(0, 1 - abs(offset))
            let scale = sideScale + (1 - sideScale) * nearness
            let alpha = sideAlpha + (1 - sideAlpha) * nearness
            let centre = Point(x: canvas.width / 2 + offset * pitch, y: canvas.height / 2 - 10)
            layers.append(
                Layer(
                    content: .photo(index), size: cardSize, position: centre, scale: scale, alpha: alpha,
                    cornerRadius: 18, shadow: Shadow(opacity: 0.25 * alpha, radius: 10, offset: Point(x: 0, y: 6))))
            if index < titles.count {
                // The caption sits under the card and scales with it.
                let caption = Point(x: centre.x, y: centre.y + (cardSize.height / 2 + 24) * scale)
                layers.append(
                    Layer(
                        content: .text(
                            titles[index],
                            style: TextStyle(
                                fontSize: 20, weight: .semibold, color: Color(red: 0.1, green: 0.1, blue: 0.12),
                                alignment: .center)),
                        size: Size(width: cardSize.width, height: 28), position: caption, scale: scale, alpha: alpha))
            }
            if index == 0 {
                // The badge sits on the card's top right corner and follows it.
                let badge = Point(
                    x: centre.x + (cardSize.width / 2 - 40) * scale, y: centre.y - (cardSize.height / 2 - 24) * scale)
                let size = Size(width: 60, height: 26)
                layers.append(
                    Layer(
                        content: .linearGradient(
                            LinearGradient(
                                colors: [
                                    Color(red: 1, green: 0.36, blue: 0.42), Color(red: 0.96, green: 0.2, blue: 0.55)
                                ],
                                startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))),
                        size: size, position: badge, scale: scale, alpha: alpha, cornerRadius: 13,
                        border: Border(width: 2, color: .white)))
                layers.append(
                    Layer(
                        content: .text(
                            "NEW", style: TextStyle(fontSize: 13, weight: .bold, color: .white, alignment: .center)),
                        size: size, position: badge, scale: scale, alpha: alpha))
            }
        }
        return SceneFrame(canvas: canvas, background: Color(red: 0.96, green: 0.96, blue: 0.98), layers: layers)
    }

    /// The carousel at rest on the first card.
    public func still() -> SceneFrame { frame(page: 0) }

    /// `scroll`: one page on, eased in and out.
    public var animations: [SceneAnimation] {
        [
            SceneAnimation(name: "scroll", summary: "scrolls one page to the next card", duration: pageDuration) {
                time in
                frame(page: TimingCurve.easeInEaseOut.value(at: time / pageDuration))
            }
        ]
    }
}
