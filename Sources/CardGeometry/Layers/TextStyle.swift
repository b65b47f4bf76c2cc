/// How a text layer draws its string, as a `UILabel` would: size, weight, colour, alignment and
/// how many lines it may take.
public struct TextStyle: Hashable, Sendable, Codable {
    /// The font size in points (Inter, with the shipped fallback fonts for other scripts).
    public var fontSize: Double
    /// The face of Inter the text is drawn in.
    public var weight: FontWeight
    /// The text's colour; its alpha fades the text.
    public var color: Color
    /// Where the lines sit across the layer's width.
    public var alignment: TextAlignment
    /// The most lines the text wraps onto; the last one ends in "…" when the text goes on. 0 is
    /// as many as the layer's height holds (the text is cut after the last whole line that fits).
    public var maxLines: Int

    /// A style; the defaults are `UILabel`'s (17 points, regular, black, one line) with the text
    /// at the leading edge.
    public init(
        fontSize: Double = 17, weight: FontWeight = .regular, color: Color = .black,
        alignment: TextAlignment = .leading, maxLines: Int = 1
    ) {
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.maxLines = maxLines
    }
}

/// The weight of the text's font: each is a face of Inter that cardrender ships.
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable {
    /// Inter Regular (400).
    case regular
    /// Inter Medium (500).
    case medium
    /// Inter SemiBold (600), the weight of the cards' own labels.
    case semibold
    /// Inter Bold (700).
    case bold
}

/// Where lines sit across a text layer's width. `leading` is the left edge in left-to-right
/// text and the right edge in Arabic or Hebrew, as in UIKit's natural alignment.
public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
