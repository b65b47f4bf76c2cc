/// The numbers of a card library's swipe deck, for the `deck` scene's Koloda and Shuffle presets:
/// Koloda (https://github.com/Yalantis/Koloda) and Shuffle (https://github.com/mac-gallagher/Shuffle).
///
/// Background cards are scaled by backgroundScale^depth about the point at `backgroundAnchorY`
/// (1: their bottom edge, 0.5: their centre) and moved `backgroundStep` points down per depth;
/// the top card is the container less that step for each card behind it, so the whole stack fits
/// the container. While the top card is dragged the cards behind move towards the next depth by
/// min(|tx| / threshold, 1) (both libraries' "move background card with drag").
public struct LibraryDeckParameters: Hashable, Sendable, Codable {
    /// What the swipe threshold is measured from.
    public enum ThresholdBasis: String, Sendable, Codable {
        /// A fraction of the card's width (Koloda).
        case cardWidth
        /// A fraction of the smaller canvas side (Shuffle's `min(screen) / 4`).
        case canvasMinimum
    }

    /// What the drag rotation's strength is measured against.
    public enum RotationBasis: String, Sendable, Codable {
        /// The card's width (Koloda).
        case cardWidth
        /// The canvas's width, standing in for the screen's (Shuffle).
        case canvasWidth
    }

    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows behind the cards: UIKit's grouped background.
    public var background = Color.groupedBackground
    /// The library view's frame, centred horizontally, `containerLift` above the canvas centre.
    public var containerSize = Size(width: 300, height: 400)
    /// How far the container's centre sits above the canvas centre, in points.
    public var containerLift = 60.0
    /// How many cards show at once, the top one included.
    public var visibleCards = 3
    /// The scale of a card behind per depth: the card at depth i is backgroundScale^i its size.
    public var backgroundScale = 0.95
    /// The height in the card, as a unit fraction from its top edge, that background cards are
    /// scaled about: 1 their bottom edge, 0.5 their centre.
    public var backgroundAnchorY = 1.0
    /// How far each depth moves a background card down, in points.
    public var backgroundStep = 4.0
    /// Alpha of the cards behind the top one; the next card reaches 1 as it moves up.
    public var backgroundAlpha = 1.0
    /// The cards' corner radius in points.
    public var cornerRadius = 15.0
    /// Every card's drop shadow.
    public var shadow = Shadow(color: .black, opacity: 0.8, radius: 4, offset: .zero)
    /// The most a drag turns the top card, in radians:
    /// rotation = sign(tx) · maxRotation · min(|tx| / basis width, 1), about the card's centre.
    public var maxRotation = Double.pi / 10
    /// The width a drag must cover to turn the card by the whole `maxRotation`.
    public var rotationBasis = RotationBasis.cardWidth
    /// A release further than thresholdFraction · basis (or faster than swipeVelocity) swipes.
    public var thresholdFraction = 0.5
    /// The length `thresholdFraction` is a fraction of.
    public var thresholdBasis = ThresholdBasis.cardWidth
    /// Release speed (|velocity.x|, pt/s) that swipes whatever the distance; nil: distance only.
    public var swipeVelocity: Double?
    /// How long the swipe lasts, in seconds: the card flies along its drag direction until it is
    /// `exitDistance` from rest, turning to ±`exitRotation`.
    public var exitDuration = 0.8
    /// How far from rest a swiped card ends, in points along its drag; nil: the larger canvas side.
    public var exitDistance: Double?
    /// The rotation a swiped card turns to, in radians, signed by the side it leaves on; nil: it
    /// keeps the tilt it had when released.
    public var exitRotation: Double?
    /// How the swipe's progress follows time.
    public var exitCurve = TimingCurve.easeInEaseOut
    /// The cards behind move up one depth after a swipe, in this many seconds.
    public var relayoutDuration = 0.2
    /// How the cards behind move up over `relayoutDuration`.
    public var relayoutCurve = TimingCurve.easeInEaseOut
    /// How long the card takes to return to rest after a release under the threshold, in seconds.
    public var resetDuration = 0.2
    /// The damping ratio of the UIKit spring (`Spring.uikit`) the card returns to rest with; nil:
    /// it returns along `resetCurve` instead.
    public var resetDamping: Double?
    /// How the return to rest follows time when `resetDamping` is nil.
    public var resetCurve = TimingCurve.easeInEaseOut
    /// LIKE / NOPE stamps on the dragged card, fully on at the threshold.
    public var stamps = StampParameters()

    /// The default numbers, which are Koloda's but for its background alpha (1 here, 0.7 in
    /// `koloda`); start from `koloda` or `shuffle` for a library's deck.
    public init() {}

    /// Koloda: 3 cards, background scale 0.95^i with bottom edges 4 pt apart, alpha 0.7, rotation
    /// ±(π/10)·min(dx/w, 1), threshold dx = w/2, exit 0.8 s.
    public static let koloda: LibraryDeckParameters = {
        var p = LibraryDeckParameters()
        p.visibleCards = 3
        p.backgroundScale = 0.95
        p.backgroundAnchorY = 1
        p.backgroundStep = 4
        p.backgroundAlpha = 0.7
        p.maxRotation = .pi / 10
        p.rotationBasis = .cardWidth
        p.thresholdFraction = 0.5
        p.thresholdBasis = .cardWidth
        p.exitDuration = 0.8
        return p
    }()

    /// Shuffle: 2 cards, background scale 0.95, rotation ±(π/10)·min(dx/screenW, 1), threshold
    /// min(screen)/4 or 1100 pt/s, exit 0.7 s to ±36°, reset spring 0.6 s damping 0.5.
    public static let shuffle: LibraryDeckParameters = {
        var p = LibraryDeckParameters()
        p.visibleCards = 2
        p.backgroundScale = 0.95
        p.backgroundAnchorY = 0.5
        p.backgroundStep = 0
        p.backgroundAlpha = 1
        p.maxRotation = .pi / 10
        p.rotationBasis = .canvasWidth
        p.thresholdFraction = 0.25
        p.thresholdBasis = .canvasMinimum
        p.swipeVelocity = 1100
        p.exitDuration = 0.7
        p.exitRotation = .pi / 5
        p.resetDuration = 0.6
        p.resetDamping = 0.5
        return p
    }()
}
