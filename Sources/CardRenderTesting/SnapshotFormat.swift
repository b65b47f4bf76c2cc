import Foundation

/// How an animation's snapshot is stored: a PNG per frame, or one APNG that plays in a browser
/// and in a pull request's file view. Stills and moments are single PNGs either way.
public enum SnapshotFormat: String, Sendable, CaseIterable {
    /// `frame-0000.png`, `frame-0001.png`… (the default).
    case frames
    /// `animation.png`, one APNG: each frame after the first holds only what changed, so the
    /// snapshot is smaller; it is compared frame by frame all the same.
    case apng

    /// The environment variable read for the format when an assertion gives none.
    public static let environmentVariable = "CARDRENDER_SNAPSHOT_FORMAT"

    /// The format the environment asks for; nil when it names none. An unknown value is an error
    /// rather than ignored.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SnapshotFormat? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        guard let format = SnapshotFormat(rawValue: value.lowercased()) else {
            throw CardSnapshotError.unknownFormat(variable: environmentVariable, value: value)
        }
        return format
    }
}
