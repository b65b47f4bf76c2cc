/// A point or a displacement in points (the unit of every scene; the renderer multiplies by its scale).
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate in points, growing to the right (from the canvas's left edge for a
    /// position on the canvas).
    public var x: Double
    /// The vertical coordinate in points, growing downwards as in UIKit (from the canvas's top edge
    /// for a position on the canvas).
    public var y: Double

    /// A point `x` points right of and `y` points below the origin.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, or no displacement.
    public static let zero = Point(x: 0, y: 0)

    /// The sum of two displacements, or a point moved by a displacement.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The displacement from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// A displacement scaled by `k` in both directions.
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle: origin at the top-left corner, y growing downwards as in UIKit.
public struct Rect: Hashable, Sendable, Codable {
    /// The top-left corner, in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size

    /// A rectangle whose top-left corner is at `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle whose top-left corner is at (`x`, `y`), all in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The centre of the rectangle.
    public var mid: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
}

/// Distances in from each edge of a rectangle, as UIEdgeInsets.
public struct Insets: Hashable, Sendable, Codable {
    /// Points in from the top edge.
    public var top: Double
    /// Points in from the left edge.
    public var left: Double
    /// Points in from the bottom edge.
    public var bottom: Double
    /// Points in from the right edge.
    public var right: Double

    /// Insets of the given number of points from each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
