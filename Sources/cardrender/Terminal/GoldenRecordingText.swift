import CardCheck

/// What `--record` tells: files no longer rendered, removed or left alone, how the folder's
/// pinned settings changed, and how many files were recorded.
enum GoldenRecordingText {
    static func print(_ recorded: GoldenRecorder.Recorded, golden: String) {
        for path in recorded.stale {
            Terminal.output(
                recorded.pruned
                    ? "removed \(Terminal.quoted(golden, path)) (no longer rendered)"
                    : "no longer rendered: \(Terminal.quoted(golden, path)) (kept; --prune removes it)")
        }
        for path in recorded.superseded {
            Terminal.output("removed \(Terminal.quoted(golden, path)) (this run renders it as the base file is)")
        }
        if !recorded.unindexed.isEmpty {
            Terminal.output(
                "left alone: \(recorded.unindexed.count) PNG\(recorded.unindexed.count == 1 ? "" : "s") in \(golden) that cardrender did not record (e.g. \(recorded.unindexed[0]))"
            )
        }
        if let before = recorded.previousSettings, let after = recorded.settings {
            let differences = after.differences(from: before)
            if !differences.isEmpty {
                Terminal.output(
                    "\(Terminal.quoted(golden, GoldenIndex.fileName)): now pinned at \(GoldenSettingsText.options(differences, \.current)) "
                        + "(was \(GoldenSettingsText.options(differences, \.recorded)))")
            }
        } else if recorded.settings == nil {
            Terminal.writeError("cardrender: \(GoldenSettingsText.unpinnedNotice(golden))")
        }
        Terminal.output(
            "cardrender: recorded \(recorded.written.count) golden file\(recorded.written.count == 1 ? "" : "s") in \(golden)"
        )
    }
}
