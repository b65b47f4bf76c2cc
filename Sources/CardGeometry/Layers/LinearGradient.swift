/// A linear gradient as `CAGradientLayer` draws one (`type = .axial`): colours blend along the line
/// from `startPoint` to `endPoint`, unit points in the layer's bounds ((0, 0) its top-left corner,
/// (1, 1) its bottom-right); before the start the first stop's colour continues, past the end the
/// last one's.
public struct LinearGradient: Hashable, Sendable, Codable {
    /// The colours and where each lies along the line, from 0 (the start) to 1 (the end), in
    /// increasing order of location.
    public var stops: [GradientStop]
    /// Where location 0 lies, a unit point in the layer's bounds.
    public var startPoint: Point
    /// Where location 1 lies, a unit point in the layer's bounds.
    public var endPoint: Point

    /// Top to bottom unless told otherwise, as `CAGradientLayer`.
    public init(
        stops: [GradientStop], startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)
    ) {
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// `colors` spread evenly from start to end.
    public init(colors: [Color], startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)) {
        let last = Double(max(colors.count - 1, 1))
        self.init(
            stops: colors.enumerated().map { GradientStop(color: $0.element, location: Double($0.offset) / last) },
            startPoint: startPoint, endPoint: endPoint)
    }
}

/// One colour of a gradient and where it lies along the gradient's line, 0 to 1.
public struct GradientStop: Hashable, Sendable, Codable {
    /// The colour at this stop (straight alpha; colours blend as they are, not premultiplied).
    public var color: Color
    /// Where the stop lies along the line: 0 at the start point, 1 at the end point.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}
