extension CardStackViewParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "containerLift": .position, "visibleCards": .visibleCount, "maxRotation": .angle,
        "slowVelocity": .velocity, "fastVelocity": .velocity, "slowDuration": .duration, "normalDuration": .duration,
        "fastDuration": .duration, "resetDuration": .duration, "cornerRadius": .cornerRadius,
        // Cards behind are scaled by 1 − depth·(1 − this): below 0 they would grow without bound.
        "scaleInterval": ParameterBound(lower: 0, upper: 1),
        "swipeThreshold": ParameterBound(lower: 0, upper: 10),
        "density": ParameterBound(lower: 0.1, upper: 10),
        "swipeTravel": ParameterBound(lower: 0, upper: 100)
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "containerLift": "how far the stack's centre sits above the canvas centre",
        "scaleInterval": "a card behind at depth i is scaled by 1 − i·(1 − this)",
        "swipeThreshold": "of the card's width: a release past it swipes",
        "maxRotation": "radians for a drag of the view's width from its top edge (20°)",
        "density": "pixels per point, for the velocities in px/s",
        "slowVelocity": "px/s: slower releases swipe in slowDuration",
        "fastVelocity": "px/s: faster ones swipe in fastDuration, whatever the distance",
        "swipeTravel": "a swiped card goes on by this many times its drag"
    ]
}

extension SceneSectionKey where Parameters == CardStackViewParameters {
    /// The deck's section under the `cardstackview` preset, after yuyakaido/CardStackView.
    public static var cardStackView: Self { Self("cardstackview", defaults: CardStackViewParameters()) }
}

extension SceneParameters {
    /// The deck's numbers under the `cardstackview` preset, after yuyakaido/CardStackView.
    public var cardStackView: CardStackViewParameters {
        get { self[.cardStackView] }
        set { self[.cardStackView] = newValue }
    }
}
