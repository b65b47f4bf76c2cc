extension DeckScene {
    /// How far right (and left) of its resting place the top card must be released to exit:
    /// the drag at which its stamp is fully opaque.
    public var stampThresholds: (right: Double, left: Double) {
        let centre = parameters.containerSize.width / 2
        return (parameters.exitRightThreshold - centre, centre - parameters.exitLeftThreshold)
    }

    /// The frame with a LIKE / NOPE stamp over its top card when stamps are on and the card is
    /// off centre: the stamp follows the card's sideways offset from its resting place.
    func stamped(_ frame: SceneFrame) -> SceneFrame {
        guard parameters.stamps.enabled, let top = frame.layers.last else { return frame }
        let dx = top.position.x - (containerOrigin.x + cardFrame(depth: 0).mid.x)
        let thresholds = stampThresholds
        guard
            let stamp = Stamp.layer(
                on: top, translationX: dx, rightThreshold: thresholds.right,
                leftThreshold: thresholds.left, parameters: parameters.stamps, layoutDirection: frame.layoutDirection)
        else { return frame }
        var copy = frame
        copy.layers.append(stamp)
        return copy
    }
}
