import Testing
@testable import CardCheck
import TestSupport

/// A contact sheet repeats an animation's frames: it is reported as an item of its own, never
/// counted as one of the frames.
@Suite struct DiffGroupContactSheetTests {
    @Test func anAnimationCountsItsFramesOnly() {
        let pairs = [
            DiffPairResult(
                path: "deck/swipe-right/contact-sheet.png", kind: .different, width: 10, height: 10, differentPixels: 5),
            DiffPairResult(
                path: "deck/swipe-right/frame-0000.png", kind: .different, width: 10, height: 10, differentPixels: 5),
            DiffPairResult(path: "deck/swipe-right/frame-0001.png", kind: .identical, width: 10, height: 10)
        ]
        let groups = DiffGroup.group(pairs)
        let animation = groups.first { $0.name == "deck/swipe-right" }
        #expect(animation?.kind == .animation && animation?.pairs == 2 && animation?.failing == 1)
        #expect(
            animation?.summary.hasPrefix("deck/swipe-right: 1 of 2 frames differ") == true,
            "\(animation?.summary ?? "")")
        let sheet = groups.first { $0.name == "deck/swipe-right/contact-sheet.png" }
        #expect(sheet?.pairs == 1 && sheet?.status == .changed)
    }
}
