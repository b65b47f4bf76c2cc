import Foundation
import Testing
import TestSupport

/// After `--record`, OUT/diff/ holds no report of the goldens as they were before: a report
/// whose "expected" images are now the new goldens would show a change with both sides alike.
@Suite struct GoldenRecordStaleReportTests {
    static let deck = [
        "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10", "--progress", "none"
    ]

    private func renamedPhotos() throws -> TestFolder {
        let photos = try TestFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try photos.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
        return photos
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func recordingRemovesTheReportOfTheCheckBeforeIt() throws {
        let work = try TestFolder(), photos = try renamedPhotos()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden"), out = work.file("out")
        try RecordedGolden.copy(to: golden)
        let check = try CLIRunner.run(["-i", photos.path, "-o", out] + Self.deck + ["--check", golden])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(exists(out + "/diff/report.html") && exists(out + "/diff/deck/still.diff.png"))
        // A file of the user's in the report folder stays.
        try HostileFiles.write("mine\n", to: out + "/diff/notes.txt")

        let record = try CLIRunner.run(["-i", photos.path, "-o", out] + Self.deck + ["--check", golden, "--record"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        for stale in ["report.html", "report.json", "report.junit.xml", "contact-sheet.png", "deck/still.diff.png"] {
            #expect(!exists(out + "/diff/" + stale), "\(stale) described the goldens before this recording")
        }
        #expect(exists(out + "/diff/notes.txt"))
        #expect(
            record.stdout.contains("removed the check's report from \(out)/diff"), "the run says so: \(record.stdout)")
    }

    @Test func recordingOnlyTheChangedFramesLeavesNoReportSayingTheyChanged() throws {
        let work = try TestFolder(), photos = try renamedPhotos()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden"), out = work.file("out")
        try RecordedGolden.copy(to: golden)
        let record = try CLIRunner.run(
            ["-i", photos.path, "-o", out] + Self.deck + ["--check", golden, "--record", "--record-only", "changed"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(!exists(out + "/diff/report.html"), "a page saying \"changed\" next to the goldens it just replaced")
        #expect(!exists(out + "/diff/report.json"))
        // The recording passes its own check.
        let again = try CLIRunner.run(["-i", photos.path, "-o", out] + Self.deck + ["--check", golden])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }
}
