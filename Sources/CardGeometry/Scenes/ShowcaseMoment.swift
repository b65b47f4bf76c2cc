/// How a scene picks the moment a mockup still shows by default: the moment it wants, moved
/// earlier where need be so that every card lies on the canvas, its text and stamp readable.
enum ShowcaseMoment {
    /// Points kept between a card and the canvas's edge, when the scene at rest keeps as many.
    static let margin = 4.0

    /// Whether `layer` is a card or carries a card's text: a deck's card, a photo, a stamp (not a
    /// mask or a backdrop's tint).
    static func isCard(_ layer: Layer) -> Bool {
        switch layer.content {
        case .card, .profileCard, .photo, .stamp: true
        default: false
        }
    }

    /// True when the rotated corners of every card of `frame` lie on its canvas, `margin` points
    /// in from each edge.
    static func isInside(_ frame: SceneFrame, margin: Double) -> Bool {
        frame.layers.allSatisfy { layer in
            !isCard(layer)
                || layer.corners.allSatisfy {
                    $0.x >= margin && $0.y >= margin && $0.x <= frame.canvas.width - margin
                        && $0.y <= frame.canvas.height - margin
                }
        }
    }

    /// `wanted`, or the latest moment before it at which every card of `frameAt`'s frame lies on
    /// the canvas (found by bisection to a microsecond, from the scene at rest at 0, as cards move
    /// steadily away during a drag). `wanted` as it is when even the scene at rest is cut off.
    static func latestInside(until wanted: Double, frameAt: (Double) -> SceneFrame) -> Double {
        nearestInside(to: wanted, from: 0, frameAt: frameAt)
    }

    /// `wanted`, or the earliest moment after it, up to `end` (the scene at rest), at which every
    /// card lies on the canvas: cards coming back onto it.
    static func earliestInside(from wanted: Double, end: Double, frameAt: (Double) -> SceneFrame) -> Double {
        nearestInside(to: wanted, from: end, frameAt: frameAt)
    }

    /// The moment nearest `wanted` on its way from `rest`, where the cards are on the canvas, at
    /// which they still are.
    private static func nearestInside(
        to wanted: Double, from rest: Double, frameAt: (Double) -> SceneFrame
    ) -> Double {
        let still = frameAt(rest)
        guard let margin = [margin, 0].first(where: { isInside(still, margin: $0) }) else { return wanted }
        guard !isInside(frameAt(wanted), margin: margin) else { return wanted }
        var inside = rest, outside = wanted
        while abs(outside - inside) > 1e-6 {
            let middle = (inside + outside) / 2
            if isInside(frameAt(middle), margin: margin) { inside = middle } else { outside = middle }
        }
        return inside
    }
}
