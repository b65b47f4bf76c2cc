import Foundation
import Testing
import TestSupport

/// What `OutputConsumerTests` hands to the programs that read it: golden frames of the photo stack
/// recorded from the sample photos, then a check of a render in which one photo has another's
/// pixels: its frames differ, so the check writes diff images, reports and a step summary.
struct OutputConsumerRenders: Sendable {
    let work: TestFolder
    var before: String { work.file("golden") }
    var after: String { work.file("after") }

    init() throws {
        work = try TestFolder()
        let photos = work.file("photos")
        try FileManager.default.copyItem(atPath: Repository.photos, toPath: photos)
        let common = ["--scene", "photostack", "--scale", "0.25", "--fps", "10", "--export", "gif"]
        let record = try CLIRunner.run(
            common + ["-i", photos, "-o", work.file("recorded"), "--check", before, "--record"])
        try #require(record.status == 0, "\(record.stderr)")
        try FileManager.default.removeItem(atPath: photos + "/astronaut.png")
        try FileManager.default.copyItem(atPath: photos + "/coffee.png", toPath: photos + "/astronaut.png")
        let checked = try CLIRunner.run(
            common + ["-i", photos, "-o", after, "--check", before, "--summary", work.file("summary.md")])
        try #require(checked.status == 1, "one photo changed: \(checked.stdout)\(checked.stderr)")
    }

    /// The renders of the running suite.
    static func current() throws -> OutputConsumerRenders {
        try #require(Shared.renders, "the suite's renders were not made")
    }

    /// Makes the renders once for a suite whose tests only read them, and removes them after it.
    struct Shared: SuiteTrait, TestScoping {
        @TaskLocal static var renders: OutputConsumerRenders?

        var isRecursive: Bool { false }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let renders = try OutputConsumerRenders()
            defer { renders.work.remove() }
            try await Self.$renders.withValue(renders) { try await function() }
        }
    }
}
