extension DeckScene {
    /// How far right (and left) of its resting place the top card must be released to exit:
    /// the drag at which its stamp is fully opaque.
    public var stampThresholds: (right: Double, left: Double) {
        let centre = parameters.containerSize.width / 2
        return (parameters.exitRightThreshold - centre, centre - parameters.exitLeftThreshold)
    }

    /// The top card's x at rest, the middle of its frame.
    var restingTopX: Double { containerOrigin.x + cardFrame(depth: 0).mid.x }

    /// The deck's stamps.
    var stamps: StampParameters { parameters.stamps }
}
