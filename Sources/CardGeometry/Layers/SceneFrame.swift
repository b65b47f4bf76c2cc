/// A scene at one instant: the canvas and its layers, back to front.
public struct SceneFrame: Hashable, Sendable, Codable {
    /// Seconds from the start of the animation (0 for a still).
    public var time: Double
    /// The canvas in points; the renderer multiplies by its scale.
    public var canvas: Size
    /// What shows where no layer covers the canvas.
    public var background: Color
    /// The layers, back to front.
    public var layers: [Layer]
    /// Which way the layers' content reads: under right to left, the renderer aligns labels and
    /// captions to the right and mirrors a sheet's rows. Where layers sit is the scene's to decide.
    public var layoutDirection: LayoutDirection
    /// How many times larger than its own points the layers' content is drawn: a scene zoomed to
    /// a larger screen draws its cards' labels, a sheet's rows and thumbnails that much larger,
    /// as a larger phone's screenshot would show them. 1 for a scene on its own canvas.
    public var contentZoom: Double

    /// `time` 0: a still, or the start of an animation (an animation's frames are stamped with their time).
    public init(
        time: Double = 0, canvas: Size, background: Color, layers: [Layer],
        layoutDirection: LayoutDirection = .leftToRight, contentZoom: Double = 1
    ) {
        self.time = time
        self.canvas = canvas
        self.background = background
        self.layers = layers
        self.layoutDirection = layoutDirection
        self.contentZoom = contentZoom
    }

    /// The same frame stamped with another time.
    public func withTime(_ time: Double) -> SceneFrame {
        var copy = self
        copy.time = time
        return copy
    }

    /// `zoom` as content is drawn: kept within 1/64 to 64, and 1 where it is not a positive
    /// number (a frame from an app's own code may say anything).
    public static func drawnContentZoom(_ zoom: Double) -> Double {
        zoom.isFinite && zoom > 0 ? min(max(zoom, 1.0 / 64), 64) : 1
    }

    private enum CodingKeys: String, CodingKey {
        case time, canvas, background, layers, layoutDirection, contentZoom
    }

    /// Reads a frame; one without `layoutDirection` reads left to right, one without
    /// `contentZoom` is drawn at its own size.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Double.self, forKey: .time)
        canvas = try container.decode(Size.self, forKey: .canvas)
        background = try container.decode(Color.self, forKey: .background)
        layers = try container.decode([Layer].self, forKey: .layers)
        layoutDirection = try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight
        contentZoom = try container.decodeIfPresent(Double.self, forKey: .contentZoom) ?? 1
    }

    /// Writes the frame; `layoutDirection` only when it is right to left and `contentZoom` only
    /// when it is not 1, so a plan of the default canvas reads as it always has.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(canvas, forKey: .canvas)
        try container.encode(background, forKey: .background)
        try container.encode(layers, forKey: .layers)
        if layoutDirection == .rightToLeft { try container.encode(layoutDirection, forKey: .layoutDirection) }
        if contentZoom != 1 { try container.encode(contentZoom, forKey: .contentZoom) }
    }
}
