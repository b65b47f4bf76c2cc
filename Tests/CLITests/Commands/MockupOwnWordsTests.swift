import Foundation
import Testing
import TestSupport

/// A mockup speaks of its own options: a refusal names no option it does not take (`--scale`) and
/// shows its own usage, also for a refusal found as it runs.
@Suite struct MockupOwnWordsTests {
    static let mockup = ["mockup", "-i", Repository.photos]

    @Test func aCanvasTooLargeIsSaidInAMockupsOwnTerms() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(Self.mockup + ["-o", work.file("out"), "--size", "7072x7072"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(!result.stderr.contains("--scale"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "--size 7072x7072 is 50013184 square points; a mockup's canvas may have at most 25000000 (5000x5000)"),
            "\(result.stderr)")
        #expect(result.stderr.contains("Usage: cardrender mockup"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work.file("out")))
    }

    /// Refused once the command runs, not while its options are parsed: still mockup's usage.
    @Test(arguments: [
        ["--animation", "swipe-right", "--at", "1x", "--export-preset", "app-preview"],
        ["--animation", "swipe-right", "--export", "gif", "--time", "0.5"]
    ])
    func aRefusalShowsTheMockupsUsage(_ options: [String]) throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(Self.mockup + ["-o", work.file("out")] + options)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: --"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: cardrender mockup <options>"), "\(result.stderr)")
        #expect(result.stderr.contains("See 'cardrender mockup --help'"), "\(result.stderr)")
        #expect(!result.stderr.contains("cardrender -i <dir> -o <dir>"), "render's usage: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work.file("out")))
    }
}
