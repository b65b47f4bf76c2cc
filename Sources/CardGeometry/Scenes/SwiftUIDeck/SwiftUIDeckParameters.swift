/// Every number of the SwiftUI swipe deck. The defaults are those of the SwiftUI deck article
/// ("SwiftUI: Create a Tinder-Style Swipeable Card View",
/// https://betterprogramming.pub/swiftui-create-a-tinder-style-swipeable-card-view-283e257cb102).
public struct SwiftUIDeckParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows behind the cards.
    public var background = Color.white
    /// SwiftUI's default `.padding()` around the stack: the top card is the canvas width less twice this.
    public var padding = 16.0
    /// Every card's height in points.
    public var cardHeight = 400.0
    /// How far the top card's centre sits above the canvas centre.
    public var lift = 40.0
    /// How many cards show at once, the top one included.
    public var visibleCards = 4
    /// A card at depth d is `widthStep`·d narrower and `offsetStep`·d lower than the top card.
    public var widthStep = 10.0
    /// How much lower each depth sits, in points (see `widthStep`).
    public var offsetStep = 10.0
    /// The cards' corner radius in points.
    public var cornerRadius = 10.0
    /// SwiftUI's `.shadow(radius: 5)`: black at opacity 0.33, no offset.
    public var shadow = Shadow(color: .black, opacity: 0.33, radius: 5, offset: .zero)
    /// rotation = rotationDegrees · tx / w, about the card's bottom centre.
    public var rotationDegrees = 25.0
    /// A release with |tx| / w above this removes the card.
    public var removalThreshold = 0.5
    /// The stack re-lays out (and the removed card fades) with `.spring()`.
    public var layoutSpring = Spring.swiftUIDefault
    /// A card that is not removed returns with `.interactiveSpring()`.
    public var returnSpring = Spring.swiftUIInteractive
    /// LIKE / NOPE stamps on the dragged card.
    public var stamps = StampParameters()

    /// The article's numbers.
    public init() {}
}
