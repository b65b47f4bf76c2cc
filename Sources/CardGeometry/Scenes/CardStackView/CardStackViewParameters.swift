/// The numbers of yuyakaido/CardStackView (Android, https://github.com/yuyakaido/CardStackView) for
/// the `deck` scene's `cardstackview` preset, as its sample app draws it: `CardStackSetting`'s
/// defaults (the stack from `StackFrom.None`: cards behind are scaled about their centres, never
/// moved), `Duration`'s velocity classes, the swipe and rewind animation settings, and the
/// sample's CardView (8 dp corners, the default 2 dp elevation). One dp is taken as one point.
///
/// While the top card is dragged by (dx, dy), each card behind at depth i is scaled by
/// 1 − i·(1 − scaleInterval) + (1 − scaleInterval)·r, with r = min(|dx| / (W/2), 1) (or |dy| / (H/2)
/// when the drag is mostly vertical), W × H the view's size; the top card turns by
/// dx · maxRotation / W · p, where p is +1 for a finger that touched down at the view's top edge,
/// 0 at its middle and −1 at its bottom edge.
public struct CardStackViewParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows behind the cards: Material's grey 100 (cardrender's choice; the sample sets none).
    public var background = Color(rgb8: 0xF5, 0xF5, 0xF5)
    /// The CardStackView's frame, centred horizontally, `containerLift` above the canvas centre;
    /// each card fills it (cardrender's choice: nearly the screen's width, as in the sample).
    public var containerSize = Size(width: 342, height: 560)
    /// How far the view's centre sits above the canvas centre, in points.
    public var containerLift = 40.0
    /// How many cards are laid out at once, the top one included (`visibleCount`).
    public var visibleCards = 3
    /// The scale one depth takes off a card behind (`scaleInterval`: depth i is 1 − i·0.05).
    public var scaleInterval = 0.95
    /// A release past this fraction of the card's width (or height, dragged vertically) swipes
    /// (`swipeThreshold`).
    public var swipeThreshold = 0.3
    /// The turn of a card dragged the view's whole width from its top edge, in radians
    /// (`maxDegree`, 20°).
    public var maxRotation = 20 * Double.pi / 180
    /// Pixels per point, for the velocity classes, which Android counts in pixels a second (3:
    /// xxhdpi, a common phone's density; cardrender's choice).
    public var density = 3.0
    /// A release slower than this (px/s) swipes in `slowDuration`, one slower than
    /// `fastVelocity` in `normalDuration`, any other in `fastDuration` (`Duration.fromVelocity`).
    public var slowVelocity = 1000.0
    /// See `slowVelocity`; a release at least this fast (px/s) swipes whatever the distance.
    public var fastVelocity = 5000.0
    /// `Duration.Slow`, in seconds.
    public var slowDuration = 0.5
    /// `Duration.Normal`, in seconds.
    public var normalDuration = 0.2
    /// `Duration.Fast`, in seconds.
    public var fastDuration = 0.1
    /// A swiped card goes on by this many times the drag it was released at
    /// (`CardStackSmoothScroller`), and is gone once it is a whole view's width (or height) away.
    public var swipeTravel = 10.0
    /// How the swipe follows time: Android's `AccelerateInterpolator` (t²).
    public var swipeCurve = TimingCurve.accelerate
    /// How long a release under the threshold takes to return, in seconds (the rewind setting's
    /// `Duration.Normal`).
    public var resetDuration = 0.2
    /// How the return follows time: Android's `DecelerateInterpolator` (1 − (1 − t)²).
    public var resetCurve = TimingCurve.decelerate
    /// The cards' corner radius (the sample's `cardCornerRadius`, 8 dp).
    public var cornerRadius = 8.0
    /// Every card's shadow: CardView's default 2 dp elevation, drawn as one soft shadow below the
    /// card (cardrender's rendering of Material's elevation).
    public var shadow = Shadow(color: .black, opacity: 0.3, radius: 2, offset: Point(x: 0, y: 1))
    /// LIKE / NOPE stamps on the dragged card, fully on at the threshold.
    public var stamps = StampParameters()

    /// CardStackView's numbers.
    public init() {}
}

extension TimingCurve {
    /// Android's `AccelerateInterpolator` (factor 1), t²: exactly this Bézier, whose x is t.
    public static let accelerate = TimingCurve(1.0 / 3, 0, 2.0 / 3, 1.0 / 3)
    /// Android's `DecelerateInterpolator` (factor 1), 1 − (1 − t)²: exactly this Bézier.
    public static let decelerate = TimingCurve(1.0 / 3, 2.0 / 3, 2.0 / 3, 1)
}
