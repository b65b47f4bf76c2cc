import Testing
@testable import CardRender
@testable import cardrender
@testable import CardCheck

/// The approve command the review page shows: the check's own command line, without what only the
/// check or one machine needs, recording one animation's or still's changed frames.
struct ApproveCommandTests {
    private func words(_ words: [ReviewApproval.Word]) -> [String] {
        words.map { word in
            switch word {
            case let .text(text): text
            case .scene: "{scene}"
            case .animation: "{animation}"
            }
        }
    }

    @Test func aCheckBecomesARecordingOfOneAnimationOrStill() throws {
        let render = try #require(
            try CardRenderCommand.parseAsRoot([
                "-i", "photos", "-o", "out", "--scene", "deck", "--animation=swipe-right,snap-back", "--fps", "30",
                "--shard", "2/4",
                "--check", "golden", "--summary", "/tmp/summary.md", "--progress", "line", "--max-diff-ratio", "0.001",
                "--trace", "t.json"
            ]) as? Render)
        #expect(
            words(render.approval.animation) == [
                "cardrender", "--input", "photos", "--out", "out", "--fps", "30", "--check", "golden",
                "--max-diff-ratio", "0.001",
                "--record", "--record-only", "changed", "--scene", "{scene}", "--animation", "{animation}"
            ])
        #expect(
            words(render.approval.still) == [
                "cardrender", "--input", "photos", "--out", "out", "--fps", "30", "--check", "golden",
                "--max-diff-ratio", "0.001",
                "--record", "--record-only", "changed", "--scene", "{scene}"
            ])
    }

    /// Every option that shapes the frames or the comparison is repeated, with the value parsed;
    /// one left at its default is not.
    @Test func theRenderingAndComparisonOptionsAreRepeated() throws {
        let render = try #require(
            try CardRenderCommand.parseAsRoot([
                "render", "--out", "o", "--input", "p", "--png-compression", "fast", "--max-input-pixels", "1000",
                "--size", "400x800.5", "--seed", "7",
                "--scene-file", "s.yaml", "--stamps", "--preset", "koloda", "--scale", "1", "--fps", "60", "--jobs",
                "3", "--strict", "--export", "gif",
                "--export", "webp", "--loop", "2", "--captions", "c.json", "--order", "mtime", "--labels", "none",
                "--backdrop", "b.jpg",
                "--check", "g", "--check-contact-sheets", "--threshold", "0.2", "--no-antialiasing-detection",
                "--max-diff-pixels", "5",
                "--check-config", "k.yaml", "--record", "--variant", "arm64", "--prune"
            ]) as? Render)
        #expect(
            words(render.approval.still) == [
                "cardrender", "--input", "p", "--out", "o", "--png-compression", "fast", "--max-input-pixels", "1000",
                "--size", "400x800.5",
                "--seed", "7", "--scene-file", "s.yaml", "--stamps", "--preset", "koloda", "--scale", "1", "--jobs",
                "3", "--strict",
                "--export", "gif", "--export", "webp", "--loop", "2", "--captions", "c.json", "--order", "mtime",
                "--labels", "none",
                "--backdrop", "b.jpg", "--check", "g", "--check-contact-sheets", "--threshold", "0.2",
                "--no-antialiasing-detection",
                "--max-diff-pixels", "5", "--check-config", "k.yaml", "--record", "--record-only", "changed", "--scene",
                "{scene}"
            ])
    }

    /// The approving command parses back into a recording of the same run.
    @Test func theApprovingCommandParsesBackIntoTheSameRunRecording() throws {
        let arguments = [
            "-i", "photos", "-o", "out", "--size", "400x800.5", "--scale", "1.5", "--export", "gif", "--order", "mtime",
            "--check", "golden", "--threshold", "0.2", "--scene", "deck", "--animation", "snap-back"
        ]
        let render = try #require(try CardRenderCommand.parseAsRoot(arguments) as? Render)
        let approving = words(render.approval.animation).dropFirst().map {
            $0 == "{scene}" ? "deck" : $0 == "{animation}" ? "swipe-right" : $0
        }
        let again = try #require(try CardRenderCommand.parseAsRoot(Array(approving)) as? Render)
        #expect(again.golden.record && again.golden.recordOnly == .changed && again.golden.check == "golden")
        #expect(again.scene.scenes == ["deck"] && again.scene.animations == ["swipe-right"])
        #expect(words(again.approval.animation) == words(render.approval.animation))
        #expect(try again.settings().scale == 1.5 && again.settings().canvas == render.settings().canvas)
    }

    @Test func aMergeRecordsTheWholeRun() throws {
        let merge = try #require(
            try CardRenderCommand.parseAsRoot(["merge", "frames", "--check", "golden", "--summary", "s.md"]) as? Merge)
        #expect(
            words(merge.approval.animation) == [
                "cardrender", "merge", "frames", "--check", "golden", "--record", "--record-only", "changed"
            ])
        #expect(merge.approval.still == merge.approval.animation)
    }

    @Test func wordsAreQuotedForAShellAndItemsFillTheirNames() {
        let approval = ReviewApproval(
            animation: [
                .text("cardrender"), .text("-i"), .text("my photos"), .text("--scene"), .scene, .text("--animation"),
                .animation
            ],
            still: [.text("cardrender"), .text("--scene"), .scene])
        let swipe = ReviewGroup(
            kind: .animation, id: "deck/swipe-right", frames: [0], frameNumbers: [0], others: [], status: .changed)
        let still = ReviewGroup(
            kind: .image, id: "deck/still.png", frames: [1], frameNumbers: [], others: [], status: .changed)
        let snap = ReviewGroup(
            kind: .animation, id: "deck/snap-back", frames: [2], frameNumbers: [0], others: [], status: .changed)
        let sheet = ReviewGroup(
            kind: .animation, id: "sheet/fling-up", frames: [3], frameNumbers: [0], others: [], status: .changed)
        let loose = ReviewGroup(
            kind: .image, id: "loose.png", frames: [4], frameNumbers: [], others: [], status: .changed)
        #expect(approval.command(for: swipe) == "cardrender -i 'my photos' --scene deck --animation swipe-right")
        #expect(approval.command(for: still) == "cardrender --scene deck")
        #expect(approval.command(for: loose) == nil)
        // An animation's run renders its scene's stills too; a still's run, its whole scene.
        #expect([still, snap, sheet].map { approval.records($0, with: swipe) } == [true, false, false])
        #expect([swipe, snap, sheet].map { approval.records($0, with: still) } == [true, true, false])
        #expect(
            ShellWord.quoted("it's") == #"'it'\''s'"# && ShellWord.quoted("") == "''"
                && ShellWord.quoted("a/b-1.png") == "a/b-1.png")
    }
}
