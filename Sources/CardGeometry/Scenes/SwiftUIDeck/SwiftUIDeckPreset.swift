/// Which library's swipe deck the `swiftui-deck` scene reproduces.
public enum SwiftUIDeckPreset: String, CaseIterable, Sendable, Codable {
    /// The SwiftUI deck article's deck (`SwiftUIDeckScene`), the default.
    case swiftui
    /// dadalar/SwiftUI-CardStackView (`SwiftUICardStackScene`).
    case cardstackview
}
