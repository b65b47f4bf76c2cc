import CardGeometry
import Foundation

/// What a scene file may say: the keys of `SceneParameters` as JSON encodes them, with the values
/// of the defaults. Optional parameters (nil by default) are filled in a sample, so their keys
/// are known too.
enum SceneSchema {
    /// Keys whose value may be null (the parameter is optional), from every scene's sections.
    static let optionalKeys = optionalKeys(of: .builtIn)

    /// The optional keys of the sections of `registry`.
    static func optionalKeys(of registry: SceneRegistry) -> Set<String> {
        Set(registry.sections.flatMap(\.section.optionalKeys))
    }

    /// The values a text parameter may take, by key: the shared settings' and each section's.
    static let choices = choices(of: .builtIn)

    /// The values the text parameters of the sections of `registry` and the shared settings may take.
    static func choices(of registry: SceneRegistry) -> [String: [String]] {
        // `preset:` names presets of several scenes, checked by `PresetChoice`.
        let shared = ["layout-direction": LayoutDirection.allCases.map(\.rawValue)]
        return registry.sections.reduce(shared) { choices, entry in
            choices.merging(entry.section.choices) { kept, _ in kept }
        }
    }

    /// Every parameter with a value, optional ones included.
    static var sample: SceneParameters { sample(of: .builtIn) }

    /// Every parameter of the sections of `registry` with a value, optional ones included.
    static func sample(of registry: SceneRegistry) -> SceneParameters {
        registry.sections.reduce(SceneParameters()) { $1.section.fillingOptionals($0) }
    }

    /// What kind of value a key holds. JSON cannot say (15.0 encodes as 15), so this comes from
    /// the parameters' own Swift types, by reflection over the sample.
    indirect enum Kind: Equatable, Sendable {
        case number, integer, bool, text
        case object([String: Kind])
        case list(Kind)

        var keys: [String] {
            if case let .object(children) = self { return children.keys.sorted() }
            return []
        }
    }

    /// Every key a scene file may hold: the settings every scene shares, then each scene's sections.
    static let kinds: Kind = kinds(of: .builtIn)

    /// The top level's keys for the scenes of `registry`.
    static func kinds(of registry: SceneRegistry) -> Kind {
        var children: [String: Kind] = ["preset": .text, "layout-direction": .text]
        let sample = sample(of: registry)
        for (_, section) in registry.sections { children[section.key] = kind(of: section.parameters(sample)) }
        return .object(children)
    }

    static func kind(of value: Any) -> Kind {
        switch value {
        case is Bool: return .bool
        case is Int: return .integer
        case is Double: return .number
        case is String, is any RawRepresentable: return .text
        case let array as [Any]: return .list(array.first.map { kind(of: $0) } ?? .number)
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value { return kind(of: wrapped) }
            var children: [String: Kind] = [:]
            for child in mirror.children {
                guard let label = child.label else { continue }
                children[label] = kind(of: child.value)
            }
            return .object(children)
        }
    }

    /// The parameters as a tree of Swift values (objects, arrays, `Bool`, `Int` for whole
    /// numbers, `Double`, `String`, `NSNull`), as JSONEncoder writes them and `TreeJSON` reads
    /// them back, made by `TreeEncoder` without the text. `registry`: the scenes whose sections
    /// the tree holds.
    static func tree(_ parameters: SceneParameters, registry: SceneRegistry = .builtIn) -> [String: Any] {
        // The parameters' encoding makes an object, and the tree encoder throws nothing.
        try! TreeEncoder.tree(parameters, userInfo: [SceneParameters.registryKey: registry]) as! [String: Any]
    }

    /// The defaults' tree, which every scene file is laid over. Made once and never changed;
    /// it holds only value types, so sharing it between threads is safe.
    nonisolated(unsafe) static let defaultTree = tree(SceneParameters())

    /// What a scene file of the scenes of a list may say, made once for the list: its keys and
    /// their kinds, the defaults' tree and the keys that may be null.
    struct Layout: @unchecked Sendable {
        /// The scenes whose sections a file holds.
        let registry: SceneRegistry
        /// Every key the file may hold, with its kind.
        let kinds: Kind
        /// The defaults' tree, which the file is laid over; it holds only value types.
        let defaultTree: [String: Any]
        /// Keys whose value may be null.
        let optionalKeys: Set<String>
        /// The values each text parameter may take, by key.
        let choices: [String: [String]]
        /// What the scene checks found, kept for the files read with this layout.
        let sceneChecks = SceneCheckCache()

        /// The layout of the scenes of `registry`.
        init(_ registry: SceneRegistry) {
            self.registry = registry
            kinds = SceneSchema.kinds(of: registry)
            defaultTree = SceneSchema.tree(SceneParameters(), registry: registry)
            optionalKeys = SceneSchema.optionalKeys(of: registry)
            choices = SceneSchema.choices(of: registry)
        }

        private init(builtIn registry: SceneRegistry) {
            self.registry = registry
            kinds = SceneSchema.kinds
            defaultTree = SceneSchema.defaultTree
            optionalKeys = SceneSchema.optionalKeys
            choices = SceneSchema.choices
        }

        /// The built-in scenes' layout, made once.
        static let builtIn = Layout(builtIn: .builtIn)
    }
}
