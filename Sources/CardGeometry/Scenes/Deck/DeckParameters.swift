/// Every number of the UIKit swipe deck. The defaults are those of the UIKit deck article ("Making
/// a Tinder-esque Card Swiping interface using Swift",
/// https://exploringswift.com/blog/making-a-tinder-esque-card-swiping-interface-using-swift).
public struct DeckParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows behind the cards: UIKit's grouped background.
    public var background = Color.groupedBackground
    /// The container is the top card's frame.
    public var containerSize = Size(width: 300, height: 400)
    /// How far the container's centre sits above the canvas centre.
    public var containerLift = 60.0
    /// How many cards show at once, the top one included.
    public var visibleCards = 3
    /// A card at depth i is 2·i·horizontalInset narrower and i·verticalInset lower than the top card.
    public var horizontalInset = 10.0
    /// How much lower each depth sits, in points (see `horizontalInset`).
    public var verticalInset = 10.0
    /// The cards' corner radius in points.
    public var cornerRadius = 15.0
    /// Every card's drop shadow: the article's black at opacity 0.8, radius 4, no offset.
    public var shadow = Shadow(color: .black, opacity: 0.8, radius: 4, offset: .zero)
    /// On release the card exits right when its centre x (container coordinates) is beyond this…
    public var exitRightThreshold = 400.0
    /// …and exits left when below this one. The article's pair is asymmetric (kept as is).
    public var exitLeftThreshold = -65.0
    /// An exiting card moves by (±x, y) from where it was released while it fades out.
    public var exitOffset = Point(x: 200, y: 75)
    /// Exit and snap-back.
    public var releaseDuration = 0.2
    /// The cards behind move up one depth after an exit.
    public var relayoutDuration = 0.2
    /// `UIView.animate(withDuration:)` eases in and out unless told otherwise.
    public var curve = TimingCurve.easeInEaseOut
    /// LIKE / NOPE stamps on the dragged card.
    public var stamps = StampParameters()

    /// The article's numbers.
    public init() {}
}
