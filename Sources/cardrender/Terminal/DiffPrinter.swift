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
                Terminal.output("\(pair.kind.rawValue): \(pair.path): \(pair.explanation)")
            }
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
