import Foundation
import Testing
import TestSupport

/// What a check tells the people who read it elsewhere: changes inside the budget on the
/// terminal, and a step summary whose links and motion sentences work where it is posted.
@Suite struct CheckReportsTests {
    static let snapBack = [
        "-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "20",
        "--progress", "none"
    ]

    /// Records deck/snap-back into `golden` (rendered into `a`), and writes `change` as a scene file.
    private func record(_ work: TestFolder, change: String) throws -> (golden: String, sceneFile: String) {
        let golden = work.file("golden")
        #expect(try CLIRunner.run(Self.snapBack + ["-o", work.file("a"), "--check", golden, "--record"]).status == 0)
        try change.write(toFile: work.file("scene.yaml"), atomically: true, encoding: .utf8)
        return (golden, work.file("scene.yaml"))
    }

    @Test func changesWithinTheBudgetAreCountedAndNamedOnTheTerminal() throws {
        let work = try TestFolder(); defer { work.remove() }
        // Rounder corners: every frame changes a little, the motion not at all.
        let (_, rounder) = try record(work, change: "deck:\n  cornerRadius: 17\n")
        #expect(try CLIRunner.run(Self.snapBack + ["-o", work.file("b"), "--scene-file", rounder]).status == 0)

        let result = try CLIRunner.run(["diff", work.file("a"), work.file("b"), "--max-diff-ratio", "1"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let animation = try #require(lines.first { $0.hasPrefix("deck/snap-back: ") }, "\(result.stdout)")
        #expect(animation.contains(" frames changed within the budget, worst "), "\(animation)")
        let totals = try #require(lines.last)
        #expect(totals.hasPrefix("cardrender diff: "), "\(totals)")
        #expect(totals.contains(" changed within the budget)"), "\(totals)")
    }

    @Test func theSummaryLinksFromTheBaseGivenAndCarriesTheMotion() throws {
        let work = try TestFolder(); defer { work.remove() }
        // A slower release: the motion and the frames change.
        let (golden, slow) = try record(work, change: "deck:\n  releaseDuration: 0.4\n")
        let base = "https://ci.example/runs/7/diff"
        let check = try CLIRunner.run(
            Self.snapBack + [
                "-o", work.file("b"), "--scene-file", slow, "--check", golden,
                "--summary", work.file("summary.md"), "--summary-base", base
            ])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let summary = try String(contentsOfFile: work.file("summary.md"), encoding: .utf8)
        let links = summary.components(separatedBy: "](").dropFirst().compactMap {
            $0.split(separator: ")").first.map(String.init)
        }
        #expect(links.contains { $0.hasSuffix(".diff.png") }, "\(summary)")
        #expect(links.allSatisfy { $0.hasPrefix(base + "/") }, "\(links)")

        let prefix = "motion: deck/snap-back: "
        let sentences = check.stdout.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map {
            String($0.dropFirst(prefix.count))
        }
        #expect(!sentences.isEmpty, "\(check.stdout)")
        for sentence in sentences {
            #expect(summary.contains(sentence), "the summary lacks \"\(sentence)\": \(summary)")
        }
    }

    @Test func aSummaryBaseNeedsASummary() throws {
        let result = try CLIRunner.run(
            Self.snapBack + [
                "-o", "/nonexistent/out", "--check", "/nonexistent/golden", "--summary-base", "https://ci.example/x"
            ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--summary-base needs --summary"), "\(result.stderr)")
    }
}
