/// An sRGB colour with straight (not premultiplied) alpha, every component in [0, 1].
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `systemGroupedBackground` in light mode, the canvas behind the cards.
    public static let groupedBackground = Color(rgb8: 0xF2, 0xF2, 0xF7)

    public var isOpaque: Bool { alpha >= 1 }
}
