import Foundation
import Testing
import TestSupport

/// `--json`, `--junit`, `--summary` and `--trace` write where the user asked, in place for what
/// is not a regular file, appending for a summary, and never among the files a run reads or writes:
/// the commands' side (exit statuses, the folders each command names, the summary's text). How a
/// report path is written and checked is tested in process, in CardFoundationTests' ReportPathTests.
@Suite struct ReportPathTests {
    static let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]
    static let photo = (Repository.photos as NSString).appendingPathComponent("astronaut.png")

    /// A report that cannot be written is an error of the run, naming the file, and the device
    /// stays a device. (How a device, a link and a FIFO are written: CardFoundationTests' ReportPathTests.)
    @Test func aReportOnAFullDeviceIsAnErrorAndTheDeviceStays() throws {
        let work = try TestFolder(); defer { work.remove() }
        guard let full = HostileFiles.characterDevice(work.file("full"), major: 1, minor: 7) else {
            print("skipped: this system does not allow making device nodes in a scratch folder")
            return
        }
        let junit = try CLIRunner.run(["diff", Self.photo, Self.photo, "--junit", full])
        #expect(junit.status == 2, "a full device cannot take the report: \(junit.stdout)")
        #expect(junit.stderr.contains("full"), "\(junit.stderr)")
        #expect(HostileFiles.isCharacterDevice(full))
    }

    @Test func aReportNeverLandsOnAFileTheRunReadsOrWrites() throws {
        let work = try TestFolder(); defer { work.remove() }
        try FileManager.default.copyItem(atPath: Repository.photos, toPath: work.file("photos"))
        let photos = work.file("photos"), out = work.file("out"), golden = work.file("golden")
        #expect(try CLIRunner.run(["-i", photos, "-o", out] + Self.deck + ["--check", golden, "--record"]).status == 0)
        let photo = work.file("photos/astronaut.png"), index = work.file("golden/golden.json")
        let manifest = work.file("out/manifest.json"), frame = work.file("out/deck/snap-back/frame-0001.png")
        let before = try [photo, index, manifest, frame].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }

        let attempts: [[String]] = [
            ["-i", photos, "-o", out] + Self.deck + ["--check", golden, "--summary", photo],
            ["-i", photos, "-o", out] + Self.deck + ["--check", golden, "--summary", index],
            ["-i", photos, "-o", out] + Self.deck + ["--trace", manifest],
            [
                "diff", work.file("golden/deck/still.png"), work.file("out/deck/still.png"), "--json",
                work.file("golden/deck/still.png")
            ],
            ["diff", golden, out, "--out", work.file("d"), "--junit", frame],
            ["diff", golden, out, "--json", work.file("d2/r.json"), "--out", work.file("d2")]
        ]
        for arguments in attempts {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2, "\(arguments.joined(separator: " ")): \(result.stdout)")
            #expect(result.stderr.contains("inside") || result.stderr.contains(" is "), "\(result.stderr)")
        }
        let after = try [photo, index, manifest, frame].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(after == before, "no input, golden or output file was replaced")
    }

    @Test func aSummaryIsAppendedAsGitHubExpects() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden"), summary = work.file("step-summary.md")
        try RecordedGolden.copy(to: golden)
        try HostileFiles.write("# Earlier step\n\n| a failing check |\n", to: summary)
        let result = try CLIRunner.run(
            ["-i", Repository.photos, "-o", out] + Self.deck + ["--check", golden, "--summary", summary])
        #expect(result.status == 0, "\(result.stderr)")
        let text = HostileFiles.text(summary) ?? ""
        #expect(text.hasPrefix("# Earlier step\n\n| a failing check |\n"), "\(text)")
        #expect(text.contains("## cardrender: no visual changes"), "\(text)")
    }
}
