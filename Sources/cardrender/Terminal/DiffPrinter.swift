import CardRender
import Foundation

/// What `cardrender diff` and `--check` print: a line per pair that does not pass (errors on
/// stderr), then a summary; returns the exit status the outcome calls for.
enum DiffPrinter {
    static func print(_ outcome: DiffRun.Outcome, artefacts: String?) -> Int32 {
        let report = outcome.report
        for pair in report.pairs where !pair.kind.passes {
            if pair.kind == .error {
                Terminal.writeError(pair.explanation)
            } else {
                Swift.print("\(pair.kind.rawValue): \(pair.path): \(pair.explanation)")
            }
        }
        // Per animation whose frames or motion changed: where its motion parts, in words.
        for (animation, pixelsChanged, finding) in AnimationMotion.findings(report) where pixelsChanged || finding.differs {
            finding.sentences.forEach { Swift.print("motion: \(animation): \($0)") }
        }
        outcome.writeFailures.forEach { Terminal.writeError("cardrender: \($0)") }

        let totals = report.totals
        var parts = ["\(totals.passed) passed"]
        let counts: [(Int, String)] = [
            (totals.different, "different"), (totals.sizeMismatch, "of another size"), (totals.missing, "missing"),
            (totals.extra, "extra"), (totals.errors, "unreadable"),
        ]
        parts += counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        var line = "cardrender diff: \(totals.pairs) pair\(totals.pairs == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        if let artefacts, outcome.status != .noDifferences || outcome.contactSheet != nil {
            line += "; diff images and reports in \(artefacts)"
            if FileManager.default.fileExists(atPath: (artefacts as NSString).appendingPathComponent(ReviewPage.fileName)) {
                line += " (open \((artefacts as NSString).appendingPathComponent(ReviewPage.fileName)) to review)"
            }
        }
        Swift.print(line)

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
