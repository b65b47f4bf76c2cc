extension SideCardParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "indicatorShift": .position, "indicatorBottom": .position, "completionThreshold": .fraction,
        "transitionDuration": .duration, "blurRadius": .blur, "cardCornerRadius": .cornerRadius,
        "completionSpeed": ParameterBound(lower: 0.1, upper: 10)
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "completionSpeed": "display-link speed multiplier",
        "completionThreshold": "released beyond this progress the transition completes"
    ]
}

extension SceneSectionKey where Parameters == SideCardParameters {
    /// The side card's section, `sidecard`.
    public static var sideCard: Self { Self("sidecard", defaults: SideCardParameters()) }
}

extension SceneParameters {
    /// The side card's numbers.
    public var sideCard: SideCardParameters {
        get { self[.sideCard] }
        set { self[.sideCard] = newValue }
    }
}
