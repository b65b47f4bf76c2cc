import CardCheck
import Foundation

extension FrameComparison.Failure {
    /// The files that do not pass, in the report's order.
    package var failing: [DiffPairResult] { report.pairs.filter { !$0.kind.passes } }

    /// The first file to differ: the earliest in time, else the first in the report.
    package var firstFailing: DiffPairResult? {
        failing.min { (times[$0.path] ?? .infinity) < (times[$1.path] ?? .infinity) } ?? failing.first
    }

    /// "5 of 6 files differ, first at 0.1 s (frame-0001.png)": how many of the `noun`s differ and the
    /// first that does, with its time.
    package func verdict(noun: (one: String, many: String)) -> String {
        let count = report.pairs.count
        var text =
            "\(failing.count) of \(count) " + (count == 1 ? "\(noun.one) differs" : "\(noun.many) differ")
        if let first = firstFailing {
            let name = (first.path as NSString).lastPathComponent
            text += times[first.path].map { ", first at \(MomentTime.text($0)) s (\(name))" } ?? ", first \(name)"
        }
        return text
    }

    /// One indented line per differing file (at most eight), then what the motion tracks say.
    package var details: [String] {
        var lines: [String] = []
        for pair in failing.prefix(8) {
            let name = (pair.path as NSString).lastPathComponent
            let time = times[pair.path].map { " (\(MomentTime.text($0)) s)" } ?? ""
            lines.append("  \(name)\(time): \(pair.explanation)")
        }
        if failing.count > 8 { lines.append("  … and \(failing.count - 8) more") }
        for note in report.motion ?? [] where note.motionDiffers || !note.sentences.isEmpty {
            lines += note.sentences.map { "  motion: \($0)" }
        }
        return lines
    }

    /// Where to look: the first differing file's expected, actual and diff images, the review
    /// page and the folder holding them all.
    package var locations: [String] {
        var lines: [String] = []
        if let first = firstFailing {
            let expected = ((folder as NSString).appendingPathComponent("expected") as NSString)
                .appendingPathComponent(first.path)
            let actual = ((folder as NSString).appendingPathComponent("actual") as NSString)
                .appendingPathComponent(first.path)
            if first.kind != .extra { lines.append("Expected: \(expected)") }
            if first.kind != .missing { lines.append("Actual: \(actual)") }
            if let image = first.diffImage {
                lines.append("Difference: \((diffFolder as NSString).appendingPathComponent(image))")
            }
        }
        lines.append("Review page: \(reviewPage)")
        lines.append("Expected, actual and diff images: \(folder)")
        return lines
    }
}
