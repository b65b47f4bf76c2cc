import CardGeometry

/// Everything a mockup is made of apart from the photos: the scene and moment shown, the format,
/// the background, the text and the layout.
public struct MockupSettings: Sendable {
    /// The scene shown, by its catalogue name: the scene list's first (the deck) by default.
    public var scene = SceneRegistry.builtIn.names[0]
    /// Nil: the scene's still.
    public var animation: String?
    /// Seconds into the animation; nil: the animation's showcase moment (`SceneAnimation.showcaseTime`:
    /// every card on the screen; for the decks, the drag where the stamp is full, or earlier).
    public var time: Double?
    /// The store or social format: the picture's size in points and its density; by default the 6.9" iPhone.
    public var format = MockupFormat.all[0]
    /// Pixels per point; nil: the format's own (the store's or network's size).
    public var density: Double?
    /// What fills the picture behind the scene and its text; by default a purple-to-pink gradient.
    public var background = MockupBackground.default
    /// The text in large type; nil: none.
    public var title: String?
    /// The smaller text under the title; nil: none.
    public var subtitle: String?
    /// The title's colour; white by default.
    public var titleColor = Color.white
    /// The subtitle's colour; white at 85 % opacity by default.
    public var subtitleColor = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
    /// Points; nil: 7 % of the format's width, at most 64 and 10 % of its height.
    public var titleSize: Double?
    /// Points of height the text block takes however tall the text is, when more than the text
    /// needs: a set gives each image the height of the tallest text among its images of one format
    /// and language, so the screen sits at the same place in each. Nil: the text's own height.
    public var textAreaHeight: Double?
    /// A TrueType or OpenType file the title and subtitle are drawn in; the shipped fonts draw
    /// the characters it lacks. Nil: Inter SemiBold. Read and checked before anything is drawn.
    public var font: String?
    /// The padding, the gap between text and scene, and the device frame (nil: none).
    public var layout = MockupLayout()
    /// Text above, below or beside the scene; nil: beside on a format wider than tall (a link
    /// preview), above on the others.
    public var textPosition: MockupLayout.TextPosition?
    /// Mirrors the layout for a right-to-left language; nil: when the title (or subtitle) is
    /// written in a right-to-left script.
    public var rightToLeft: Bool?
    /// The scene's own parameters (scene file, preset, stamps).
    public var sceneParameters = SceneParameters()
    /// The scene's canvas in points; nil: the format's screen for device formats, the scene's own for
    /// social ones.
    public var canvas: Size?
    /// Seed for anything random in the scene; the same seed gives the same picture on every machine.
    public var seed: UInt64 = 0
    /// The captions the cards show, by photo file name.
    public var captions = CaptionSet()
    /// The photo behind the sheet and the side card, by file name; nil: the first.
    public var backdrop: String?
    /// How the PNGs are compressed, as for `RenderSettings`; the manifest records its `code`.
    public var pngCompression = PNGCompression.default
    /// Photos whose header says width × height is more than this are refused before decoding.
    public var maxInputPixels = PhotoLimits.defaultMaxPixels
    /// What a refusal calls `maxInputPixels`.
    public var maxInputPixelsName = PhotoLimits.defaultLimitName

    package var inputPixelLimit: PixelLimit { PixelLimit(pixels: maxInputPixels, name: maxInputPixelsName) }

    /// The defaults: the deck's still on the 6.9" iPhone format, on the default gradient, without text.
    public init() {}

    package var resolvedDensity: Double { density ?? format.density }

    /// The layout with the text's side and direction decided.
    package var resolvedLayout: MockupLayout {
        var resolved = layout
        resolved.textPosition = textPosition ?? (format.points.width > format.points.height * 1.6 ? .beside : .above)
        resolved.rightToLeft = rightToLeft ?? TextDirection.isRightToLeft(title ?? subtitle ?? "")
        return resolved
    }
    /// The scene's parameters as the screen shows them: laid out right to left when the mockup's
    /// text is (an Arabic store's screenshots show the app as iOS lays it out in Arabic).
    package var screenParameters: SceneParameters {
        var parameters = sceneParameters
        if resolvedLayout.rightToLeft { parameters.layoutDirection = .rightToLeft }
        return parameters
    }

    package var resolvedTitleSize: Double {
        titleSize ?? min(64, (format.points.width * 0.07).rounded(), (format.points.height * 0.1).rounded())
    }
}
