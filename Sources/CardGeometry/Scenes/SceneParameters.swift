/// The parameters of every scene, as one value: what a scene file holds and what the catalogue
/// builds scenes from. Each defaults to its source article's or library's numbers (docs/scenes.md).
public struct SceneParameters: Hashable, Sendable, Codable {
    /// Which library's deck `deck` reproduces; `koloda` and `shuffle` hold those presets' numbers.
    public var deckPreset = DeckPreset.uikit
    /// The UIKit deck's numbers (the `uikit` preset).
    public var deck = DeckParameters()
    /// The deck's numbers under the `koloda` preset, after the Koloda library.
    public var koloda = LibraryDeckParameters.koloda
    /// The deck's numbers under the `shuffle` preset, after the Shuffle library.
    public var shuffle = LibraryDeckParameters.shuffle
    /// The SwiftUI deck's numbers.
    public var swiftUIDeck = SwiftUIDeckParameters()
    /// The photo stack's numbers.
    public var photoStack = PhotoStackParameters()
    /// The side card's numbers.
    public var sideCard = SideCardParameters()
    /// The bottom sheet's numbers.
    public var sheet = SheetParameters()
    /// Which way every scene reads: left to right, or mirrored as under an Arabic or Hebrew locale.
    public var layoutDirection = LayoutDirection.leftToRight

    /// Every scene with its default numbers and the UIKit deck.
    public init() {}

    /// Scene files name each part after its scene (`swiftui-deck:`), and the preset `preset:`.
    enum CodingKeys: String, CodingKey {
        case deckPreset = "preset"
        case deck
        case koloda
        case shuffle
        case swiftUIDeck = "swiftui-deck"
        case photoStack = "photostack"
        case sideCard = "sidecard"
        case sheet
        case layoutDirection = "layout-direction"
    }

    /// Turns the LIKE / NOPE stamps of every deck (every section with stamps) on or off.
    public mutating func setStamps(_ enabled: Bool) {
        for (_, section) in SceneRegistry.builtIn.sections {
            section.changeStamps(in: &self) { $0.enabled = enabled }
        }
    }

    /// Sets what the stamps of every deck say; nil keeps a word as it is.
    public mutating func setStampWords(like: String?, nope: String?) {
        for (_, section) in SceneRegistry.builtIn.sections {
            section.changeStamps(in: &self) { stamps in
                if let like { stamps.like.text = like }
                if let nope { stamps.nope.text = nope }
            }
        }
    }
}
