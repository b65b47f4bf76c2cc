/// What is wrong with a scene file, and where: `scene.yaml:12: deck.cornerRadius: expected a number, got "big"`.
public struct SceneFileProblem: Error, CustomStringConvertible, Equatable {
    public var path: String
    /// 1-based; nil when the problem has no one line (JSON decoding, a missing file).
    public var line: Int?
    /// The key's path with dots, `deck.shadow.opacity`; nil for the file as a whole.
    public var key: String?
    public var message: String

    public var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(key.map { "\($0): " } ?? "")\(message)"
    }
}
