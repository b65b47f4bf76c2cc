extension SwiftUIDeckParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "cardHeight": .size, "lift": .position, "widthStep": .length, "offsetStep": .length, "padding": .length,
        "removalThreshold": .fraction, "cornerRadius": .cornerRadius, "visibleCards": .visibleCount,
        "rotationDegrees": ParameterBound(lower: -360, upper: 360)
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
