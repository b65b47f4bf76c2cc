extension SwiftUIDeckParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "cardHeight": .size, "lift": .position, "widthStep": .length, "offsetStep": .length, "padding": .length,
        "removalThreshold": .fraction, "cornerRadius": .cornerRadius, "visibleCards": .visibleCount,
        "rotationDegrees": ParameterBound(lower: -360, upper: 360)
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "lift": "how far the top card's centre sits above the canvas centre",
        "rotationDegrees": "rotation = this · tx / w, about the bottom centre",
        "removalThreshold": "|tx| / w above this removes the card",
        "layoutSpring": "SwiftUI .spring(): response 0.55, damping fraction 0.825",
        "returnSpring": "SwiftUI .interactiveSpring(): response 0.15, damping fraction 0.86"
    ]
}

extension SceneSectionKey where Parameters == SwiftUIDeckParameters {
    /// The SwiftUI deck's section, `swiftui-deck`.
    public static var swiftUIDeck: Self { Self("swiftui-deck", defaults: SwiftUIDeckParameters()) }
}

extension SceneParameters {
    /// The SwiftUI deck's numbers.
    public var swiftUIDeck: SwiftUIDeckParameters {
        get { self[.swiftUIDeck] }
        set { self[.swiftUIDeck] = newValue }
    }
}
