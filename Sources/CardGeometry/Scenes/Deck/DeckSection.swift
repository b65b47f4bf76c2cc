extension DeckParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "containerLift": .position, "exitRightThreshold": .position, "exitLeftThreshold": .position,
        "exitOffset.x": .position, "exitOffset.y": .position, "horizontalInset": .length, "verticalInset": .length,
        "cornerRadius": .cornerRadius, "visibleCards": .visibleCount, "releaseDuration": .duration,
        "relayoutDuration": .duration
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "containerLift": "how far the stack's centre sits above the canvas centre",
        "horizontalInset": "a card at depth i is 2·i·this narrower",
        "verticalInset": "… and i·this lower",
        "exitRightThreshold": "release with the card centre (container x) beyond this: exit right",
        "exitLeftThreshold": "… below this: exit left (asymmetric in the seed)",
        "exitOffset": "an exiting card moves by (±x, y) while fading"
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
