/// The numbers of dadalar/SwiftUI-CardStackView (https://github.com/dadalar/SwiftUI-CardStackView)
/// for the `swiftui-deck` scene's `cardstackview` preset: `CardStackConfiguration`'s defaults,
/// `CardView`'s drag, rotation, threshold and removal, `CardStack`'s layout, and the example
/// app's card (`ContentView`), with the `LeftRight` directions every example passes.
///
/// Card k of the stack (0 on top) is moved `k · cardOffset` down and then scaled by
/// `1 − k · cardScale` about the bottom centre of its place, the offset with it. The top card
/// follows the finger both ways, each change eased in and out over `dragEase`, and turns by
/// `rotationDegrees · tx / W` about the centre of its place (the offset is turned with it). A
/// release swipes when the drag is longer than `swipeThreshold · min(W, H)` and points right
/// (45° to 135° clockwise from up) or left (225° to 315°); the card then moves on by
/// `removalTravel` times the drag and is gone, while the cards behind move up a place.
public struct SwiftUICardStackParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows behind the cards: white, the system background in light mode.
    public var background = Color.white
    /// Every card's size: the canvas less the example's default `.padding()` (16 pt) on each
    /// side, and a square photo over a row of name and distance (cardrender's choice of height).
    public var cardSize = Size(width: 358, height: 430)
    /// How far the top card's centre sits above the canvas centre (cardrender's choice).
    public var lift = 40.0
    /// How many cards are laid out at once, the top one included (`maxVisibleCards`).
    public var visibleCards = 5
    /// How far each place behind sits lower, in points, before the scale (`cardOffset`).
    public var cardOffset = 10.0
    /// The scale each place behind loses (`cardScale`: place k is 1 − k·0.1).
    public var cardScale = 0.1
    /// A drag longer than this fraction of the card's shorter side swipes (`swipeThreshold`).
    public var swipeThreshold = 0.5
    /// The top card turns by this many degrees times tx / W.
    public var rotationDegrees = 25.0
    /// Each move of the finger is eased in and out over this many seconds
    /// (`.easeInOut(duration: 0.05)` while dragging).
    public var dragEase = 0.05
    /// The curve of `dragEase`: SwiftUI's `easeInOut`.
    public var dragCurve = TimingCurve.easeInEaseOut
    /// The configuration's `animation`: `.default`, SwiftUI's spring of response 0.55 and
    /// damping fraction 1 (iOS 17 and later); the swipe, the stack's move and the return.
    public var animation = Spring.response(0.55, dampingFraction: 1)
    /// A swiped card moves on by this many times its drag (the removal transition's offset).
    public var removalTravel = 2.0
    /// The cards' corner radius (the example's `.cornerRadius(12)`).
    public var cornerRadius = 12.0
    /// The example's `.shadow(radius: 4)`: black at opacity 0.33, no offset.
    public var shadow = Shadow(color: .black, opacity: 0.33, radius: 4, offset: .zero)
    /// LIKE / NOPE stamps on the dragged card, fully on at the threshold.
    public var stamps = StampParameters()

    /// SwiftUI-CardStackView's numbers.
    public init() {}
}
