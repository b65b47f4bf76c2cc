extension SwiftUIDeckScene {
    /// A release past this sideways offset (either way) removes the card: the drag at which its
    /// stamp is fully opaque.
    public var stampThreshold: Double { parameters.removalThreshold * cardWidth }

    /// The threshold both ways.
    var stampThresholds: (right: Double, left: Double) { (stampThreshold, stampThreshold) }

    /// The top card turns about its bottom centre, where its layer is placed.
    var restingTopX: Double { topCardBottom.x }

    var stamps: StampParameters { parameters.stamps }
}
