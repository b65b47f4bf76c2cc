import Foundation
import Testing
import TestSupport

/// What `cardrender diff` says about motion when the renders differ in frame rate, duration or a
/// property that does not move.
@Suite(.serialized) struct MotionByTimeCommandTests {
    static let deck = ["--scene", "deck", "--animation", "swipe-right", "--scale", "0.25"]
    static let sheet = ["--scene", "sheet", "--animation", "fling-up", "--scale", "0.25"]

    private func render(_ work: TestFolder, _ folder: String, _ arguments: [String], scene: String? = nil) throws {
        var extra: [String] = []
        if let scene {
            try scene.write(toFile: work.file("\(folder).yaml"), atomically: true, encoding: .utf8)
            extra = ["--scene-file", work.file("\(folder).yaml")]
        }
        let result = try CLIRunner.run(["-i", Repository.photos, "-o", work.file(folder)] + arguments + extra)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// The same motion sampled at 30 and 60 fps is the same motion.
    @Test func anotherFrameRateIsNotAChangeOfMotion() throws {
        let work = try TestFolder(); defer { work.remove() }
        try render(work, "golden", Self.sheet + ["--fps", "30"])
        try render(work, "out", Self.sheet + ["--fps", "60"])
        let diff = try CLIRunner.run(["diff", work.file("golden"), work.file("out")])
        #expect(
            diff.stdout.contains(
                "motion: sheet/fling-up: motion and layer properties unchanged at the 24 instants both have (60 fps, expected 30 fps)"
            ), "\(diff.stdout)")
        #expect(!diff.stdout.contains("differs from"), "\(diff.stdout)")
    }

    /// A longer spring: both durations, and the time only the longer one has.
    @Test func aLongerAnimationSaysBothDurations() throws {
        let work = try TestFolder(); defer { work.remove() }
        try render(work, "golden", Self.sheet + ["--fps", "30"])
        try render(work, "out", Self.sheet + ["--fps", "30"], scene: "sheet:\n  springDuration: 0.7\n")
        let diff = try CLIRunner.run(["diff", work.file("golden"), work.file("out")])
        #expect(diff.status == 1)
        #expect(
            diff.stdout.contains(
                "motion: sheet/fling-up: fling-up lasts 0.95 s, expected 0.75 s: t = 0.767–0.95 s only in the actual frames"
            ), "\(diff.stdout)")
    }

    /// A corner radius moves nothing, yet the frames differ: the motion line names it.
    @Test func aChangedCornerRadiusIsNamed() throws {
        let work = try TestFolder(); defer { work.remove() }
        try render(work, "golden", Self.deck + ["--fps", "10"])
        try render(work, "out", Self.deck + ["--fps", "10"], scene: "deck:\n  cornerRadius: 24\n")
        let diff = try CLIRunner.run(["diff", work.file("golden"), work.file("out")])
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("motion: deck/swipe-right: card 0: cornerRadius 15 → 24 pt"), "\(diff.stdout)")
        #expect(!diff.stdout.contains("motion unchanged"), "\(diff.stdout)")
    }
}
