import CardFormats
import Foundation

/// The motion files of an animation on both sides of a diff (`scene/animation/motion.json` under
/// EXPECTED and ACTUAL), compared.
public enum AnimationMotion {
    /// What comparing an animation's motion files found.
    public enum Finding: Sendable {
        case compared(MotionComparison, expected: MotionTrack, actual: MotionTrack)
        /// Only one side has a motion file (the other was rendered before cardrender wrote them).
        case oneSide(String)
        /// A motion file could not be read: the reason names it.
        case unreadable(String)

        /// What to tell a reviewer, one line each.
        public var sentences: [String] {
            switch self {
            case let .compared(comparison, _, _): comparison.sentences
            case let .oneSide(note), let .unreadable(note): [note]
            }
        }

        /// True when both motion files were compared and differ.
        public var differs: Bool {
            if case let .compared(comparison, _, _) = self { return comparison.differs }
            return false
        }
    }

    /// nil when neither side has a motion file for the animation `id` (`scene/animation`).
    public static func find(expected: String, actual: String, animation id: String) -> Finding? {
        let e = (expected as NSString).appendingPathComponent("\(id)/\(MotionTrack.fileName)")
        let a = (actual as NSString).appendingPathComponent("\(id)/\(MotionTrack.fileName)")
        let hasE = FileManager.default.fileExists(atPath: e), hasA = FileManager.default.fileExists(atPath: a)
        guard hasE || hasA else { return nil }
        guard hasE && hasA else {
            return .oneSide("motion.json only in \(hasE ? "EXPECTED" : "ACTUAL"): motion not compared")
        }
        do {
            let expectedTrack = try MotionTrack.read(e), actualTrack = try MotionTrack.read(a)
            return .compared(
                MotionComparison(expected: expectedTrack, actual: actualTrack), expected: expectedTrack,
                actual: actualTrack)
        } catch {
            return .unreadable("\(error)")
        }
    }

    /// Every animation of a report with its motion finding, in report order.
    public static func findings(_ report: DiffReport) -> [(animation: String, pixelsChanged: Bool, finding: Finding)] {
        ReviewGroups.make(report.pairs).filter { $0.kind == .animation }
            .sorted { $0.frames[0] < $1.frames[0] }
            .compactMap { group in
                guard let finding = find(expected: report.expected, actual: report.actual, animation: group.id) else {
                    return nil
                }
                return (group.id, group.status != .passed, finding)
            }
    }
}
