import Foundation
import Testing
import TestSupport

/// `--progress line` into a file or pipe: the drawn line is ended before anything else is
/// written, and its count is the count the run's summary gives.
@Suite struct ProgressLineEndTests {
    static let run = [
        "-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10",
        "--progress", "line"
    ]

    @Test func theLastDrawnLineIsEndedBeforeTheNextMessage() throws {
        let out = try TestFolder(); defer { out.remove() }
        // 2>&1: the summary on stdout and the notices on stderr land in the same file as the line.
        let result = try CLIRunner.runShell(
            "'\(CLIRunner.executable)' \((Self.run + ["-o", out.file("o")]).map { "'\($0)'" }.joined(separator: " ")) 2>&1"
        )
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("[100%]"), "\(result.stdout.debugDescription)")
        for line in result.stdout.split(separator: "\n") where line.contains("%]") {
            #expect(!line.contains("cardrender:"), "a message glued to the progress line: \(line.debugDescription)")
        }
        #expect(result.stdout.hasSuffix("\n"))
    }

    @Test func theProgressTotalIsTheNumberOfFilesTheSummaryCounts() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run(Self.run + ["-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let drawn = try #require(result.stderr.matches(of: #/(\d+)/(\d+) files/#).last)
        let summary = try #require(result.stdout.firstMatch(of: #/(\d+) files in/#))
        #expect(drawn.output.1 == drawn.output.2, "the last line drawn is the whole run")
        #expect(drawn.output.2 == summary.output.1, "\(result.stderr.debugDescription) \(result.stdout)")
        // And both count what the run wrote: every file in the folder, manifest.json with them.
        #expect(Int(summary.output.1) == out.files().count, "\(out.files())")
    }
}
