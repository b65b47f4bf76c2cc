extension LibraryDeckParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "containerLift": .position, "backgroundStep": .length, "exitDistance": .length,
        "backgroundAlpha": .fraction, "backgroundAnchorY": .fraction, "relayoutDuration": .duration,
        "exitDuration": .duration, "resetDuration": .duration, "cornerRadius": .cornerRadius,
        "visibleCards": .visibleCount, "swipeVelocity": .velocity, "maxRotation": .angle, "exitRotation": .angle,
        "thresholdFraction": ParameterBound(lower: 0, upper: 10, lowerOpen: true),
        // Cards behind are scaled by this^depth: above 1 they would grow without bound.
        "backgroundScale": ParameterBound(lower: 0, upper: 1, lowerOpen: true), "resetDamping": .dampingRatio
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "containerLift": "how far the stack's centre sits above the canvas centre",
        "backgroundScale": "cards behind are scaled by this^depth",
        "backgroundAnchorY": "… about this unit y of the card (1: bottom edge, 0.5: centre)",
        "backgroundStep": "… and moved this far down per depth",
        "maxRotation": "radians at full strength (π/10)",
        "rotationBasis": "cardWidth or canvasWidth: what |tx| is divided by",
        "thresholdBasis": "cardWidth or canvasMinimum: what thresholdFraction is of",
        "swipeVelocity": "pt/s; null: distance only",
        "exitDistance": "null: the larger canvas side",
        "exitRotation": "radians; null: keep the tilt",
        "resetDamping": "a UIKit spring of this damping; null: resetCurve"
    ]

    /// The bases a threshold and a rotation may be taken from.
    public static let choices: [String: [String]] = [
        "rotationBasis": ["cardWidth", "canvasWidth"],
        "thresholdBasis": ["cardWidth", "canvasMinimum"]
    ]
}

extension SceneSectionKey where Parameters == LibraryDeckParameters {
    /// The deck's section under the `koloda` preset, after the Koloda library, `koloda`.
    public static var koloda: Self { Self("koloda", defaults: .koloda) }
}

extension SceneParameters {
    /// The deck's numbers under the `koloda` preset, after the Koloda library.
    public var koloda: LibraryDeckParameters {
        get { self[.koloda] }
        set { self[.koloda] = newValue }
    }
}

extension SceneSectionKey where Parameters == LibraryDeckParameters {
    /// The deck's section under the `shuffle` preset, after the Shuffle library, `shuffle`.
    public static var shuffle: Self { Self("shuffle", defaults: .shuffle) }
}

extension SceneParameters {
    /// The deck's numbers under the `shuffle` preset, after the Shuffle library.
    public var shuffle: LibraryDeckParameters {
        get { self[.shuffle] }
        set { self[.shuffle] = newValue }
    }
}
