import Foundation
import Testing
import TestSupport

/// End-to-end: `cardrender diff`, and `--check` / `--record` around a render.
@Suite struct DiffCommandTests {
    static let render = ["--scene", "deck", "--animation", "swipe-right", "--scale", "0.5", "--fps", "5"]

    /// The fixture photos with astronaut.png (the top card) renamed: its label changes.
    private func renamedPhotos(_ folder: TestFolder) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try folder.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
    }

    private func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    @Test func twoRendersHaveNoDifferences() throws {
        let work = try TestFolder(); defer { work.remove() }
        for out in ["a", "b"] {
            #expect(try CLIRunner.run(["-i", Repository.photos, "-o", work.file(out)] + Self.render).status == 0)
        }
        let result = try CLIRunner.run(["diff", work.file("a"), work.file("b")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("7 pairs: 7 passed"), "\(result.stdout)")
        #expect(result.stderr.isEmpty)
    }

    @Test func differencesExitOneAndWriteTheReports() throws {
        let work = try TestFolder(), photos = try TestFolder()
        defer { work.remove(); photos.remove() }
        try renamedPhotos(photos)
        #expect(try CLIRunner.run(["-i", Repository.photos, "-o", work.file("a")] + Self.render).status == 0)
        #expect(try CLIRunner.run(["-i", photos.path, "-o", work.file("b")] + Self.render).status == 0)

        let result = try CLIRunner.run([
            "diff", work.file("a"), work.file("b"), "--out", work.file("d"),
            "--json", work.file("r.json"), "--junit", work.file("r.xml")
        ])
        #expect(result.status == 1, "\(result.stderr)")
        // One line per animation or still, not per frame.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("deck/still.png: differs, ") }, "\(result.stdout)")
        let animation = try #require(lines.first { $0.hasPrefix("deck/swipe-right: ") })
        // Five frames; the contact sheet is an item of its own, never counted as a frame.
        #expect(animation.contains(" of 5 frames differ, first at frame "), "\(animation)")
        #expect(animation.contains("(t = 0.") && animation.contains("worst "), "\(animation)")
        let report = try json(work.file("r.json"))
        let totals = report["totals"] as! [String: Int]
        let different = try #require(totals["different"])
        #expect(totals["pairs"] == 7 && different >= 2 && totals["errors"] == 0)
        let groups = try #require(report["groups"] as? [[String: Any]])
        #expect(
            groups.map { $0["name"] as? String } == [
                "deck/still.png", "deck/swipe-right/contact-sheet.png", "deck/swipe-right"
            ])
        let junit = try String(contentsOfFile: work.file("r.xml"), encoding: .utf8)
        #expect(
            junit.contains(#"<testsuites name="cardrender diff" tests="3" failures="3" errors="0" skipped="0" time=""#),
            "\(junit)")
        let files = Set(try FileManager.default.subpathsOfDirectory(atPath: work.file("d")))
        #expect(files.isSuperset(of: ["contact-sheet.png", "report.json", "report.junit.xml", "deck/still.diff.png"]))
        #expect(files.filter { $0.hasSuffix(".diff.png") }.count == different)

        // A budget as large as the change lets every pair pass.
        let lenient = try CLIRunner.run(["diff", work.file("a"), work.file("b"), "--max-diff-ratio", "0.01"])
        #expect(lenient.status == 0, "\(lenient.stdout)")
    }

    /// Refused by the parser, in process (ParsedCommandLine: a usage error, exit status 2); the
    /// process's exit status for a usage error is checked by `usageAndInputErrorsExitTwo`.
    @Test(arguments: [
        (["diff"], "expected"),
        (["diff", "/tmp", "/tmp", "--threshold", "2"], "--threshold"),
        (["diff", "/tmp", "/tmp", "--max-diff-ratio", "-1"], "--max-diff-ratio"),
        (["diff", "/tmp", "/tmp", "--input", "/tmp"], "--input")
    ])
    func usageErrorsAreRefusedByTheParser(arguments: [String], quoted: String) throws {
        let message = try #require(ParsedCommandLine.refusal(arguments), "\(arguments) parsed")
        #expect(message.contains(quoted), "\(arguments): \(message)")
    }

    @Test(arguments: [
        (["diff", "/tmp", "/tmp", "--threshold", "2"], "--threshold"),
        (["diff", "/no/such/folder", "/tmp"], "no such file"),
        (["diff", "FIXTURE_FILE", "/tmp"], "is a folder")
    ])
    func usageAndInputErrorsExitTwo(arguments: [String], quoted: String) throws {
        let file = (Repository.photos as NSString).appendingPathComponent("coffee.png")
        let result = try CLIRunner.run(arguments.map { $0 == "FIXTURE_FILE" ? file : $0 })
        #expect(result.status == 2, "\(arguments): \(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(quoted), "\(arguments): \(result.stderr)")
    }

    @Test func anUnreadablePNGExitsTwo() throws {
        let work = try TestFolder(); defer { work.remove() }
        try FileManager.default.createDirectory(atPath: work.file("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: work.file("b"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: (Repository.photos as NSString).appendingPathComponent("coffee.png"), toPath: work.file("a/x.png"))
        try Data("broken".utf8).write(to: URL(fileURLWithPath: work.file("b/x.png")))
        let result = try CLIRunner.run(["diff", work.file("a"), work.file("b")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("x.png: not a PNG file"), "\(result.stderr)")
    }

    @Test func checkAndRecordEndToEnd() throws {
        let work = try TestFolder(), photos = try TestFolder()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden")
        let missing = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("out1"), "--check", golden] + Self.render)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--record"), "\(missing.stderr)")

        // The command line that checks records with --record added; comparison options are ignored then.
        let record = try CLIRunner.run(
            [
                "-i", Repository.photos, "-o", work.file("out1"), "--check", golden, "--record",
                "--max-diff-ratio", "0.001"
            ] + Self.render)
        #expect(record.status == 0, "\(record.stderr)")
        let recorded = try FileManager.default.subpathsOfDirectory(atPath: golden).filter { $0.hasSuffix(".png") }
        // Stills and frames; contact sheets repeat the frames and are left out by default.
        #expect(recorded.count == 6 && recorded.contains("deck/swipe-right/frame-0000.png"), "\(recorded)")
        #expect(!FileManager.default.fileExists(atPath: work.file("golden/manifest.json")))
        #expect(FileManager.default.fileExists(atPath: work.file("golden/golden.json")))

        let same = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("out2"), "--check", golden] + Self.render)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("6 pairs: 6 passed"), "\(same.stdout)")

        try renamedPhotos(photos)
        let changed = try CLIRunner.run(["-i", photos.path, "-o", work.file("out3"), "--check", golden] + Self.render)
        #expect(changed.status == 1, "\(changed.stderr)")
        #expect(changed.stdout.contains("deck/still.png: differs"), "\(changed.stdout)")
        for artefact in ["report.json", "report.junit.xml", "contact-sheet.png", "deck/still.diff.png"] {
            #expect(FileManager.default.fileExists(atPath: work.file("out3/diff/\(artefact)")), "\(artefact)")
        }
        // The same check again: OUT/diff/ itself is not compared.
        let again = try CLIRunner.run(["-i", photos.path, "-o", work.file("out3"), "--check", golden] + Self.render)
        #expect(again.status == 1)
        #expect(try json(work.file("out3/diff/report.json"))["totals"].map { ($0 as! [String: Int])["pairs"] } == 6)
        // Nor by `cardrender diff` of the two folders.
        let diff = try CLIRunner.run(["diff", golden, work.file("out3")])
        #expect(!diff.stdout.contains("diff/"), "\(diff.stdout)")
        #expect(
            !diff.stdout.contains("new"), "a contact sheet the golden folder never recorded is not new: \(diff.stdout)")

        // A PNG cardrender did not record is left alone; recording refreshes the goldens.
        try FileManager.default.copyItem(
            atPath: work.file("golden/deck/still.png"), toPath: work.file("golden/deck/old.png"))
        let refresh = try CLIRunner.run(
            ["-i", photos.path, "-o", work.file("out3"), "--check", golden, "--record", "--prune"] + Self.render)
        #expect(refresh.status == 0, "\(refresh.stderr)")
        #expect(refresh.stdout.contains("left alone: 1 PNG"), "\(refresh.stdout)")
        #expect(FileManager.default.fileExists(atPath: work.file("golden/deck/old.png")))
        #expect(
            try CLIRunner.run(["-i", photos.path, "-o", work.file("out4"), "--check", golden] + Self.render).status == 0
        )
    }

    /// Refused by the parser or as the render starts (in process: the message, and that nothing
    /// is rendered).
    @Test(arguments: [
        (["--record"], "--record needs --check"),
        (["--threshold", "0.2"], "need --check")
    ])
    func goldenOptionMistakesAreRefused(extra: [String], quoted: String) throws {
        let work = try TestFolder(); defer { work.remove() }
        let refusal = ParsedCommandLine.refusalWhenRun(
            ["-i", Repository.photos, "-o", work.file("out")] + Self.render + extra)
        #expect(refusal?.contains(quoted) == true, "\(extra): \(refusal ?? "accepted")")
        #expect(!FileManager.default.fileExists(atPath: work.file("out")), "nothing is rendered")
    }

    /// Through the binary: exit status 2, the message, and nothing rendered.
    @Test(arguments: [
        (["--check", "OUT/golden"], "may not be the same")
    ])
    func goldenOptionMistakesAreUsageErrors(extra: [String], quoted: String) throws {
        let work = try TestFolder(); defer { work.remove() }
        let arguments =
            ["-i", Repository.photos, "-o", work.file("out")] + Self.render
            + extra.map {
                $0.replacingOccurrences(of: "OUT", with: work.file("out")).replacingOccurrences(
                    of: "GOLDEN", with: work.file("g"))
            }
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2, "\(extra): \(result.stderr)")
        #expect(result.stderr.contains(quoted), "\(extra): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work.file("out")), "nothing is rendered")
    }

    /// The help texts, as the entry point prints them with exit status 0, made in process
    /// (RenderCommandTests' helpAndVersion prints help through the binary).
    @Test func helpDocumentsDiffAndItsExitStatus() throws {
        let root = try #require(ParsedCommandLine.help(["--help"]))
        #expect(root.contains("\n  diff "), "root help lacks diff")
        let render = try #require(ParsedCommandLine.help(["render", "--help"]))
        for text in ["`cardrender diff", "--check", "--record", "with --check some frames differ"] {
            #expect(render.contains(text), "render help lacks \(text)")
        }
        let diff = try #require(ParsedCommandLine.help(["diff", "--help"]))
        for text in [
            "--out", "--json", "--junit", "--threshold", "--no-antialiasing-detection", "--max-diff-pixels",
            "--max-diff-ratio", "EXIT STATUS", "0  no differences", "1  differences", "2  usage error"
        ] {
            #expect(diff.contains(text), "diff help lacks \(text)")
        }
    }
}
