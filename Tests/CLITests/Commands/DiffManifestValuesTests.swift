import CardCheck
import Foundation
import Testing
@testable import cardrender

/// ACTUAL's manifest.json gives the frames' fps and times for the reports' wording; it is not
/// cardrender's own file, so values no render writes (an fps of 0, a time of 1e308) are not used,
/// and the diff still writes its report and review page. Each value is diffed in process
/// (`DiffRun`, with the options `cardrender diff` parses, and the lines `DiffPrinter` prints);
/// one start of the binary keeps the exit status and standard output.
@Suite struct DiffManifestValuesTests {
    /// An animation of three differing frames, and ACTUAL's manifest with `fps` and `times` as
    /// JSON text (nil: no time).
    private func folders(fps: String, times: [String?]) throws -> DiffFolders {
        let folders = try DiffFolders()
        var entries: [String] = []
        for (frame, time) in times.enumerated() {
            let path = "deck/swipe-right/frame-000\(frame).png"
            try folders.differing(path)
            entries.append(
                #"{"path": "\#(path)", "kind": "frame", "scene": "deck", "animation": "swipe-right", "frame": \#(frame)"#
                    + (time.map { #", "time": \#($0)"# } ?? "") + "}")
        }
        let manifest = #"""
            {"tool": "cardrender 1", "complete": true, "photos": [], "issues": [],
             "settings": {"size": "512x512", "scale": 1, "fps": \#(fps), "seed": 1, "pngCompression": 6},
             "files": [\#(entries.joined(separator: ", "))]}
            """#
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: folders.actual + "/manifest.json"))
        return folders
    }

    /// `cardrender diff EXPECTED ACTUAL --out OUT` run in this process, as the command runs it:
    /// the outcome's status and the lines it prints on standard output (each differing
    /// animation's summary, then where its motion parts).
    private func diffInProcess(
        _ folders: DiffFolders, out: String
    ) throws -> (
        status: DiffRun.Status, stdout: String
    ) {
        let diff = try #require(
            try CardRenderCommand.parseAsRoot(["diff", folders.expected, folders.actual, "--out", out]) as? Diff)
        var options = diff.comparison.diffOptions(jobs: diff.job.jobs, rules: nil)
        options.maxInputPixels = diff.limit.pixels
        let outcome = try DiffRun(expected: diff.expected, actual: diff.actual, options: options, out: diff.out).run()
        let summaries = outcome.report.groups.filter { $0.failing > 0 }.map(\.summary)
        let motion = (outcome.report.motion ?? []).flatMap { note in
            note.sentences.map { "motion: \(note.animation): \($0)" }
        }
        return (outcome.status, (summaries + motion).joined(separator: "\n"))
    }

    /// One value through the binary: the exit status says differences, and nothing crashes.
    @Test func anFpsOfZeroThroughTheBinaryExitsWithDifferences() throws {
        let folders = try self.folders(fps: "0", times: [nil, nil, nil]); defer { folders.remove() }
        let out = folders.work.file("d")
        let result = try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(!result.signalled, "crashed")
        for report in ["report.json", "report.html"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + report), "no \(report): \(result.stderr)")
        }
        #expect(result.stdout.contains("deck/swipe-right: 3 of 3 frames differ, first at frame 0"), "\(result.stdout)")
        #expect(!result.stdout.contains("t = -") && !result.stdout.contains("e+"), "\(result.stdout)")
    }

    @Test(
        arguments: [
            ("0", [nil, nil, nil]),
            ("1e-320", [nil, nil, nil]),
            ("-30", [nil, nil, nil]),
            ("30", ["1e308", "-1", "1e300"])
        ] as [(String, [String?])])
    func outOfRangeFpsAndTimesLeaveTheReportsWhole(fps: String, times: [String?]) throws {
        let folders = try self.folders(fps: fps, times: times); defer { folders.remove() }
        let out = folders.work.file("d")
        let result = try diffInProcess(folders, out: out)
        #expect(result.status == .differences, "fps \(fps), times \(times): \(result.stdout)")
        for report in ["report.json", "report.html"] {
            #expect(
                FileManager.default.fileExists(atPath: out + "/" + report), "fps \(fps), times \(times): no \(report)")
        }
        #expect(result.stdout.contains("deck/swipe-right: 3 of 3 frames differ, first at frame 0"), "\(result.stdout)")
        #expect(!result.stdout.contains("t = -") && !result.stdout.contains("e+"), "\(result.stdout)")
    }

    /// The motion files beside the frames are no more trusted: a value no render writes makes
    /// the motion unreadable (said so), and the reports are written.
    @Test(arguments: [#""x": 1e308"#, #""x": -1e308"#, #""time": 1e300"#, #""time": -5"#, #""fps": 0"#])
    func outOfRangeMotionValuesLeaveTheReportsWhole(value: String) throws {
        let folders = try self.folders(fps: "30", times: ["0", "0.033333", "0.066667"]); defer { folders.remove() }
        for (side, x) in [(folders.expected, "0"), (folders.actual, "10")] {
            var track =
                #"{"format": "cardrender-motion", "version": 1, "scene": "deck", "animation": "swipe-right", "fps": 30, "#
                + #""units": {"x": "pt", "y": "pt", "rotation": "degrees", "scale": "factor", "alpha": "0-1"}, "layers": ["card 0"], "#
                + #""frames": [{"time": 0, "layers": {"card 0": {"x": \#(x), "y": 0, "rotation": 0, "scale": 1, "alpha": 1}}}]}"#
            if side == folders.actual {
                let key = String(value.prefix { $0 != ":" })
                track = track.replacingOccurrences(
                    of: key + #": "# + (key == #""x""# ? "10" : key == #""time""# ? "0" : "30"), with: value)
                #expect(track.contains(value))
            }
            try Data(track.utf8).write(to: URL(fileURLWithPath: side + "/deck/swipe-right/motion.json"))
        }
        let out = folders.work.file("d")
        let result = try diffInProcess(folders, out: out)
        #expect(result.status == .differences, "\(value): \(result.stdout)")
        for report in ["report.json", "report.html"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + report), "\(value): no \(report)")
        }
        #expect(
            result.stdout.contains("motion: deck/swipe-right: \(folders.actual)/deck/swipe-right/motion.json: "),
            "\(value): \(result.stdout)")
    }
}
