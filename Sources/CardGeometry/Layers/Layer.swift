/// What a layer shows. The renderer turns each kind into pixels; the geometry only names it.
public enum LayerContent: Hashable, Sendable, Codable {
    /// A card of the UIKit deck: the photo at this index (in input order) filling the card, with its
    /// name as a label over a soft gradient at the bottom.
    case card(photo: Int)
    /// A card of the SwiftUI deck: the photo in the top 75 %, below it a name line and an info button.
    case profileCard(photo: Int)
    /// The photo filling the layer (cover crop), nothing else.
    case photo(Int)
    /// The photo filling the layer, blurred by `radius` points under a light frosted tint
    /// (UIKit's `UIBlurEffect(style: .light)`).
    case blurredPhoto(Int, radius: Double)
    /// A solid colour. With the layer's `cornerRadius` and `border` this is a rounded rectangle,
    /// outlined or not: a badge's background, a button, a card's plain face.
    case fill(Color)
    /// A Maps-style bottom sheet: grabber on top, then one row (thumbnail and title) per photo,
    /// each `rowHeight` points tall.
    case sheet(rows: [Int], rowHeight: Double)
    /// The camera screen's controls: a shutter ring and two small buttons on a transparent layer.
    case cameraControls
    /// A LIKE / NOPE stamp: `text` in `color`, centred on a transparent layer (the layer's border
    /// draws the outline).
    case stamp(text: String, color: Color)
    /// An image from the input photos or from a file the app ships, sized into the layer by `fit`.
    /// `.image(.photo(i), fit: .cover)` draws what `.photo(i)` draws.
    case image(ImageSource, fit: ImageFit)
    /// Text in `style`, wrapped at the layer's width and centred vertically in its height, on a
    /// transparent layer: the layer is the text's box, as a `UILabel`'s bounds.
    case text(String, style: TextStyle)
    /// A linear gradient filling the layer (`CAGradientLayer`).
    case linearGradient(LinearGradient)

    /// The photos this content draws by index. A photo named by its file name
    /// (`ImageSource.photoNamed`) is found, and decoded, only when the layer is painted.
    public var photos: [Int] {
        switch self {
        case let .card(photo), let .profileCard(photo), let .photo(photo), let .blurredPhoto(photo, _),
            let .image(.photo(photo), _):
            [photo]
        case let .sheet(rows, _): rows
        case .fill, .cameraControls, .stamp, .image, .text, .linearGradient: []
        }
    }
}

/// A drop shadow as CALayer describes it: colour, opacity, blur radius (points) and offset.
public struct Shadow: Hashable, Sendable, Codable {
    /// The shadow's colour before `opacity` is applied (black by default, as CALayer's).
    public var color: Color
    /// The shadow's opacity, 0 (none) to 1, as `CALayer.shadowOpacity`.
    public var opacity: Double
    /// The blur radius in points, as `CALayer.shadowRadius`: the standard deviation of the Gaussian blur.
    public var radius: Double
    /// How far the shadow is moved from the layer, in points (positive y is down).
    public var offset: Point

    /// A shadow as CALayer's `shadowColor`, `shadowOpacity`, `shadowRadius` and `shadowOffset` set it.
    public init(color: Color = .black, opacity: Double, radius: Double, offset: Point = .zero) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }
}

/// A stroke along the inside of a layer's (rounded) edge.
public struct Border: Hashable, Sendable, Codable {
    /// The stroke's width in points, measured inwards from the layer's edge.
    public var width: Double
    /// The stroke's colour.
    public var color: Color

    /// A border `width` points wide in `color`, as CALayer's `borderWidth` and `borderColor`.
    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}

/// One element of a scene at one instant, modelled on CALayer.
///
/// `position` is where the layer's `anchor` sits in canvas points; `anchor` is a unit point in the
/// layer's own bounds ((0.5, 0.5) is the centre). The layer is scaled by `scale`, then rotated by
/// `rotation` radians (clockwise on screen, as UIKit's y axis points down), both about the anchor.
public struct Layer: Hashable, Sendable, Codable {
    /// What the layer shows.
    public var content: LayerContent
    /// The layer's bounds in points, before `scale`.
    public var size: Size
    /// Where the layer's `anchor` sits, in canvas points.
    public var position: Point
    /// The point the layer is placed, scaled and rotated about, in unit coordinates of its bounds:
    /// (0, 0) its top-left corner, (1, 1) its bottom-right, (0.5, 0.5) its centre.
    public var anchor: Point
    /// The rotation in radians about the anchor, clockwise on screen.
    public var rotation: Double
    /// The scale about the anchor: 1 is the layer's own size; 0 hides it.
    public var scale: Double
    /// The opacity the layer is composited with, 0 (hidden) to 1 (as painted).
    public var alpha: Double
    /// The radius of the layer's rounded corners in points, as `CALayer.cornerRadius`; 0 is square.
    public var cornerRadius: Double
    /// A stroke along the inside of the layer's edge, or none.
    public var border: Border?
    /// A drop shadow under the layer, or none.
    public var shadow: Shadow?

    /// A layer with CALayer's defaults: anchored at its centre, not rotated or scaled, opaque, square
    /// corners, no border and no shadow.
    public init(
        content: LayerContent, size: Size, position: Point, anchor: Point = Point(x: 0.5, y: 0.5),
        rotation: Double = 0, scale: Double = 1, alpha: Double = 1, cornerRadius: Double = 0,
        border: Border? = nil, shadow: Shadow? = nil
    ) {
        self.content = content
        self.size = size
        self.position = position
        self.anchor = anchor
        self.rotation = rotation
        self.scale = scale
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
    }

    /// Where the layer lies on the canvas before it is rotated: its size times its scale, placed
    /// so that its anchor sits at its position.
    public var unrotatedFrame: Rect {
        let width = size.width * scale, height = size.height * scale
        return Rect(x: position.x - anchor.x * width, y: position.y - anchor.y * height, width: width, height: height)
    }

    /// The layer's appearance apart from where it is, left to right and at its own size: what a
    /// renderer prepares once and caches.
    public var look: LayerLook { look(layoutDirection: .leftToRight, contentZoom: 1) }

    /// The layer's appearance in `frame`, which says which way its content reads and how large.
    public func look(in frame: SceneFrame) -> LayerLook {
        look(layoutDirection: frame.layoutDirection, contentZoom: frame.contentZoom)
    }

    func look(layoutDirection: LayoutDirection, contentZoom: Double) -> LayerLook {
        LayerLook(
            content: content, size: size, cornerRadius: cornerRadius, border: border, shadow: shadow,
            layoutDirection: layoutDirection, contentZoom: contentZoom)
    }
}

/// Everything that decides a layer's pixels before it is moved, turned, scaled or faded.
public struct LayerLook: Hashable, Sendable {
    /// What the layer shows.
    public var content: LayerContent
    /// The layer's bounds in points, before any scale.
    public var size: Size
    /// The radius of the layer's rounded corners in points.
    public var cornerRadius: Double
    /// A stroke along the inside of the layer's edge, or none.
    public var border: Border?
    /// A drop shadow under the layer, or none.
    public var shadow: Shadow?
    /// Which way its content reads: right to left aligns its labels to the right and mirrors a
    /// sheet's rows.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// How many times larger than its own points its content's labels, insets and thumbnails are
    /// drawn (see `SceneFrame.contentZoom`).
    public var contentZoom = 1.0
}
