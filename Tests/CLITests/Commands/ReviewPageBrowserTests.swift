import Foundation
import Testing
import TestSupport

/// `cardrender diff --out DIR` writes DIR/report.html; scripts/review-page-test.py opens it from
/// file:// in headless Chromium and drives it (index, scrubber, keys, view modes, motion text, no
/// network). `scripts/install-deps.sh --test` installs Chromium; `make test` runs it first.
@Suite(.serialized) struct ReviewPageBrowserTests {
    static let render = [
        "--scene", "deck", "--animation", "swipe-right", "--animation", "snap-back", "--scale", "0.5", "--fps", "30"
    ]

    /// Two renders of the deck, the second with an ease-out release: frames before the release are
    /// identical, the rest differ, and the motion parts at the release (0.5 s, frame 16 at 30 fps).
    private func changedRelease(_ work: TestFolder) throws -> String {
        try "deck:\n  curve: easeOut\n".write(toFile: work.file("scene.yaml"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["-i", Repository.photos, "-o", work.file("golden")] + Self.render).status == 0)
        #expect(
            try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("out"), "--scene-file", work.file("scene.yaml")] + Self.render
            ).status == 0)
        let diff = try CLIRunner.run(["diff", work.file("golden"), work.file("out"), "--out", work.file("review")])
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.contains("motion: deck/swipe-right: card 0: x differs from t = 0.533 s"), "\(diff.stdout)")
        #expect(diff.stdout.contains("open \(work.file("review/report.html")) to review"), "\(diff.stdout)")
        return work.file("review/report.html")
    }

    /// Then the checker must fail on a broken page: the → key no longer moving to the next frame.
    @Test(.enabled(if: Chromium.path != nil, "\(Chromium.missing)"))
    func aReviewerCanStepThroughAChangedAnimation() throws {
        let work = try TestFolder(); defer { work.remove() }
        let page = try changedRelease(work)
        let result = try Chromium.driveReviewPage(page, ["--expect-motion", "card 0: x differs from t = 0.433 s"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains(" passed, 0 failed"), "\(result.stdout)")
        #expect(result.stdout.contains("ok: an identical frame is shown once and says so"), "\(result.stdout)")

        let html = try String(contentsOfFile: page, encoding: .utf8)
        let broken = html.replacingOccurrences(
            of: "ev.shiftKey ? jumpChanged(1) : setFrame(state.frame + 1)",
            with: "ev.shiftKey ? jumpChanged(1) : setFrame(state.frame)")
        #expect(broken != html)
        try broken.write(toFile: page, atomically: true, encoding: .utf8)
        let failing = try Chromium.driveReviewPage(page)
        #expect(failing.status == 1, "\(failing.stdout)")
        #expect(failing.stdout.contains("FAILED: → shows the next frame"), "\(failing.stdout)")
    }

    /// Two plain folders of PNGs (no scenes, no animations): the same page, as a flat list.
    @Test(.enabled(if: Chromium.path != nil, "\(Chromium.missing)"))
    func plainFoldersGetAFlatList() throws {
        let work = try TestFolder(); defer { work.remove() }
        #expect(
            try CLIRunner.run([
                "-i", Repository.photos, "-o", work.file("frames"), "--scene", "deck", "--animation", "swipe-right",
                "--scale", "0.5", "--fps", "10"
            ]).status == 0)
        let manager = FileManager.default
        for side in ["e", "a"] {
            try manager.createDirectory(atPath: work.file(side), withIntermediateDirectories: true)
        }
        let frame = { (n: String) in work.file("frames/deck/swipe-right/frame-\(n).png") }
        try manager.copyItem(atPath: frame("0000"), toPath: work.file("e/one.png"))
        try manager.copyItem(atPath: frame("0000"), toPath: work.file("a/one.png"))
        try manager.copyItem(atPath: frame("0002"), toPath: work.file("e/two.png"))
        try manager.copyItem(atPath: frame("0004"), toPath: work.file("a/two.png"))
        try manager.copyItem(atPath: frame("0003"), toPath: work.file("a/three.png"))
        let diff = try CLIRunner.run(["diff", work.file("e"), work.file("a"), "--out", work.file("review")])
        #expect(diff.status == 1 && !diff.stdout.contains("motion:"), "\(diff.stdout)")
        let result = try Chromium.driveReviewPage(work.file("review/report.html"), ["--flat"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("ok: a diff of plain folders is a flat list of images"), "\(result.stdout)")
    }
}
