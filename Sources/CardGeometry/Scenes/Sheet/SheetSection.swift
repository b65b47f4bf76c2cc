extension SheetParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "availableHeight": .size, "notches": .fraction, "springDuration": ParameterBound(lower: 0.01, upper: 10),
        "cornerRadius": .cornerRadius, "maximumRows": .count, "velocityProjection": ParameterBound(lower: 0, upper: 10),
        "rowHeight": ParameterBound(lower: 1, upper: ParameterBound.maxPoints), "flingDamping": .dampingRatio,
        "stillDamping": .dampingRatio
    ]
}

extension SceneSectionKey where Parameters == SheetParameters {
    /// The bottom sheet's section, `sheet`.
    public static var sheet: Self { Self("sheet", defaults: SheetParameters()) }
}

extension SceneParameters {
    /// The bottom sheet's numbers.
    public var sheet: SheetParameters {
        get { self[.sheet] }
        set { self[.sheet] = newValue }
    }
}
