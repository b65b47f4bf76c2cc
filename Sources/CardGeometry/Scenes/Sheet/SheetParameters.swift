/// Every number of the Maps-style bottom sheet, from Gaétan Zanella's answer to "How can I mimic the
/// bottom sheet from the Maps app?" (https://stackoverflow.com/questions/37967555) and his
/// OverlayContainer library (https://github.com/applidium/OverlayContainer).
public struct SheetParameters: Hashable, Sendable, Codable {
    public var canvas = Size(width: 390, height: 844)
    public var background = Color.groupedBackground
    /// The notches as fractions of the available height: minimum, medium, maximum.
    public var notches = [0.25, 0.5, 0.75]
    /// The height the notches are fractions of (nil: the canvas height).
    public var availableHeight: Double?
    public var cornerRadius = 10.0
    public var shadow = Shadow(color: .black, opacity: 0.18, radius: 8, offset: Point(x: 0, y: -1))
    /// The sheet's content (grabber, rows); the renderer draws it from these numbers.
    public var rowHeight = 64.0
    public var maximumRows = 12
    /// The target notch is the one nearest to height − projection · velocity.y (OverlayContainer's rule).
    public var velocityProjection = 0.1
    /// `UIView.animate(withDuration:usingSpringWithDamping:…)`: damping 0.6 after a fling, 1.0 after a still release.
    public var springDuration = 0.5
    public var flingDamping = 0.6
    public var stillDamping = 1.0

    public init() {}
}
