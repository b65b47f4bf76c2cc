extension PhotoStackParameters: SceneSectionParameters {
    /// The ranges of the section's own numbers.
    public static let bounds: [String: ParameterBound] = [
        "borderWidth": .length, "flickDuration": .duration, "settleDuration": .duration, "maskDuration": .duration,
        "gridFlyDuration": .duration, "dismissDuration": .duration, "gridStagger": ParameterBound(lower: 0, upper: 1),
        "visiblePhotos": .visibleCount, "gridColumns": .visibleCount, "gridPhotos": .count,
        "rotationOffset": ParameterBound(lower: 0, upper: 90), "flickVelocity": .velocity,
        "gridCell": ParameterBound(lower: 1, upper: 1_000), "gridSpacing": ParameterBound(lower: 0, upper: 1_000),
        "gridTop": .length
    ]

    /// The starter file's notes beside the section's keys.
    public static let keyNotes: [String: String] = [
        "rotationOffset": "tilts are whole degrees −this + uniform(0 ..< 2·this − 1)",
        "flickVelocity": "pt/s: a faster release flicks the photo away",
        "gridSpacing": "cells fill the width this far apart; null: the article's gridCell grid",
        "gridTop": "the grid starts this far down (a status bar); null: at the top"
    ]
}

extension SceneSectionKey where Parameters == PhotoStackParameters {
    /// The photo stack's section, `photostack`.
    public static var photoStack: Self { Self("photostack", defaults: PhotoStackParameters()) }
}

extension SceneParameters {
    /// The photo stack's numbers.
    public var photoStack: PhotoStackParameters {
        get { self[.photoStack] }
        set { self[.photoStack] = newValue }
    }
}
