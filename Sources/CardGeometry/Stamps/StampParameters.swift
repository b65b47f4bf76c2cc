/// LIKE / NOPE stamps on a dragged card (off unless asked for): an outlined label at the card's
/// top corner, LIKE at the left while the card goes right, NOPE at the right while it goes left.
/// Its alpha follows the drag as Koloda's and Shuffle's overlays do: |tx| / threshold, capped at 1,
/// the threshold being the drag past which a release swipes the card away.
public struct StampParameters: Hashable, Sendable, Codable {
    /// Whether dragged cards show stamps at all.
    public var enabled = false
    /// The stamp's box in the card's points, before the card's scale.
    public var size = Size(width: 112, height: 52)
    /// The stamp's distance from the card's top edge and from its side edge.
    public var inset = Point(x: 20, y: 24)
    /// The outline's width in points, drawn inside the stamp's box.
    public var borderWidth = 4.0
    /// The radius of the outline's corners in points.
    public var cornerRadius = 8.0
    /// The stamp shown while the card is dragged to the right: LIKE in iOS's system green (#34C759).
    public var like = StampLabel(text: "LIKE", color: Color(rgb8: 0x34, 0xC7, 0x59))
    /// The stamp shown while the card is dragged to the left: NOPE in iOS's system red (#FF3B30).
    public var nope = StampLabel(text: "NOPE", color: Color(rgb8: 0xFF, 0x3B, 0x30))

    /// Stamps off, with the sizes and labels above ready for when they are turned on.
    public init() {}
}

/// What a stamp says and its colour (outline and text).
public struct StampLabel: Hashable, Sendable, Codable {
    /// The word the stamp shows.
    public var text: String
    /// The colour of the word and of the outline.
    public var color: Color

    /// A stamp saying `text` in `color`.
    public init(text: String, color: Color) {
        self.text = text
        self.color = color
    }
}
