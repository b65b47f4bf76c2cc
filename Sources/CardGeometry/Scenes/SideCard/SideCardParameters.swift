/// Every number of the Snapchat-style side-card transition. The side-card article ("We write UI
/// Snapchat on Swift", https://sudonull.com/post/14404-We-write-UI-Snapchat-on-Swift) gives the
/// structure and the indicator's formula; sizes and durations are this project's choices.
public struct SideCardParameters: Hashable, Sendable, Codable {
    /// The canvas in points.
    public var canvas = Size(width: 390, height: 844)
    /// What shows where no photo covers the canvas.
    public var background = Color.black
    /// The card's margins from the canvas edges.
    public var cardMargins = Insets(top: 60, left: 12, bottom: 100, right: 12)
    /// The radius of the card's corners in points.
    public var cardCornerRadius = 16.0
    /// The card's drop shadow: black at opacity 0.35, radius 10, 4 points down.
    public var cardShadow = Shadow(color: .black, opacity: 0.35, radius: 10, offset: Point(x: 0, y: 4))
    /// The radius in points of the light blur over the camera, which fades in with the transition.
    public var blurRadius = 20.0
    /// The swipe indicator's size in points: a pill at the bottom of the screen.
    public var indicatorSize = Size(width: 40, height: 5)
    /// The indicator's distance from the side edge (and its translation's `indicatorShift` term).
    public var indicatorShift = 16.0
    /// The indicator's distance from the bottom edge.
    public var indicatorBottom = 34.0
    /// The indicator's colour: white at 90 % opacity.
    public var indicatorColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
    /// The transition's own duration; progress p maps to time p · duration on its animations.
    public var transitionDuration = 0.3
    /// The display link advances the time offset by frame duration × completionSpeed per frame.
    public var completionSpeed = 1.0
    /// Released beyond this progress the transition completes; below it, it cancels.
    public var completionThreshold = 0.3
    /// How each property of the transition follows its progress: the card's slide, the controls',
    /// the blur's fade and the indicator's travel.
    public var curve = TimingCurve.easeInEaseOut

    /// This project's numbers for the article's structure.
    public init() {}
}
