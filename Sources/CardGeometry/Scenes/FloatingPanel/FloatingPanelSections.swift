extension FloatingPanelParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "safeAreaTop": .length, "safeAreaBottom": .length, "fullInset": .length, "tipInset": .length,
        // Half sits between full and tip only for a fraction strictly inside the safe area.
        "halfFraction": ParameterBound(lower: 0.01, upper: 0.99),
        "backdropAlpha": .fraction,
        // r / (1 − r) grows without bound as r reaches 1.
        "projectionRate": ParameterBound(lower: 0, upper: 0.9999),
        "redirectionalProgress": .fraction,
        "springResponse": ParameterBound(lower: 0.01, upper: 10),
        // ζ = ln(r) / (−2π · 0.001 / response): r must be over 0 and under 1.
        "springDecelerationRate": ParameterBound(lower: 0.5, upper: 0.9999),
        "dampedVelocity": .velocity,
        "displayRate": ParameterBound(lower: 1, upper: 240),
        "displayScale": ParameterBound(lower: 1, upper: 10),
        "cornerRadius": .cornerRadius, "maximumRows": .count,
        "rowHeight": ParameterBound(lower: 1, upper: ParameterBound.maxPoints)
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "safeAreaTop": "the status bar's inset: full is fullInset below it",
        "halfFraction": "of the safe area's height, above its bottom",
        "tipInset": "above the safe area's bottom",
        "backdropAlpha": "black, at full; 0 at half and below",
        "projectionRate": "a release is projected to y + v · r / (1 − r) / 1000",
        "redirectionalProgress": "past this of the way to the next anchor, the release goes there",
        "springResponse": "seconds: ω = 2π / this",
        "springDecelerationRate": "ζ = ln(this) / (−2π · 0.001 / springResponse) after a fast release",
        "dampedVelocity": "pt/s: a slower release springs critically damped",
        "displayRate": "frames a second the spring is stepped at",
        "displayScale": "pixels per point: the spring stops within a pixel"
    ]
}

extension SceneSectionKey where Parameters == FloatingPanelParameters {
    /// The sheet's section under the `floatingpanel` preset, after scenee/FloatingPanel.
    public static var floatingPanel: Self { Self("floatingpanel", defaults: FloatingPanelParameters()) }
}

extension SceneParameters {
    /// The sheet's numbers under the `floatingpanel` preset, after scenee/FloatingPanel.
    public var floatingPanel: FloatingPanelParameters {
        get { self[.floatingPanel] }
        set { self[.floatingPanel] = newValue }
    }
}
