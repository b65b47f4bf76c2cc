import Foundation

/// A short Markdown account of a diff, for `$GITHUB_STEP_SUMMARY` or a pull-request comment: the
/// totals, a table of the animations and stills that changed (over the budget, then within it)
/// with their counts and the diff image of the worst frame, and where their motion parts.
enum DiffSummary {
    /// The diff's output folder as the summary names and links it.
    struct Artefacts {
        /// The folder as the run named it.
        var folder: String
        /// The link destination prefix of the folder's files (see `SummaryLinkBase`).
        var links: String
        /// The contact sheet and review page, when written (names in the folder).
        var contactSheet: String? = nil
        var reviewPage: String? = nil

        func link(_ name: String, text: String? = nil) -> String {
            "[\(MarkdownLink.escapedText(text ?? name))](\(links)\(MarkdownLink.destination(name)))"
        }
    }

    static func markdown(_ report: DiffReport, artefacts: Artefacts?) -> String {
        let failing = report.groups.filter { $0.failing > 0 }
        let withinBudget = report.withinBudget ?? []
        let totals = report.totals
        let heading =
            if !failing.isEmpty {
                "\(failing.count) of \(report.groups.count) animations and stills changed"
            } else if totals.withinBudget > 0 {
                WithinBudgetChange.phrase(totals.withinBudget) + ", none over it"
            } else {
                "no visual changes"
            }
        var lines = ["## cardrender: \(heading)", ""]
        lines.append(
            "\(totals.pairs) files compared: \(totals.passed) passed"
                + (totals.withinBudget > 0 ? " (\(totals.withinBudget) of them changed within the budget)" : "")
                + ", \(totals.different) differ, \(totals.sizeMismatch) changed size, "
                + "\(totals.extra) new, \(totals.missing) missing, \(totals.errors) unreadable.")
        guard !failing.isEmpty || !withinBudget.isEmpty else { return lines.joined(separator: "\n") + "\n" }

        lines += ["", "| | what | frames | first | worst | diff image |", "|---|---|---|---|---|---|"]
        for group in failing {
            let first =
                group.firstFailingFrame.map { frame in
                    "\(frame)" + (group.firstFailingTime.map { " (t = \(DiffGroup.seconds($0)) s)" } ?? "")
                } ?? ""
            let worst = group.worstRatio.map { DiffFormat.percent($0) } ?? ""
            lines.append(
                row(
                    group.status.rawValue, group.name, "\(group.failing) of \(group.pairs)", first, worst,
                    diffImage(of: group.worstPath, in: report, artefacts)))
        }
        for change in withinBudget {
            let first = change.paths.first.flatMap(DiffGroup.frameIndex).map { "\($0)" } ?? ""
            lines.append(
                row(
                    "within budget", change.name, "\(change.paths.count) of \(change.pairs)", first,
                    change.worstSize, diffImage(of: change.worstPath, in: report, artefacts)))
        }

        if let timings = report.apngTimings, !timings.isEmpty {
            lines += ["", "Animations of another length or frame rate:", ""]
            lines += timings.map { "- \(cell($0.sentence))" }
        }
        let motion = (report.motion ?? []).filter { !$0.sentences.isEmpty }
        if !motion.isEmpty {
            lines += ["", "Motion:", ""]
            for note in motion {
                lines += note.sentences.map { "- `\(cell(note.animation))`: \(cell($0))" }
            }
        }
        if let artefacts {
            var files = ["diff images"]
            if let sheet = artefacts.contactSheet { files.append(artefacts.link(sheet)) }
            files.append("the reports" + (artefacts.reviewPage.map { " (review page: \(artefacts.link($0)))" } ?? ""))
            let listed =
                files.count == 3 ? "\(files[0]), \(files[1]) and \(files[2])" : files.joined(separator: " and ")
            lines += ["", "\(listed.prefix(1).uppercased() + listed.dropFirst()) are in `\(cell(artefacts.folder))`."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(
        _ status: String, _ name: String, _ count: String, _ first: String, _ worst: String, _ image: String
    ) -> String {
        "| \(cell(status)) | `\(cell(name))` | \(count) | \(first) | \(worst) | \(image) |"
    }

    /// The diff image of the pair at `path`: a link when the folder is known, else its name.
    private static func diffImage(of path: String?, in report: DiffReport, _ artefacts: Artefacts?) -> String {
        guard let image = path.flatMap({ path in report.pairs.first { $0.path == path }?.diffImage }) else { return "" }
        return artefacts.map { cell($0.link(image)) } ?? "`\(cell(image))`"
    }

    /// Keeps a table cell one cell: pipes and line breaks escaped, backticks dropped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
