import CardGeometry

/// Everything a mockup is made of apart from the photos: the scene and moment shown, the format,
/// the background, the text and the layout.
public struct MockupSettings: Sendable {
    public var scene = "deck"
    /// Nil: the scene's still.
    public var animation: String?
    /// Seconds into the animation; nil: 40 % of its duration (mid-gesture for the decks).
    public var time: Double?
    public var format = MockupFormat.all[0]
    /// Pixels per point; nil: the format's own (the store's or network's size).
    public var density: Double?
    public var background = MockupBackground.default
    public var title: String?
    public var subtitle: String?
    public var titleColor = Color.white
    public var subtitleColor = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
    /// Points; nil: 7 % of the format's width, at most 44.
    public var titleSize: Double?
    public var layout = MockupLayout()
    /// The scene's own parameters (scene file, preset, stamps), and its canvas (nil: the format's
    /// screen for device formats, the scene's own for social ones).
    public var sceneParameters = SceneParameters()
    public var canvas: Size?
    public var seed: UInt64 = 0
    public var captions = CaptionSet()
    /// The photo behind the sheet and the side card, by file name (`--backdrop`); nil: the first.
    public var backdrop: String?
    /// A `PNGCompression.code`, as for `RenderSettings`.
    public var pngCompression = PNGCompression.default.code
    public var maxInputPixels = PhotoDecoder.defaultMaxPixels

    public init() {}

    var resolvedDensity: Double { density ?? format.density }
    var resolvedTitleSize: Double { titleSize ?? min(44, (format.points.width * 0.07).rounded()) }
}
