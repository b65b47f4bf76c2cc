/// The parameters of every scene, as one value: what a scene file holds and what the catalogue
/// builds scenes from. Each section's numbers sit under its scene-file key (`parameters[key]`);
/// a section never set holds its defaults, its source article's or library's (docs/scenes.md).
public struct SceneParameters: Hashable, Sendable, Codable {
    /// Which library's deck `deck` reproduces (`DeckEntry.presets`); each preset's numbers are in its own section.
    public var deckPreset = DeckPreset.uikit
    /// Which library's deck `swiftui-deck` reproduces (`SwiftUIDeckEntry.presets`).
    public var swiftUIDeckPreset = SwiftUIDeckPreset.swiftui
    /// Which library's bottom sheet `sheet` reproduces (`SheetEntry.presets`).
    public var sheetPreset = SheetPreset.overlaycontainer
    /// Which way every scene reads: left to right, or mirrored as under an Arabic or Hebrew locale.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The sections set to other than their defaults, by key: so two values that hold the same
    /// numbers are equal whichever sections were set along the way.
    private var changed: [String: StoredSection] = [:]

    /// Every scene with its default numbers and the UIKit deck.
    public init() {}

    /// The numbers of the section at `key`: its defaults until set.
    public subscript<Parameters>(key: SceneSectionKey<Parameters>) -> Parameters {
        get { changed[key.name]?.value as? Parameters ?? key.defaults }
        set { set(newValue, at: key.name, defaults: key.defaults) }
    }

    /// These parameters with every section but those named in `keys` at its defaults, the shared
    /// settings (presets, layout direction) kept: all a scene whose entry has those sections reads.
    public func keepingSections(_ keys: Set<String>) -> SceneParameters {
        var kept = self
        kept.changed = changed.filter { keys.contains($0.key) }
        return kept
    }

    /// The numbers of the section `name` as they are, or nil for a section never set.
    func changedSection(_ name: String) -> (any SceneSectionParameters)? { changed[name]?.value }

    /// Sets the section `name` to `value`, forgetting it when it holds the section's `defaults`.
    mutating func set(_ value: any SceneSectionParameters, at name: String, defaults: any SceneSectionParameters) {
        changed[name] = value.isEqual(to: defaults) ? nil : StoredSection(value: value)
    }

    /// Turns the LIKE / NOPE stamps of every deck (every section of `registry` with stamps) on or off.
    public mutating func setStamps(_ enabled: Bool, registry: SceneRegistry = .builtIn) {
        for (_, section) in registry.sections {
            section.changeStamps(in: &self) { $0.enabled = enabled }
        }
    }

    /// Sets what the stamps of every deck (of `registry`) say; nil keeps a word as it is.
    public mutating func setStampWords(like: String?, nope: String?, registry: SceneRegistry = .builtIn) {
        for (_, section) in registry.sections {
            section.changeStamps(in: &self) { stamps in
                if let like { stamps.like.text = like }
                if let nope { stamps.nope.text = nope }
            }
        }
    }
}

/// One section's numbers, compared and hashed by their own type.
private struct StoredSection: Hashable, Sendable {
    let value: any SceneSectionParameters

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(to: rhs.value) }

    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
