/// The stamp rule shared by both decks.
public enum Stamp {
    /// Which stamp shows and how opaque: LIKE for a drag to the right, NOPE to the left, with
    /// alpha |tx| / threshold on that side, capped at 1 (Koloda's and Shuffle's overlay rule).
    /// Nil when the card is not dragged sideways.
    public static func state(
        translationX dx: Double, rightThreshold: Double, leftThreshold: Double
    ) -> (like: Bool, alpha: Double)? {
        // A card back at rest to within rounding shows no stamp.
        guard abs(dx) > 1e-9 else { return nil }
        let threshold = dx > 0 ? rightThreshold : leftThreshold
        let alpha = threshold > 0 ? min(abs(dx) / threshold, 1) : 1
        return (dx > 0, alpha)
    }

    /// The stamp on `card` for a sideways drag of `dx`: a layer that moves, turns and fades with
    /// the card (same position, rotation and scale; its anchor is the card's anchor expressed in
    /// the stamp's own bounds), or nil when stamps are off or there is nothing to show. LIKE is
    /// pinned to the card's leading corner and NOPE to its trailing one, so right to left swaps
    /// the corners; which drag shows which stamp does not change.
    public static func layer(
        on card: Layer, translationX dx: Double, rightThreshold: Double, leftThreshold: Double,
        parameters: StampParameters, layoutDirection: LayoutDirection = .leftToRight
    ) -> Layer? {
        guard parameters.enabled,
            let state = state(translationX: dx, rightThreshold: rightThreshold, leftThreshold: leftThreshold)
        else {
            return nil
        }
        let alpha = state.alpha * card.alpha
        guard alpha > 0 else { return nil }
        let label = state.like ? parameters.like : parameters.nope
        let size = parameters.size
        // Top-left corner of the stamp in the card's own bounds.
        let leading = state.like == (layoutDirection == .leftToRight)
        let origin = Point(
            x: leading ? parameters.inset.x : card.size.width - parameters.inset.x - size.width,
            y: parameters.inset.y)
        let pivot = Point(x: card.anchor.x * card.size.width, y: card.anchor.y * card.size.height)
        return Layer(
            content: .stamp(text: label.text, color: label.color), size: size, position: card.position,
            anchor: Point(x: (pivot.x - origin.x) / size.width, y: (pivot.y - origin.y) / size.height),
            rotation: card.rotation, scale: card.scale, alpha: alpha, cornerRadius: parameters.cornerRadius,
            border: Border(width: parameters.borderWidth, color: label.color))
    }
}
