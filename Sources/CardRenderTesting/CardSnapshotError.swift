import CardFoundation

/// Why a snapshot could not be checked at all (as opposed to not matching).
public enum CardSnapshotError: Error, Sendable, CustomStringConvertible {
    /// A record-mode environment variable holds a value that is no mode.
    case unknownRecordMode(variable: String, value: String)
    /// The format environment variable holds a value that is no format.
    case unknownFormat(variable: String, value: String)
    /// An APNG snapshot cannot be written or read: the snapshot's path and why.
    case animationFile(path: String, reason: String)
    /// The scene has no still or animation of that name.
    case unknownSubject(scene: String, name: String, known: [String])
    /// A snapshot file or folder, or an artifacts folder, could not be written or read: its path
    /// and why, in the system's words ("permission denied", "no space left on device").
    case files(path: String, reason: String)
    /// `precision` or `perceptualPrecision` is not a number from 0 to 1.
    case invalidTolerance(name: String, value: Double)

    /// The problem in one line, naming the variable, scene, path or setting.
    public var description: String {
        switch self {
        case let .unknownRecordMode(variable, value):
            "\(variable)=\(value): not a record mode (missing, all, failed or never)"
        case let .unknownFormat(variable, value): "\(variable)=\(value): not a snapshot format (frames or apng)"
        case let .animationFile(path, reason): "\(path): \(reason)"
        case let .unknownSubject(scene, name, known):
            "scene \(scene) has no still or animation \"\(name)\" (it has: \(known.joined(separator: ", ")))"
        case let .files(path, reason): "\(path): \(reason)"
        case let .invalidTolerance(name, value): "\(name) \(value): must be from 0 to 1"
        }
    }

    /// `error` met at `path`, worded: the library's own errors pass through, Foundation's become
    /// the system's reason.
    static func files(_ path: String, _ error: any Error) -> CardSnapshotError {
        if let error = error as? CardSnapshotError { return error }
        return .files(path: path, reason: SystemReason.describe(error))
    }
}
