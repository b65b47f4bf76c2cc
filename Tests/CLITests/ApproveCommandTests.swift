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

    @Test func aCheckBecomesARecordingOfOneAnimationOrStill() {
        let approval = ApproveCommand.approval(arguments: [
            "/ci/.build/release/cardrender", "-i", "photos", "-o", "out", "--scene", "deck", "--animation=swipe-right,snap-back",
            "--fps", "30", "--shard", "2/4", "--check", "golden", "--summary", "/tmp/summary.md", "--progress", "line", "--max-diff-ratio", "0.001",
        ])
        #expect(words(approval.animation) == ["cardrender", "-i", "photos", "-o", "out", "--fps", "30", "--check", "golden", "--max-diff-ratio", "0.001",
                                              "--record", "--record-only", "changed", "--scene", "{scene}", "--animation", "{animation}"])
        #expect(words(approval.still) == ["cardrender", "-i", "photos", "-o", "out", "--fps", "30", "--check", "golden", "--max-diff-ratio", "0.001",
                                          "--record", "--record-only", "changed", "--scene", "{scene}"])
    }

    @Test func aMergeRecordsTheWholeRun() {
        let approval = ApproveCommand.approval(arguments: ["cardrender", "merge", "frames", "--check", "golden", "--summary", "s.md"])
        #expect(words(approval.animation) == ["cardrender", "merge", "frames", "--check", "golden", "--record", "--record-only", "changed"])
        #expect(approval.still == approval.animation)
    }

    @Test func wordsAreQuotedForAShellAndItemsFillTheirNames() {
        let approval = ReviewApproval(animation: [.text("cardrender"), .text("-i"), .text("my photos"), .text("--scene"), .scene, .text("--animation"), .animation],
                                      still: [.text("cardrender"), .text("--scene"), .scene])
        let swipe = ReviewGroup(kind: .animation, id: "deck/swipe-right", frames: [0], frameNumbers: [0], others: [], status: .changed)
        let still = ReviewGroup(kind: .image, id: "deck/still.png", frames: [1], frameNumbers: [], others: [], status: .changed)
        let snap = ReviewGroup(kind: .animation, id: "deck/snap-back", frames: [2], frameNumbers: [0], others: [], status: .changed)
        let sheet = ReviewGroup(kind: .animation, id: "sheet/fling-up", frames: [3], frameNumbers: [0], others: [], status: .changed)
        let loose = ReviewGroup(kind: .image, id: "loose.png", frames: [4], frameNumbers: [], others: [], status: .changed)
        #expect(approval.command(for: swipe) == "cardrender -i 'my photos' --scene deck --animation swipe-right")
        #expect(approval.command(for: still) == "cardrender --scene deck")
        #expect(approval.command(for: loose) == nil)
        // An animation's run renders its scene's stills too; a still's run, its whole scene.
        #expect([still, snap, sheet].map { approval.records($0, with: swipe) } == [true, false, false])
        #expect([swipe, snap, sheet].map { approval.records($0, with: still) } == [true, true, false])
        #expect(ShellWord.quoted("it's") == #"'it'\''s'"# && ShellWord.quoted("") == "''" && ShellWord.quoted("a/b-1.png") == "a/b-1.png")
    }
}
