import CardGeometry

/// How a run renders, apart from what it renders.
public struct RenderSettings: Sendable {
    package static let defaultMaxInputPixels = PhotoLimits.defaultMaxPixels

    /// Pixels per point.
    public var scale = 2.0
    /// Frames per second of every animation, within `SettingLimits.fps`.
    public var fps = 60.0
    /// The canvas in points; nil keeps each scene's default.
    public var canvas: Size?
    /// Seed for anything random in a scene (the photo stack's tilts).
    public var seed: UInt64 = 0
    /// How every PNG is compressed: a DEFLATE level 0–9 (libdeflate), or `fast` (ISA-L). The
    /// manifest records its `code`.
    public var pngCompression = PNGCompression.default
    /// Photos whose header says width × height is more than this are refused before decoding.
    public var maxInputPixels = PhotoLimits.defaultMaxPixels
    /// What a refusal calls `maxInputPixels`.
    public var maxInputPixelsName = PhotoLimits.defaultLimitName
    /// Any input that fails (not one merely skipped as not an image) stops the run before anything is written.
    public var strict = false
    /// libvips worker threads per pipeline; nil leaves libvips's default (the number of cores).
    public var threads: Int?
    /// Frames rendered at once; nil: one per core. Output is the same for any value.
    public var jobs: Int?
    /// Draw only this share of the stills and frames (see `Shard`).
    public var shard: Shard?

    /// Animated files written beside each animation's frames (GIF, WebP, MP4).
    public var exports: [ExportFormat] = []
    /// Times an animated GIF or WebP plays; 0 loops forever.
    public var loop = 0
    /// Every scene's parameters (scene file, preset, stamps); `canvas` overrides their canvases.
    public var sceneParameters = SceneParameters()
    /// Whether the stamps were turned on for every deck over the scene file's own choice
    /// (`sceneParameters` already shows them): a pinned setting of golden frames (`GoldenSettings`).
    public var stampsOnEveryDeck = false
    /// Names, ages and captions for the cards, by photo file name.
    public var captions = CaptionSet()
    /// The order the scenes take the photos in.
    public var order = PhotoOrder.name
    /// The photo behind the sheet and the side card, by file name; nil: the first.
    public var backdrop: String?
    /// What each card shows of its photo's name and caption.
    public var labels = CardLabels.caption

    /// The defaults: scale 2, 60 fps, each scene's own canvas, PNG level 6, no exports.
    public init() {}
}

extension RenderSettings {
    package var inputPixelLimit: PixelLimit { PixelLimit(pixels: maxInputPixels, name: maxInputPixelsName) }
}
