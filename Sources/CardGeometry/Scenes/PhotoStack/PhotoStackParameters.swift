/// Every number of the photo stack. The defaults are those of the photo-stack article
/// ("Swift版PhotoStackView——照片叠放视图", https://blog.csdn.net/u013604612/article/details/46336657)
/// where it has one; the photo size and the flick script are this project's choices.
public struct PhotoStackParameters: Hashable, Sendable, Codable {
    public var canvas = Size(width: 390, height: 844)
    public var background = Color.groupedBackground
    /// The stack view's bounds, centred on the canvas; flicks fly out by this width and height.
    public var containerSize = Size(width: 300, height: 300)
    /// Each photo's frame, border included, centred in the container (cover-cropped photos).
    public var photoSize = Size(width: 270, height: 270)
    public var borderWidth = 5.0
    public var borderColor = Color.white
    public var shadow = Shadow(color: .black, opacity: 0.25, radius: 3, offset: Point(x: 0, y: 1))
    /// Tilts are whole degrees −rotationOffset + uniform(0 ..< 2·rotationOffset − 1), i.e. [−4°, +2°].
    public var rotationOffset = 4
    /// How many photos the stack draws (the ones below are hidden anyway); show-all lays these out.
    public var visiblePhotos = 12
    /// A release faster than this (|velocity.x|, pt/s) flicks the photo away.
    public var flickVelocity = 200.0
    public var flickDuration = 0.1
    /// Tilting, sending to the back, straightening and returning.
    public var settleDuration = 0.2
    // Show all: a black mask over the screen and a 3-column grid of square cells.
    public var maskDuration = 0.1
    public var gridColumns = 3
    public var gridCell = 80.0
    public var gridFlyDuration = 0.1
    public var gridStagger = 0.1
    public var dismissDuration = 0.25
    /// Show all lays out at most this many photos.
    public var gridPhotos = 12
    public var curve = TimingCurve.easeInEaseOut

    public init() {}
}
