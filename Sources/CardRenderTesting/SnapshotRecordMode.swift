import Foundation

/// When an assertion records its snapshot instead of comparing against it, as swift-snapshot-testing's
/// record modes do. A recording is reported as a test failure, so CI never passes on a snapshot it
/// just wrote: run the test again to compare against it.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record snapshots that do not exist yet; compare the others (the default).
    case missing
    /// Record every snapshot, replacing what is there.
    case all
    /// Record a snapshot only when it does not match (and still fail).
    case failed
    /// Never record: a missing snapshot is a failure.
    case never

    /// The environment variables read, in order, for the mode when a test does not give one:
    /// cardrender's own, then swift-snapshot-testing's, so one setting serves both libraries.
    public static let environmentVariables = ["CARDRENDER_SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"]

    /// The mode the environment asks for; `.missing` when it names none. An unknown value is
    /// reported by `CardSnapshot` rather than ignored.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws
        -> SnapshotRecordMode
    {
        for name in environmentVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                throw CardSnapshotError.unknownRecordMode(variable: name, value: value)
            }
            return mode
        }
        return .missing
    }
}
