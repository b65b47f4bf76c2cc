import CardCheck
import CardRender
import Foundation

/// A drawn subject against its snapshot folder, compared by `DiffRun` in an artifacts folder laid
/// out as a render is (`expected/<scene>/<subject>/`, `actual/…`, `diff/` with the diff images and
/// the review page), so the motion tracks are compared too and a reviewer sees everything together.
struct SnapshotComparison {
    /// The artifacts folder of this check.
    let folder: String
    /// The failure message; nil when every frame passes.
    let failure: String?

    init(
        drawn: SnapshotFrames, golden: String, scene: String, subject: SnapshotSubject, artifacts: String,
        options: DiffOptions
    ) throws {
        folder = artifacts
        let manager = FileManager.default
        let relative = "\(scene)/\(subject.folderSuffix)"
        let expected = (artifacts as NSString).appendingPathComponent("expected")
        let actual = (artifacts as NSString).appendingPathComponent("actual")
        let diff = (artifacts as NSString).appendingPathComponent("diff")
        do {
            try? manager.removeItem(atPath: artifacts)
            let expectedFolder = (expected as NSString).appendingPathComponent(relative)
            try manager.createDirectory(atPath: expectedFolder, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: golden) where name != SnapshotRecording.fileName {
                try manager.copyItem(
                    atPath: (golden as NSString).appendingPathComponent(name),
                    toPath: (expectedFolder as NSString).appendingPathComponent(name))
            }
            let actualFolder = (actual as NSString).appendingPathComponent(relative)
            try manager.createDirectory(atPath: actualFolder, withIntermediateDirectories: true)
            for (name, bytes) in drawn.files {
                try bytes.write(to: URL(fileURLWithPath: (actualFolder as NSString).appendingPathComponent(name)))
            }
        } catch {
            throw CardSnapshotError.files(path: artifacts, error)
        }
        var run = DiffRun(expected: expected, actual: actual, options: options, out: diff)
        run.times = Dictionary(uniqueKeysWithValues: drawn.times.map { ("\(relative)/\($0.key)", $0.value) })
        let outcome = try run.run()
        guard outcome.status != .noDifferences else {
            failure = nil
            return
        }
        failure = Self.message(
            outcome.report, times: run.times ?? [:], golden: golden,
            page: (diff as NSString).appendingPathComponent(DiffRun.reviewPageName), artifacts: artifacts)
    }

    /// Removes the artifacts of a check that passed.
    func discard() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Which frames differ and by how much, the first time they part, what the motion tracks say,
    /// and where to look.
    static func message(
        _ report: DiffReport, times: [String: Double], golden: String, page: String, artifacts: String
    ) -> String {
        let failing = report.pairs.filter { !$0.kind.passes }
        let first = failing.compactMap { times[$0.path] }.min()
        var lines = [
            "Snapshot \(golden) does not match: \(failing.count) of \(report.pairs.count) "
                + (report.pairs.count == 1 ? "file differs" : "files differ")
                + (first.map { ", first at \(MomentTime.text($0)) s" } ?? "") + "."
        ]
        for pair in failing.prefix(8) {
            let name = (pair.path as NSString).lastPathComponent
            let time = times[pair.path].map { " (\(MomentTime.text($0)) s)" } ?? ""
            lines.append("  \(name)\(time): \(pair.explanation)")
        }
        if failing.count > 8 { lines.append("  … and \(failing.count - 8) more") }
        for note in report.motion ?? [] where note.motionDiffers || !note.sentences.isEmpty {
            lines += note.sentences.map { "  motion: \($0)" }
        }
        lines.append("Review page: \(page)")
        lines.append("Expected, actual and diff images: \(artifacts)")
        return lines.joined(separator: "\n")
    }
}
