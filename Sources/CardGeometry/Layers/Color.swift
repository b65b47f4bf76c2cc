/// An sRGB colour with straight (not premultiplied) alpha, every component in [0, 1].
public struct Color: Hashable, Sendable, Codable {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque), not premultiplied into the other components.
    public var alpha: Double

    /// A colour from components in [0, 1]; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 8-bit components, e.g. `Color(rgb8: 0xF2, 0xF2, 0xF7)`.
    public init(rgb8 r: UInt8, _ g: UInt8, _ b: UInt8, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent (black with alpha 0).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `systemGroupedBackground` in light mode, the canvas behind the cards.
    public static let groupedBackground = Color(rgb8: 0xF2, 0xF2, 0xF7)

    /// Whether the colour hides what is behind it: `alpha` is 1 or more.
    public var isOpaque: Bool { alpha >= 1 }
}
