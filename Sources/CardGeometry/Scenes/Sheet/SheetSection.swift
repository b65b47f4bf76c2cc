extension SheetParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "availableHeight": .size, "notches": .fraction, "springDuration": ParameterBound(lower: 0.01, upper: 10),
        "cornerRadius": .cornerRadius, "maximumRows": .count, "velocityProjection": ParameterBound(lower: 0, upper: 10),
        "rowHeight": ParameterBound(lower: 1, upper: ParameterBound.maxPoints), "flingDamping": .dampingRatio,
        "stillDamping": .dampingRatio
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "notches": "fractions of the available height: minimum, medium, maximum",
        "availableHeight": "null: the canvas height",
        "velocityProjection": "target notch nearest height − this · velocity"
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
