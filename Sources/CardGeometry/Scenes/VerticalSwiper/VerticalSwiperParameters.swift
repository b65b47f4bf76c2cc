/// The numbers of JoniVR/VerticalCardSwiper (https://github.com/JoniVR/VerticalCardSwiper, commit
/// 669694f) for the `vertical-swiper` scene: `VerticalCardSwiper`'s defaults (its insets, the peek
/// of the next card, the card spacing), `CardCell`'s swipe
/// (a release past 0.4 of the card's width flies it off in 0.2 s, any other springs it back in
/// 0.5 s) and the example app's cell (12 pt corners, no shadow). docs/scenes.md cites each
/// number with its file and line.
///
/// The swiper fills its view, `swiperTop` down to the canvas's bottom edge (W × H): each card is
/// (W − 2·sideInset) × (H − topInset − cardSpacing − visibleNextCardHeight), the focused one
/// `topInset` below the view's top and the next `cardSpacing` below it, `visibleNextCardHeight` of
/// it showing at the bottom. A card dragged by tx turns by maxRotation · min(tx / F, 1) radians,
/// F the width of its frame as last drawn (rotated), and slides tx along its turned x axis.
public struct VerticalSwiperParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows behind the cards: the example's `systemBackgroundColor`, white in light mode.
    public var background = Color.white
    /// Where the swiper's view starts, down from the canvas's top edge, in points: 0 fills the
    /// canvas; on a device's screen, below its status bar (cardrender's choice: the example pins
    /// the view to the safe area's top).
    public var swiperTop = 0.0
    /// The space above the focused card, in points (`topInset`).
    public var topInset = 40.0
    /// The space each side of the cards, in points (`sideInset`).
    public var sideInset = 20.0
    /// How much of the next card shows below the focused one, in points (`visibleNextCardHeight`).
    public var visibleNextCardHeight = 50.0
    /// The space between the focused card and the next, in points (`cardSpacing`).
    public var cardSpacing = 40.0
    /// A release with the card's centre further than this fraction of its width from rest, either
    /// way, flies it off (`swipePercentageMargin`); any other springs it back.
    public var swipeThreshold = 0.4
    /// The turn of a card dragged its frame's whole width, in radians (π/10); a drag further right
    /// turns no more, one further left keeps turning (`min(translation.x / width, 1)`).
    public var maxRotation = Double.pi / 10
    /// How long the flight off the screen lasts, in seconds (`animateOffScreen`'s default).
    public var exitDuration = 0.2
    /// How the flight follows time: `UIView.animate(withDuration:)`'s default ease in, ease out.
    public var exitCurve = TimingCurve.easeInEaseOut
    /// How far the card flies, along its turned x axis, in widths of its frame at release.
    public var exitDistance = 2.0
    /// How long a release under the threshold takes to spring back, in seconds.
    public var resetDuration = 0.5
    /// The spring-back's damping ratio (`usingSpringWithDamping: 0.6`).
    public var resetDamping = 0.6
    /// The spring-back's initial velocity is the card centre's distance from rest over this, in
    /// whole changes per second (`initialSpringVelocity: abs(cardCenterX − centerX) / 100`).
    public var resetVelocityDivisor = 100.0
    /// How long the next card takes to move up once the swiped one is deleted, in seconds: the
    /// collection view's batch update, whose timing the library leaves to UIKit (cardrender's
    /// choice).
    public var relayoutDuration = 0.3
    /// How the next card moves up (cardrender's choice, as `relayoutDuration`).
    public var relayoutCurve = TimingCurve.easeInEaseOut
    /// The cards' corner radius in points (the example's `layer.cornerRadius = 12`).
    public var cornerRadius = 12.0
    /// LIKE / NOPE stamps on the dragged card, fully on at the threshold.
    public var stamps = StampParameters()

    /// VerticalCardSwiper's numbers.
    public init() {}
}
