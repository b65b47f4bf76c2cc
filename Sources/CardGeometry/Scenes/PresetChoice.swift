/// The presets a run chooses (`--preset`, a scene file's `preset:`): each name chooses that preset
/// on every scene that has one by that name (`cardstackview` is a `deck` and a `swiftui-deck`
/// preset), and a later name wins over an earlier one for the scenes they share.
public struct PresetChoice: Hashable, Sendable {
    /// The names, in the order they apply.
    public let names: [String]

    /// The most names one choice may hold: more than every scene's presets is a mistake.
    public static let maxNames = 16

    /// Why a text does not choose presets.
    public enum Problem: Error, Hashable, Sendable {
        /// More than `maxNames` names.
        case tooMany(count: Int)
        /// A name with nothing in it (two commas in a row).
        case empty
        /// A name no scene has; `known` lists every scene's presets.
        case unknown(name: String, known: String)
        /// `name` chooses only presets that the later `winner` chooses again, of `scene`'s.
        case overridden(name: String, winner: String, scene: String)

        /// What is wrong, with each name the user gave put through `quoted`.
        public func message(quoting quoted: (String) -> String) -> String {
            switch self {
            case let .tooMany(count): "\(count) presets; at most \(PresetChoice.maxNames)"
            case .empty: "an empty preset name (names are separated by commas)"
            case let .unknown(name, known): "\(quoted(name)): unknown preset (known: \(known))"
            case let .overridden(name, winner, scene):
                "\(quoted(name)) and \(quoted(winner)) both choose \(scene)'s preset; give one"
            }
        }
    }

    /// The names of `text`, separated by commas (spaces around them allowed), checked against the
    /// presets of `registry`'s scenes. Names are matched in any letter case.
    public init(parsing text: String, registry: SceneRegistry = .builtIn) throws(Problem) {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { piece in
            piece.split(separator: " ").joined(separator: " ").lowercased()
        }
        try self.init(names: names, registry: registry)
    }

    /// `names`, checked: each a preset of some scene of `registry`, each still choosing a preset
    /// of some scene once the later ones have chosen theirs.
    public init(names: [String], registry: SceneRegistry = .builtIn) throws(Problem) {
        guard names.count <= Self.maxNames else {
            throw .tooMany(count: names.count)
        }
        let scenes = registry.entries.compactMap { entry in entry.presets.map { (entry.name, $0) } }
        for name in names {
            guard !name.isEmpty else { throw .empty }
            guard scenes.contains(where: { $0.1.names.contains(name) }) else {
                throw .unknown(name: name, known: Self.known(scenes))
            }
        }
        for (index, name) in names.enumerated() {
            let later = names[(index + 1)...]
            let owners = scenes.filter { $0.1.names.contains(name) }
            let overriding = owners.compactMap { scene in later.first { scene.1.names.contains($0) } }
            if overriding.count == owners.count, let winner = overriding.last {
                throw .overridden(name: name, winner: winner, scene: owners[owners.count - 1].0)
            }
        }
        self.names = names
    }

    /// The choice that gives `parameters`' presets, as a run's settings and a scene file write it:
    /// the scenes' presets other than their defaults, those more scenes share first (so a scene's
    /// own name wins over a shared one), then the preset of any scene a shared name would
    /// otherwise change; the first scene's preset when every scene has its default.
    public init(describing parameters: SceneParameters, registry: SceneRegistry = .builtIn) {
        let scenes = registry.entries.compactMap(\.presets)
        func owners(_ name: String) -> Int { scenes.count { $0.names.contains(name) } }
        var names: [String] = []
        for presets in scenes {
            let name = presets.chosen(in: parameters)
            if name != presets.names.first, !names.contains(name) { names.append(name) }
        }
        // Stable: names shared by as many scenes keep the list's order.
        names = names.enumerated().sorted { (owners($0.element), -$0.offset) > (owners($1.element), -$1.offset) }
            .map(\.element)
        var applied = SceneParameters()
        Self.apply(names, to: &applied, registry: registry)
        for presets in scenes where presets.chosen(in: applied) != presets.chosen(in: parameters) {
            names.append(presets.chosen(in: parameters))
        }
        if names.isEmpty, let first = scenes.first { names = [first.chosen(in: parameters)] }
        self.names = names
    }

    /// The names as the command line and a scene file take them, e.g. `cardstackview,floatingpanel`.
    public var text: String { names.joined(separator: ",") }

    /// Chooses each name's preset on every scene of `registry` that has it, in order.
    public func apply(to parameters: inout SceneParameters, registry: SceneRegistry = .builtIn) {
        Self.apply(names, to: &parameters, registry: registry)
    }

    private static func apply(_ names: [String], to parameters: inout SceneParameters, registry: SceneRegistry) {
        for name in names {
            for presets in registry.entries.compactMap(\.presets) where presets.names.contains(name) {
                presets.choose(name, in: &parameters)
            }
        }
    }

    /// Every scene's presets, e.g. `uikit, koloda (deck); swiftui, cardstackview (swiftui-deck)`.
    private static func known(_ scenes: [(String, ScenePresets)]) -> String {
        scenes.map { "\($0.1.names.joined(separator: ", ")) (\($0.0))" }.joined(separator: "; ")
    }
}
