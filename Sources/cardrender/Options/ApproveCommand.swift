import CardCheck
import CardGeometry
import CardRender

/// The command the review page of a `--check` shows for approving a change: this run's own
/// command line, without what only a check or this one machine needs (a shard, reports, progress),
/// recording the changed frames of one animation or still:
/// `cardrender -i photos -o out --fps 30 --check golden --record --record-only changed --scene deck --animation swipe-right`.
/// A merge's selects nothing (`merge` takes no --scene): it records every changed file of the run.
enum ApproveCommand {
    /// Options left out of the approving command, and whether each takes a value.
    static let dropped: [String: Bool] = [
        "--record": false, "--prune": false, "--record-only": true, "--variant": true, "--scene": true, "--animation": true,
        "--shard": true, "--summary": true, "--summary-base": true, "--trace": true, "--progress": true,
    ]

    static func approval(arguments: [String] = CommandLine.arguments) -> ReviewApproval {
        let given = Array(arguments.dropFirst())
        var kept: [String] = [], index = 0
        while index < given.count {
            let word = given[index]
            if word == "--" {
                kept += given[index...]
                break
            }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            if let takesValue = dropped[name] {
                // `--scene deck` drops two words, `--scene=deck` one.
                index += takesValue && !word.contains("=") ? 2 : 1
                continue
            }
            kept.append(word)
            index += 1
        }
        let base = (["cardrender"] + kept + ["--record", "--record-only", "changed"]).map(ReviewApproval.Word.text)
        if given.first == "merge" { return ReviewApproval(animation: base, still: base) }
        return ReviewApproval(animation: base + [.text("--scene"), .scene, .text("--animation"), .animation],
                              still: base + [.text("--scene"), .scene])
    }
}
