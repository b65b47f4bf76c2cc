extension SwiftUIDeckScene {
    /// A release past this sideways offset (either way) removes the card: the drag at which its
    /// stamp is fully opaque.
    public var stampThreshold: Double { parameters.removalThreshold * cardWidth }

    /// The frame with a LIKE / NOPE stamp over its top card when stamps are on and the card is
    /// off centre, turning with the card about its bottom centre.
    func stamped(_ frame: SceneFrame) -> SceneFrame {
        guard parameters.stamps.enabled, let top = frame.layers.last else { return frame }
        let dx = top.position.x - topCardBottom.x
        guard
            let stamp = Stamp.layer(
                on: top, translationX: dx, rightThreshold: stampThreshold,
                leftThreshold: stampThreshold, parameters: parameters.stamps, layoutDirection: frame.layoutDirection)
        else { return frame }
        var copy = frame
        copy.layers.append(stamp)
        return copy
    }
}
