/// Why a snapshot could not be checked at all (as opposed to not matching).
public enum CardSnapshotError: Error, Sendable, CustomStringConvertible {
    /// A record-mode environment variable holds a value that is no mode.
    case unknownRecordMode(variable: String, value: String)
    /// The scene has no still or animation of that name.
    case unknownSubject(scene: String, name: String, known: [String])
    /// The snapshot folder or the artifacts could not be written or read.
    case files(path: String, any Error)

    /// The problem in one line, naming the variable, scene or path.
    public var description: String {
        switch self {
        case let .unknownRecordMode(variable, value):
            "\(variable)=\(value): not a record mode (missing, all, failed or never)"
        case let .unknownSubject(scene, name, known):
            "scene \(scene) has no still or animation \"\(name)\" (it has: \(known.joined(separator: ", ")))"
        case let .files(path, error): "\(path): \(error)"
        }
    }
}
