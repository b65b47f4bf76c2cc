extension SwiftUICardStackParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "lift": .position, "visibleCards": .visibleCount, "cardOffset": .length,
        // Places behind are scaled by 1 − place·(this): above 1 the second card would vanish.
        "cardScale": ParameterBound(lower: 0, upper: 1),
        "swipeThreshold": ParameterBound(lower: 0, upper: 10),
        "rotationDegrees": ParameterBound(lower: -360, upper: 360),
        "dragEase": .duration, "removalTravel": ParameterBound(lower: 0, upper: 100),
        "cornerRadius": .cornerRadius
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "lift": "how far the top card's centre sits above the canvas centre",
        "cardOffset": "place k sits k · this lower, scaled with the card",
        "cardScale": "place k is scaled by 1 − k · this, about its bottom centre",
        "swipeThreshold": "of the card's shorter side: a longer drag left or right swipes",
        "rotationDegrees": "rotation = this · tx / w, about the centre of the card's place",
        "dragEase": "seconds each move of the finger is eased over (easeInOut)",
        "animation": "SwiftUI .default: response 0.55, damping fraction 1",
        "removalTravel": "a swiped card moves on by this many times its drag"
    ]
}

extension SceneSectionKey where Parameters == SwiftUICardStackParameters {
    /// The SwiftUI deck's section under the `cardstackview` preset, after dadalar/SwiftUI-CardStackView.
    public static var swiftUICardStack: Self {
        Self("swiftui-cardstackview", defaults: SwiftUICardStackParameters())
    }
}

extension SceneParameters {
    /// The SwiftUI deck's numbers under the `cardstackview` preset, after dadalar/SwiftUI-CardStackView.
    public var swiftUICardStack: SwiftUICardStackParameters {
        get { self[.swiftUICardStack] }
        set { self[.swiftUICardStack] = newValue }
    }
}
