extension DeckParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "containerLift": .position, "exitRightThreshold": .position, "exitLeftThreshold": .position,
        "exitOffset.x": .position, "exitOffset.y": .position, "horizontalInset": .length, "verticalInset": .length,
        "cornerRadius": .cornerRadius, "visibleCards": .visibleCount, "releaseDuration": .duration,
        "relayoutDuration": .duration
    ]
}

extension SceneSectionKey where Parameters == DeckParameters {
    /// The UIKit deck's section (the `uikit` preset), `deck`.
    public static var deck: Self { Self("deck", defaults: DeckParameters()) }
}

extension SceneParameters {
    /// The UIKit deck's numbers (the `uikit` preset).
    public var deck: DeckParameters {
        get { self[.deck] }
        set { self[.deck] = newValue }
    }
}
