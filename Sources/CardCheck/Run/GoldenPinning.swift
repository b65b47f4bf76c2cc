import CardFormats
import CardFoundation
/// Which settings a golden folder pins after a recording. A folder holds frames of one set of
/// rendering settings: a recording at other settings must replace every file the folder's index
/// lists (otherwise part of the folder would be at the old settings and part at the new), and a
/// variant is another platform's rendering at the base files' settings, so it never changes them.
enum GoldenPinning {
    /// The settings `index` records once a recording at `settings` (nil: not known, a render by
    /// an older cardrender) of `scope` is done. Throws `GoldenSettingsMismatch` when the
    /// recording may not happen at these settings.
    static func settings(
        after settings: GoldenSettings?, into index: GoldenIndex, golden: String, scope: GoldenScope,
        selection: GoldenRecorder.Selection, variant: String?
    ) throws -> GoldenSettings? {
        let pinned = index.settings
        if let pinned, let settings, !settings.rendersLike(pinned) {
            let differences = settings.differences(from: pinned)
            if variant != nil {
                throw GoldenSettingsMismatch(golden: golden, differences: differences, reason: .variant)
            }
            // A partial recording keeps the files it does not replace, which were compared at the pinned settings.
            if selection != .all {
                throw GoldenSettingsMismatch(golden: golden, differences: differences, reason: .check)
            }
            if let outside = firstOutside(scope, index) {
                throw GoldenSettingsMismatch(
                    golden: golden, differences: differences, reason: .partialRecording(outside: outside))
            }
            return settings
        }
        guard variant == nil, firstOutside(scope, index) == nil else { return pinned }
        // The whole folder is this run's: it pins what the run rendered with (versions included),
        // unless only missing frames were added to an unpinned folder, whose others may differ.
        if pinned == nil && selection == .missing && !index.files.isEmpty { return nil }
        return settings
    }

    /// A file the index lists (or a recording may have left) outside `scope`, if any.
    private static func firstOutside(_ scope: GoldenScope, _ index: GoldenIndex) -> String? {
        index.claimedPaths.filter { !scope.contains($0) }.min(by: NaturalOrder.areInIncreasingOrder)
    }
}

/// A run whose rendering settings differ from those of its golden folder. The differences are
/// data: the command line words them as the options that would match.
public struct GoldenSettingsMismatch: Error, CustomStringConvertible, Sendable {
    /// Why the difference stops the run.
    public enum Reason: Sendable, Equatable {
        /// Comparing (or recording only some frames) at other settings: every frame would differ.
        case check
        /// Recording at other settings would leave this file (and any others outside the run's
        /// scope) at the old ones.
        case partialRecording(outside: String)
        /// A variant is rendered at its base files' settings.
        case variant
    }

    /// The golden folder.
    public var golden: String
    /// Each setting that differs, with the folder's value and this run's.
    public var differences: [GoldenSettings.Difference]
    /// Why that stops the run.
    public var reason: Reason

    package init(golden: String, differences: [GoldenSettings.Difference], reason: Reason) {
        self.golden = golden
        self.differences = differences
        self.reason = reason
    }

    /// `golden: the golden frames were rendered at …; this run: …`, and why that stops it.
    public var description: String {
        func words(_ side: KeyPath<GoldenSettings.Difference, String?>) -> String {
            differences.map { "\($0.setting.rawValue) \($0[keyPath: side] ?? "none")" }.joined(separator: ", ")
        }
        let head = "\(golden): the golden frames were rendered at \(words(\.recorded)); this run: \(words(\.current))"
        switch reason {
        case .check: return head
        case .partialRecording(let outside):
            return "\(head); recording would leave \(outside) and others outside this run at the old settings"
        case .variant: return "\(head); a variant is recorded at its base files' settings"
        }
    }
}
