import CardCheck
import Foundation

/// Why a snapshot check failed, as a case a test can `switch` on instead of reading the message:
/// a snapshot that is not there, one recorded at other settings, one whose files cannot be read,
/// or frames that differ.
public enum CardSnapshotProblem: Sendable, Equatable {
    /// No snapshot is recorded in `folder`, and the record mode is `never`.
    case snapshotMissing(folder: String)
    /// The snapshot was recorded at other settings than the check draws with (a scale or frame
    /// rate): it cannot match, and is to be recorded again.
    case recordedWithOtherSettings([SnapshotSettingChange])
    /// A file of the snapshot (`file`, its path in the snapshot folder) cannot be read as a PNG:
    /// cut short, damaged, not a PNG, too large. The snapshot is to be recorded again.
    case snapshotUnreadable(file: String, problem: ComparedFileProblem)
    /// What is drawn does not match the snapshot: the files that do not pass, in the report's
    /// order, each with its `kind` (pixels that differ, another size, a file only one side has)
    /// and its pixel counts.
    case differs([DiffPairResult])
}

/// A setting that decides pixels, recorded with a snapshot, that differs from the one a check draws with.
public enum SnapshotSettingChange: Sendable, Equatable, CustomStringConvertible {
    /// The scale (pixels per point).
    case scale(recorded: Double, now: Double)
    /// The frame rate of an animation's frames.
    case fps(recorded: Double, now: Double)

    /// `scale 2.0 (now 3.0)`, as the failure message words it.
    public var description: String {
        switch self {
        case let .scale(recorded, now): "scale \(recorded) (now \(now))"
        case let .fps(recorded, now): "fps \(recorded) (now \(now))"
        }
    }
}

extension FrameComparison.Failure {
    /// The problem a failed comparison comes to: a snapshot file that cannot be read first (no
    /// comparison of the others says anything until it is recorded again), else the files that differ.
    func problem(snapshotFolder: String) -> CardSnapshotProblem {
        for pair in failing {
            if case let .unreadable(.expected, _, problem) = pair.reason {
                let name = (pair.path as NSString).lastPathComponent
                return .snapshotUnreadable(
                    file: (snapshotFolder as NSString).appendingPathComponent(name), problem: problem)
            }
        }
        return .differs(failing)
    }
}
