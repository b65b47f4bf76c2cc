import CardCheck
import Foundation

/// What `cardrender diff` and `--check` print: one line per animation, still or folder that does
/// not pass or changed within the budget (the per-frame detail is in the reports), where motion
/// parts, errors on stderr, then the totals; returns the exit status the outcome calls for.
enum DiffPrinter {
    static func print(_ outcome: DiffRun.Outcome, artefacts: String?) -> Int32 {
        let report = outcome.report
        let withinBudget = Dictionary(
            (report.withinBudget ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for group in report.groups {
            let change = withinBudget[group.name]
            if group.status == .error {
                for index in group.members where report.pairs[index].kind == .error {
                    Terminal.writeError(report.pairs[index].explanation)
                }
            } else if group.failing > 0 {
                Terminal.output(group.summary + (change.map { "; \($0.addendum)" } ?? ""))
            } else if let change {
                Terminal.output(change.summary)
            }
        }
        for note in report.apngTimings ?? [] { Terminal.output("animation: \(note.sentence)") }
        // Per animation whose frames or motion changed: where its motion parts, in words.
        for note in report.motion ?? [] {
            note.sentences.forEach { Terminal.output("motion: \(note.animation): \($0)") }
        }
        outcome.writeFailures.forEach { Terminal.writeError("cardrender: \($0)") }

        let totals = report.totals
        var parts = [
            "\(totals.passed) passed"
                + (totals.withinBudget > 0 ? " (\(totals.withinBudget) changed within the budget)" : "")
        ]
        let counts: [(Int, String)] = [
            (totals.different, "different"), (totals.sizeMismatch, "of another size"), (totals.missing, "missing"),
            (totals.extra, "new"), (totals.errors, "unreadable")
        ]
        parts += counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        var line =
            "cardrender diff: \(totals.pairs) pair\(totals.pairs == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        if let artefacts, outcome.status != .noDifferences || outcome.contactSheet != nil {
            line += "; diff images and reports in \(artefacts)"
            if FileManager.default.fileExists(
                atPath: (artefacts as NSString).appendingPathComponent(ReviewPage.fileName))
            {
                line += " (open \((artefacts as NSString).appendingPathComponent(ReviewPage.fileName)) to review)"
            }
        }
        Terminal.output(line)

        switch outcome.status {
        case .noDifferences: return ExitStatus.success
        case .differences: return ExitStatus.differences
        case .failed: return ExitStatus.usageOrFatal
        }
    }
}

extension ExitStatus {
    /// `cardrender diff` and `--check`: frames differ.
    static let differences: Int32 = 1
}
