/// LIKE / NOPE stamps on a dragged card (off unless asked for): an outlined label at the card's
/// top corner, LIKE at the left while the card goes right, NOPE at the right while it goes left.
/// Its alpha follows the drag as Koloda's and Shuffle's overlays do: |tx| / threshold, capped at 1,
/// the threshold being the drag past which a release swipes the card away.
public struct StampParameters: Hashable, Sendable, Codable {
    public var enabled = false
    public var size = Size(width: 112, height: 52)
    /// The stamp's distance from the card's top edge and from its side edge.
    public var inset = Point(x: 20, y: 24)
    public var borderWidth = 4.0
    public var cornerRadius = 8.0
    public var like = StampLabel(text: "LIKE", color: Color(rgb8: 0x34, 0xC7, 0x59))
    public var nope = StampLabel(text: "NOPE", color: Color(rgb8: 0xFF, 0x3B, 0x30))

    public init() {}
}

/// What a stamp says and its colour (outline and text).
public struct StampLabel: Hashable, Sendable, Codable {
    public var text: String
    public var color: Color

    public init(text: String, color: Color) {
        self.text = text
        self.color = color
    }
}
