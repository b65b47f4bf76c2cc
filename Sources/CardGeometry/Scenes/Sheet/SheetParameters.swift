/// Every number of the Maps-style bottom sheet, from Gaétan Zanella's answer to "How can I mimic the
/// bottom sheet from the Maps app?" (https://stackoverflow.com/questions/37967555) and his
/// OverlayContainer library (https://github.com/applidium/OverlayContainer).
public struct SheetParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows where the backdrop photo does not: UIKit's grouped background.
    public var background = Color.groupedBackground
    /// The notches as fractions of the available height: minimum, medium, maximum.
    public var notches = [0.25, 0.5, 0.75]
    /// The height the notches are fractions of (nil: the canvas height).
    public var availableHeight: Double?
    /// The radius of the sheet's top corners in points.
    public var cornerRadius = 10.0
    /// The sheet's shadow, cast upwards onto the map: black at opacity 0.18, radius 8, 1 point up.
    public var shadow = Shadow(color: .black, opacity: 0.18, radius: 8, offset: Point(x: 0, y: -1))
    /// Each row's height in points, below the grabber's strip; the renderer draws the rows from it.
    public var rowHeight = 64.0
    /// The most rows the sheet lists (fewer with fewer photos, or when fewer reach the maximum notch).
    public var maximumRows = 12
    /// The target notch is the one nearest to height − projection · velocity.y (OverlayContainer's rule).
    public var velocityProjection = 0.1
    /// The duration of the release's `UIView.animate(withDuration:usingSpringWithDamping:…)`, in seconds.
    public var springDuration = 0.5
    /// The spring's damping ratio after a fling (a release with velocity).
    public var flingDamping = 0.6
    /// The spring's damping ratio after a release without velocity.
    public var stillDamping = 1.0

    /// The answer's numbers.
    public init() {}
}
