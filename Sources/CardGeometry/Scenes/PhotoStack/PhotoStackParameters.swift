/// Every number of the photo stack. The defaults are those of the photo-stack article
/// ("Swift版PhotoStackView——照片叠放视图", https://blog.csdn.net/u013604612/article/details/46336657)
/// where it has one; the photo size and the flick script are this project's choices.
public struct PhotoStackParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows behind the stack: UIKit's grouped background.
    public var background = Color.groupedBackground
    /// The stack view's bounds, centred on the canvas; flicks fly out by this width and height.
    public var containerSize = Size(width: 300, height: 300)
    /// Each photo's frame, border included, centred in the container (cover-cropped photos).
    public var photoSize = Size(width: 270, height: 270)
    /// The white frame's width in points, inside each photo's frame.
    public var borderWidth = 5.0
    /// The frame's colour.
    public var borderColor = Color.white
    /// Each photo's drop shadow: black at opacity 0.25, radius 3, 1 point down.
    public var shadow = Shadow(color: .black, opacity: 0.25, radius: 3, offset: Point(x: 0, y: 1))
    /// Tilts are whole degrees −rotationOffset + uniform(0 ..< 2·rotationOffset − 1), i.e. [−4°, +2°].
    public var rotationOffset = 4
    /// How many photos the stack draws (the ones below are hidden anyway); show-all lays these out.
    public var visiblePhotos = 12
    /// A release faster than this (|velocity.x|, pt/s) flicks the photo away.
    public var flickVelocity = 200.0
    /// How long a flicked photo takes to fly out, in seconds.
    public var flickDuration = 0.1
    /// Tilting, sending to the back, straightening and returning, in seconds.
    public var settleDuration = 0.2
    /// How long show-all's black mask takes to fade in, in seconds.
    public var maskDuration = 0.1
    /// Show-all's grid: the number of columns of square cells.
    public var gridColumns = 3
    /// The side of a grid cell in points; a photo shrinks to it.
    public var gridCell = 80.0
    /// Show-all's gap between cells, in points, when the cells grow to fill the canvas's width (as
    /// large as the rows still fit its height); nil for the article's grid of `gridCell` cells.
    public var gridSpacing: Double? = nil
    /// Where show-all's grid starts below the canvas's top edge, in points, before its first gap:
    /// a screen's status bar. On a zoomed screen, in the screen's points. nil: at the top.
    public var gridTop: Double? = nil
    /// How long each photo takes to fly to its cell, in seconds.
    public var gridFlyDuration = 0.1
    /// The delay between one photo's flight to the grid and the next's, in seconds.
    public var gridStagger = 0.1
    /// How long the photos take to fly back from the grid as the mask fades out, in seconds.
    public var dismissDuration = 0.25
    /// Show all lays out at most this many photos.
    public var gridPhotos = 12
    /// The curve of every move of the stack (UIView's ease in, ease out).
    public var curve = TimingCurve.easeInEaseOut

    /// The article's numbers.
    public init() {}
}
