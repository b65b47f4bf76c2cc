/// The numbers one scene-file section holds (a scene's parameters type): comparable, readable and
/// writable, with a canvas a run's canvas size can replace, and the range each of its own numbers
/// must lie in. A type outside the package conforms the same way to give a new scene its section.
public protocol SceneSectionParameters: CanvasSized, Hashable, Sendable, Codable {
    /// The range of each of the type's numbers by the key's last name, or "parent.name" where the
    /// parent decides. Numbers of the kinds every section shares (sizes, colours, shadows, curves,
    /// margins, springs, stamps) have theirs already; a number no rule names may be ±10,000.
    static var bounds: [String: ParameterBound] { get }
    /// The comments a starter scene file writes beside the type's own keys whose meaning or unit
    /// is not plain from the name, by key.
    static var keyNotes: [String: String] { get }
    /// The values each of the type's text parameters may take, by key.
    static var choices: [String: [String]] { get }
}

extension SceneSectionParameters {
    /// Only the shared kinds' ranges.
    public static var bounds: [String: ParameterBound] { [:] }

    /// No notes beside the keys.
    public static var keyNotes: [String: String] { [:] }

    /// No text parameters.
    public static var choices: [String: [String]] { [:] }

    /// True when `other` is a value of this type equal to this one.
    func isEqual(to other: any SceneSectionParameters) -> Bool {
        (other as? Self) == self
    }
}

/// Where a section's numbers sit in `SceneParameters`: the section's scene-file key and the
/// numbers it holds until a scene file or the code sets them.
public struct SceneSectionKey<Parameters: SceneSectionParameters>: Sendable {
    /// The section's key in a scene file, e.g. `koloda`.
    public let name: String
    /// The section's numbers by default.
    public let defaults: Parameters

    /// The section `name`, holding `defaults` until it is set.
    public init(_ name: String, defaults: Parameters) {
        self.name = name
        self.defaults = defaults
    }
}
