/// The numbers of scenee/FloatingPanel 3.2.2 (https://github.com/scenee/FloatingPanel) for the
/// `sheet` scene's `floatingpanel` preset: `FloatingPanelBottomLayout`'s anchors and backdrop,
/// `FloatingPanelDefaultBehavior`'s projection, redirection and spring, the numeric spring the
/// panel is moved by after a drag, and `SurfaceAppearance`'s defaults.
///
/// The panel's top sits at full (`fullInset` below the safe area's top), half (`halfFraction` of
/// the safe area's height above its bottom) or tip (`tipInset` above its bottom), and follows the
/// finger one to one. Released at y with velocity v, it goes to the nearer of the two anchors
/// around y that the projection y + v·r / (1 − r) / 1000 has passed the middle towards
/// (`redirectionalProgress`), moved by a spring of response `springResponse` whose damping ratio is
/// ln(`springDecelerationRate`) / (−2π · 0.001 / `springResponse`) after a release faster than
/// `dampedVelocity`, 1 otherwise, stepped once a display frame. The black backdrop's alpha is
/// `backdropAlpha` at full, fading linearly to 0 at half.
public struct FloatingPanelParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows where the backdrop photo does not: UIKit's grouped background.
    public var background = Color.groupedBackground
    /// The safe area's top inset (the status bar's), in points: an iPhone 14's, 390×844 (cardrender's choice).
    public var safeAreaTop = 47.0
    /// The safe area's bottom inset (the home indicator's), in points.
    public var safeAreaBottom = 34.0
    /// The full anchor: the panel's top this far below the safe area's top.
    public var fullInset = 18.0
    /// The half anchor: the panel's top this fraction of the safe area's height above its bottom.
    public var halfFraction = 0.5
    /// The tip anchor: the panel's top this far above the safe area's bottom.
    public var tipInset = 69.0
    /// The black backdrop's alpha with the panel at full; 0 at half and below.
    public var backdropAlpha = 0.3
    /// `momentumProjectionRate`: UIScrollView's normal deceleration rate.
    public var projectionRate = 0.998
    /// `redirectionalProgress`: a release goes on to the next anchor once the projection is past
    /// this fraction of the way there.
    public var redirectionalProgress = 0.5
    /// `springResponseTime`, in seconds: the spring's undamped period.
    public var springResponse = 0.4
    /// `springDecelerationRate`: UIScrollView's fast rate + 0.001, giving a damping ratio of 0.5756.
    public var springDecelerationRate = 0.991
    /// A release faster than this (pt/s) is damped by `springDecelerationRate`; a slower one
    /// critically.
    public var dampedVelocity = 300.0
    /// The display's refresh rate: the spring is stepped once a frame.
    public var displayRate = 60.0
    /// Pixels per point: the spring stops within one pixel of its anchor (3, an iPhone's).
    public var displayScale = 3.0
    /// The panel's corner radius (`SurfaceAppearance.cornerRadius`, 0).
    public var cornerRadius = 0.0
    /// The panel's shadow: black, offset (0, 1), opacity 0.2, radius 3.
    public var shadow = Shadow(color: .black, opacity: 0.2, radius: 3, offset: Point(x: 0, y: 1))
    /// The grabber's colour: Display P3 (0.76, 0.77, 0.76), in sRGB.
    public var grabberColor = Color(rgb8: 0xC1, 0xC4, 0xC2)
    /// Each row's height in points, below the grabber's strip (the panel's content, cardrender's
    /// choice: the Maps-style sheet's rows).
    public var rowHeight = 64.0
    /// The most rows the panel lists.
    public var maximumRows = 12

    /// FloatingPanel's numbers.
    public init() {}
}
