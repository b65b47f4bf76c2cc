/// A scene file's keys: the settings every scene shares (`preset:`, the presets' names as
/// `PresetChoice` writes them; `layout-direction:`), and
/// between them each section of the scene list, under its key, in the list's order.
extension SceneParameters {
    /// Where an encoder's or decoder's `userInfo` holds the `SceneRegistry` whose sections to
    /// write or read; without one, the built-in scenes'.
    public static let registryKey = CodingUserInfoKey(rawValue: "cardrender.sceneRegistry")!

    /// Reads the shared settings and every section of the list; each must be there.
    public init(from decoder: any Decoder) throws {
        let registry = decoder.userInfo[Self.registryKey] as? SceneRegistry ?? .builtIn
        let container = try decoder.container(keyedBy: SceneFileKey.self)
        self.init()
        let presets = try container.decode(String.self, forKey: SceneFileKey("preset"))
        do throws(PresetChoice.Problem) {
            try PresetChoice(parsing: presets, registry: registry).apply(to: &self, registry: registry)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: SceneFileKey("preset"), in: container,
                debugDescription: error.message { "\"\(String($0.unicodeScalars.prefix(40)))\"" })
        }
        for (_, section) in registry.sections {
            let key = SceneFileKey(section.key)
            set(try container.decode(section.type, forKey: key), at: section.key, defaults: section.defaults)
        }
        layoutDirection = try container.decode(LayoutDirection.self, forKey: SceneFileKey("layout-direction"))
    }

    /// Writes the shared settings and every section of the list, a section never set at its defaults.
    public func encode(to encoder: any Encoder) throws {
        let registry = encoder.userInfo[Self.registryKey] as? SceneRegistry ?? .builtIn
        var container = encoder.container(keyedBy: SceneFileKey.self)
        try container.encode(PresetChoice(describing: self, registry: registry).text, forKey: SceneFileKey("preset"))
        for (_, section) in registry.sections {
            try container.encode(section.numbers(of: self), forKey: SceneFileKey(section.key))
        }
        try container.encode(layoutDirection, forKey: SceneFileKey("layout-direction"))
    }

    /// A key of a scene file's top level.
    struct SceneFileKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
