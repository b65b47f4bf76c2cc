/// Which library's swipe deck the `deck` scene reproduces.
public enum DeckPreset: String, CaseIterable, Sendable, Codable {
    /// Seed 000's UIKit deck (`DeckScene`), the default.
    case uikit
    /// Koloda's `KolodaView` (`LibraryDeckScene` with `LibraryDeckParameters.koloda`).
    case koloda
    /// Shuffle's `SwipeCardStack` (`LibraryDeckScene` with `LibraryDeckParameters.shuffle`).
    case shuffle
    /// yuyakaido/CardStackView, Android (`CardStackViewScene`).
    case cardstackview
}
