extension VerticalSwiperParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "swiperTop": .length, "topInset": .length, "sideInset": .length, "visibleNextCardHeight": .length,
        "cardSpacing": .length, "maxRotation": .angle, "exitDuration": .duration, "resetDuration": .duration,
        "relayoutDuration": .duration, "resetDamping": .dampingRatio, "cornerRadius": .cornerRadius,
        "swipeThreshold": ParameterBound(lower: 0, upper: 10),
        "exitDistance": ParameterBound(lower: 0, upper: 100),
        // The spring-back's initial velocity is the release's offset over this: never 0.
        "resetVelocityDivisor": ParameterBound(lower: 0, upper: ParameterBound.maxPoints, lowerOpen: true)
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "swiperTop": "where the swiper's view starts, down from the canvas's top edge",
        "visibleNextCardHeight": "how much of the next card shows below the focused one",
        "swipeThreshold": "of the card's width: a release with its centre further off flies it off",
        "maxRotation": "radians for a drag of the card's frame width (π/10)",
        "exitDistance": "a swiped card flies this many frame widths along its turned axis",
        "resetVelocityDivisor": "the spring-back starts at the release's offset / this, in changes per second",
        "relayoutDuration": "seconds for the next card to move up (cardrender's choice)"
    ]
}

extension SceneSectionKey where Parameters == VerticalSwiperParameters {
    /// The vertical swiper's section, `vertical-swiper`, after JoniVR/VerticalCardSwiper.
    public static var verticalSwiper: Self { Self("vertical-swiper", defaults: VerticalSwiperParameters()) }
}

extension SceneParameters {
    /// The vertical swiper's numbers, after JoniVR/VerticalCardSwiper.
    public var verticalSwiper: VerticalSwiperParameters {
        get { self[.verticalSwiper] }
        set { self[.verticalSwiper] = newValue }
    }
}
