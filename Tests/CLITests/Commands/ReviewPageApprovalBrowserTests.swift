import Foundation
import Testing
import TestSupport

/// The review page of a `--check` whose scene file rounds the deck's corners more (15 → 24 pt) and
/// eases its swipe out: the index leads with the worst change, each changed item shows the command
/// that approves it, what did not move is listed as property rows, curves enlarge with axis ticks,
/// and a page opened away from its frames says so and names the folders to upload.
@Suite(.serialized) struct ReviewPageApprovalBrowserTests {
    static let render = ReviewPageBrowserTests.render

    /// Records the deck into `golden/`, then checks a render with the changed scene file against
    /// it, run from `work` with relative paths as in CI; returns the check's output.
    private func checkChangedCorners(_ work: TestFolder) throws -> CLIRunner.Result {
        try "deck:\n  cornerRadius: 24\n  curve: easeOut\n".write(
            toFile: work.file("scene.yaml"), atomically: true, encoding: .utf8)
        let record = try CLIRunner.run(
            ["-i", Repository.photos, "-o", "first"] + Self.render + ["--check", "golden", "--record"],
            directory: work.path)
        #expect(record.status == 0, "\(record.stderr)")
        let check = try CLIRunner.run(
            ["-i", Repository.photos, "-o", "out"] + Self.render + ["--scene-file", "scene.yaml", "--check", "golden"],
            directory: work.path)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        return check
    }

    @Test(.enabled(if: Chromium.path != nil, "\(Chromium.missing)"))
    func aReviewerSeesTheWorstChangeFirstWhatDidNotMoveAndHowToApprove() throws {
        let work = try TestFolder(); defer { work.remove() }
        let check = try checkChangedCorners(work)
        #expect(check.stdout.contains("motion: deck/snap-back: card 1: cornerRadius 15 → 24 pt"), "\(check.stdout)")
        let approve =
            "cardrender --input \(Repository.photos) --out out --scene-file scene.yaml --scale 0.5 --fps 30 --check golden --record --record-only changed"
        var arguments = [
            "--expect-approve", "deck/swipe-right=\(approve) --scene deck --animation swipe-right",
            "--expect-approve", "deck/snap-back=\(approve) --scene deck --animation snap-back",
            "--expect-approve", "deck/still.png=\(approve) --scene deck",
            "--expect-property", "deck/snap-back|card 0|cornerRadius|15 pt|24 pt",
            "--expect-property", "deck/swipe-right|card 1|cornerRadius|15 pt|24 pt",
            "--expect-enlarge"
        ]
        if let shots = ProcessInfo.processInfo.environment["REVIEW_PAGE_SCREENSHOTS"] {
            arguments += ["--screenshots", shots]
        }
        let result = try Chromium.driveReviewPage(work.file("out/diff/report.html"), arguments, from: work.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("ok: the index leads with the worst change"), "\(result.stdout)")
        #expect(result.stdout.contains("ok: deck/swipe-right shows the command that approves it"), "\(result.stdout)")
        #expect(
            result.stdout.contains("ok: deck/snap-back: a row says card 0 cornerRadius 15 pt → 24 pt"),
            "\(result.stdout)")
        #expect(result.stdout.contains("ok: its time axis has ticks in seconds"), "\(result.stdout)")
        #expect(
            result.stdout.contains("ok: a page whose images are beside it does not say they are missing"),
            "\(result.stdout)")
    }

    /// Only `out/diff/` uploaded, as the README's CI example once did: the page says its frames are
    /// not beside it and names golden/ and out/.
    @Test(.enabled(if: Chromium.path != nil, "\(Chromium.missing)"))
    func aPageWithoutItsImagesSaysWhichFoldersToUpload() throws {
        let work = try TestFolder(); defer { work.remove() }
        _ = try checkChangedCorners(work)
        // Deep enough that the page's ../../golden/ and ../ lead nowhere.
        try FileManager.default.createDirectory(
            atPath: work.file("downloads/run-12"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: work.file("out/diff"), toPath: work.file("downloads/run-12/frame-diff"))
        let result = try Chromium.driveReviewPage(
            work.file("downloads/run-12/frame-diff/report.html"),
            ["--expect-missing-images", "golden/", "--expect-missing-images", "out/"],
            from: work.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("ok: the page says its images are not beside it"), "\(result.stdout)")
        #expect(
            result.stdout.contains("ok: it names the expected frames and the actual frames as missing"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains("ok: a frame that is not there says so in place of a broken image"),
            "\(result.stdout)")
    }
}
