import Foundation

/// A short Markdown account of a diff, for `$GITHUB_STEP_SUMMARY` or a pull-request comment: the
/// totals, then a table of the animations and stills that changed with their counts and the diff
/// image of the worst frame.
enum DiffSummary {
    static func markdown(_ report: DiffReport, artefacts: String?) -> String {
        let failing = report.groups.filter { $0.failing > 0 }
        var lines = ["## cardrender: \(failing.isEmpty ? "no visual changes" : "\(failing.count) of \(report.groups.count) animations and stills changed")", ""]
        let totals = report.totals
        lines.append("\(totals.pairs) files compared: \(totals.passed) passed, \(totals.different) differ, \(totals.sizeMismatch) changed size, "
            + "\(totals.extra) new, \(totals.missing) missing, \(totals.errors) unreadable.")
        guard !failing.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines += ["", "| | what | frames | first | worst | diff image |", "|---|---|---|---|---|---|"]
        for group in failing {
            let first = group.firstFailingFrame.map { frame in
                "\(frame)" + (group.firstFailingTime.map { " (t = \(DiffGroup.seconds($0)) s)" } ?? "")
            } ?? ""
            let worst = group.worstRatio.map { DiffFormat.percent($0) } ?? ""
            let image = group.worstPath.flatMap { path in report.pairs.first { $0.path == path }?.diffImage }
            let link = image.map { name in
                artefacts.map { cell(MarkdownLink.to(($0 as NSString).appendingPathComponent(name), text: name)) } ?? "`\(cell(name))`"
            } ?? ""
            lines.append("| \(cell(group.status.rawValue)) | `\(cell(group.name))` | \(group.failing) of \(group.pairs) | \(first) | \(worst) | \(link) |")
        }
        if let artefacts { lines += ["", "Diff images, \(DiffRun.contactSheetName) and the reports are in `\(cell(artefacts))`."] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Keeps a table cell one cell: pipes and line breaks escaped, backticks dropped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
