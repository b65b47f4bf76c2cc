/// The parameters of every scene, as one value: what a scene file holds and what the catalogue
/// builds scenes from. Each defaults to the seed's own numbers.
public struct SceneParameters: Hashable, Sendable, Codable {
    public var deck = DeckParameters()
    public var swiftUIDeck = SwiftUIDeckParameters()
    public var photoStack = PhotoStackParameters()
    public var sideCard = SideCardParameters()
    public var sheet = SheetParameters()

    public init() {}

    /// Turns the LIKE / NOPE stamps of both decks on or off.
    public mutating func setStamps(_ enabled: Bool) {
        deck.stamps.enabled = enabled
        swiftUIDeck.stamps.enabled = enabled
    }
}
