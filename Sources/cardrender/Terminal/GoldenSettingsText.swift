import CardCheck
import CardFormats

/// A golden folder's pinned settings in the command line's words: each setting as the option
/// that gives it, so a refusal says what to type ("golden recorded at --scale 1 --fps 30; this
/// run: --scale 2 --fps 60").
enum GoldenSettingsText {
    /// The options that give one side of `differences`, in order.
    static func options(
        _ differences: [GoldenSettings.Difference], _ side: KeyPath<GoldenSettings.Difference, String?>
    ) -> String {
        differences.map { option($0.setting, $0[keyPath: side]) }.joined(separator: " ")
    }

    /// Every rendering setting of `settings`, as options.
    static func options(_ settings: GoldenSettings) -> String {
        GoldenSettings.Setting.allCases.map { option($0, settings.value(of: $0)) }.joined(separator: " ")
    }

    static func option(_ setting: GoldenSettings.Setting, _ value: String?) -> String {
        switch setting {
        case .scale: "--scale \(value ?? "2")"
        case .fps: "--fps \(value ?? "60")"
        case .canvas: value.map { "--size \($0)" } ?? "(no --size)"
        case .seed: "--seed \(value ?? "0")"
        case .preset: "--preset \(value ?? "uikit")"
        case .labels: "--labels \(value ?? "caption")"
        case .stamps: value == nil ? "(no --stamps)" : "--stamps"
        case .order: "--order \(order(value))"
        case .captions: value.map { "--captions (captions with CRC-64 \($0))" } ?? "(no --captions)"
        case .backdrop: value.map { "--backdrop \($0)" } ?? "(no --backdrop)"
        case .layoutDirection: "--layout-direction \(value ?? "ltr")"
        }
    }

    /// `--order`'s argument for a pinned order.
    private static func order(_ value: String?) -> String {
        switch value {
        case "modification-time": return "mtime"
        case "exif-date": return "exif"
        case let list? where list.hasPrefix("list:"): return "(a list with CRC-64 \(list.dropFirst(5)))"
        default: return value ?? "name"
        }
    }

    /// Why a run stops, and what would let it go on.
    static func refusal(_ mismatch: GoldenSettingsMismatch) -> String {
        let head =
            "\(mismatch.golden): golden recorded at \(options(mismatch.differences, \.recorded)); "
            + "this run: \(options(mismatch.differences, \.current))"
        switch mismatch.reason {
        case .check:
            return head
                + ". Every frame would differ: check with the golden's options, or record the golden frames again with --record"
        case .partialRecording(let outside):
            return head
                + ". Recording would leave \(Terminal.quoted(mismatch.golden, outside)) and the other golden files outside this run "
                + "at the old settings: record them all (without --scene, --animation or --shard), or into a new folder"
        case .variant:
            return head
                + ". A variant is another platform's rendering at its base files' settings: record it with the golden's options"
        }
    }

    /// The versions that differ, as a notice.
    static func versionNotice(_ golden: String, _ differences: [GoldenSettings.VersionDifference]) -> String {
        let recorded = differences.map { "\($0.name) \($0.recorded)" }.joined(separator: " and ")
        let current = differences.map { "\($0.name) \($0.current)" }.joined(separator: " and ")
        return
            "notice: \(golden) was recorded with \(recorded); this run uses \(current): a few pixels may differ for that reason alone"
    }

    /// For a golden folder recorded before settings were pinned.
    static func unpinnedNotice(_ golden: String) -> String {
        "notice: \(Terminal.quoted(golden, GoldenIndex.fileName)) records no settings (it was recorded before cardrender pinned them), "
            + "so the frames are checked as before; record them all again with --record to pin --scale, --fps and the others"
    }
}
