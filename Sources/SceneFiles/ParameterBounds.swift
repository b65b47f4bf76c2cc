import CardGeometry

/// The range every number of a scene file must lie in, by its key. The caps keep what a scene
/// costs finite and small: canvases and sizes at most 10,000 points (as a canvas size), radii that keep
/// a card's shadow and blur affordable, durations that keep an animation's frames countable, and
/// counts that keep a frame's layers few. (The canvas's pixels at the scale are checked where the
/// scale is known, as for a canvas size.)
enum ParameterBounds {
    struct Bound: Equatable {
        var lower: Double
        var upper: Double
        /// True when `lower` itself is not allowed ("more than 0").
        var lowerOpen = false

        func contains(_ value: Double) -> Bool {
            value.isFinite && (lowerOpen ? value > lower : value >= lower) && value <= upper
        }

        var description: String {
            let low = NumberText.plain(lower), high = NumberText.plain(upper)
            return lowerOpen ? "must be more than \(low) and at most \(high)" : "must be from \(low) to \(high)"
        }
    }

    static let maxPoints = 10_000.0
    /// Seconds: one timed step of an animation (a fade, an exit, a spring's duration).
    static let maxStepDuration = 10.0
    /// Shadows and blurs, in points: a Gaussian this wide at scale 8 is already slow to draw.
    static let maxBlurRadius = 50.0
    /// Cards, photos, rows, columns.
    static let maxCount = 100.0
    /// Items in any list (the sheet's notches).
    static let maxListLength = 100
    /// Characters of a text parameter (a stamp's word), counted as `TextCharacters` counts them.
    static let maxTextLength = 100

    static let size = Bound(lower: 1, upper: maxPoints)
    static let position = Bound(lower: -maxPoints, upper: maxPoints)
    static let length = Bound(lower: 0, upper: maxPoints)
    static let fraction = Bound(lower: 0, upper: 1)
    static let duration = Bound(lower: 0, upper: maxStepDuration)
    static let blur = Bound(lower: 0, upper: maxBlurRadius)
    static let cornerRadius = Bound(lower: 0, upper: 1_000)
    static let velocity = Bound(lower: 0, upper: 100_000)
    static let angle = Bound(lower: -10, upper: 10)
    static let dampingRatio = Bound(lower: 0, upper: 10)

    /// Rules by the key's last name, or "parent.name" where the parent decides.
    static let byName: [String: Bound] = {
        var rules: [String: Bound] = [:]
        func set(_ names: [String], _ bound: Bound) { names.forEach { rules[$0] = bound } }
        set(["width", "height", "cardHeight", "availableHeight"], size)
        set(
            [
                "containerLift", "lift", "exitRightThreshold", "exitLeftThreshold", "indicatorShift", "indicatorBottom",
                "offset.x", "offset.y", "exitOffset.x", "exitOffset.y", "inset.x", "inset.y"
            ], position)
        set(
            [
                "horizontalInset", "verticalInset", "widthStep", "offsetStep", "backgroundStep", "padding",
                "borderWidth",
                "top", "left", "bottom", "right", "exitDistance"
            ], length)
        set(
            [
                "red", "green", "blue", "alpha", "opacity", "backgroundAlpha", "backgroundAnchorY", "removalThreshold",
                "completionThreshold", "notches", "c1.x", "c2.x"
            ], fraction)
        set(["c1.y", "c2.y"], Bound(lower: -5, upper: 5))
        set(
            [
                "releaseDuration", "relayoutDuration", "exitDuration", "resetDuration", "flickDuration",
                "settleDuration",
                "maskDuration", "gridFlyDuration", "dismissDuration", "transitionDuration"
            ], duration)
        rules["springDuration"] = Bound(lower: 0.01, upper: maxStepDuration)
        rules["gridStagger"] = Bound(lower: 0, upper: 1)
        set(["radius", "blurRadius"], blur)
        set(["cornerRadius", "cardCornerRadius"], cornerRadius)
        set(["visibleCards", "visiblePhotos", "gridColumns"], Bound(lower: 1, upper: maxCount))
        set(["gridPhotos", "maximumRows"], Bound(lower: 0, upper: maxCount))
        rules["rotationOffset"] = Bound(lower: 0, upper: 90)
        set(["flickVelocity", "swipeVelocity"], velocity)
        set(["maxRotation", "exitRotation"], angle)
        rules["rotationDegrees"] = Bound(lower: -360, upper: 360)
        rules["thresholdFraction"] = Bound(lower: 0, upper: 10, lowerOpen: true)
        // Cards behind are scaled by this^depth: above 1 they would grow without bound.
        rules["backgroundScale"] = Bound(lower: 0, upper: 1, lowerOpen: true)
        rules["velocityProjection"] = Bound(lower: 0, upper: 10)
        rules["gridCell"] = Bound(lower: 1, upper: 1_000)
        rules["gridSpacing"] = Bound(lower: 0, upper: 1_000)
        rules["gridTop"] = Bound(lower: 0, upper: maxPoints)
        rules["rowHeight"] = Bound(lower: 1, upper: maxPoints)
        rules["completionSpeed"] = Bound(lower: 0.1, upper: 10)
        set(["flingDamping", "stillDamping", "resetDamping"], dampingRatio)
        // SwiftUI springs: whether one settles in time is checked on the spring as a whole.
        rules["mass"] = Bound(lower: 0.01, upper: 100)
        rules["stiffness"] = Bound(lower: 0.01, upper: 100_000)
        rules["damping"] = Bound(lower: 0, upper: 10_000)
        rules["initialVelocity"] = Bound(lower: -1_000, upper: 1_000)
        return rules
    }()

    /// The range for the number at `key` (a list item's index is skipped: its list names it), or
    /// nil for a key no rule names.
    static func bound(for key: [String]) -> Bound? {
        let names = key.filter { Int($0) == nil }
        guard let name = names.last else { return nil }
        if names.count >= 2, let rule = byName["\(names[names.count - 2]).\(name)"] { return rule }
        return byName[name]
    }
}
