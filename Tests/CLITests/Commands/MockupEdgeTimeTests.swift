import Foundation
import Testing
import TestSupport

/// A moment a hair after the start of an animation is drawn like any other, from the command line
/// and from a set file.
@Suite struct MockupEdgeTimeTests {
    /// 1e-9 s into the swipe turns the card by a denormal angle; on the 6.9-inch iPhone at 3x the
    /// compositor once divided by it and stopped the process (exit 132) converting 1e300 to an Int.
    @Test func aTimeOfANanosecondIsDrawn() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(
            ["mockup", "-i", Repository.photos, "-o", work.file("out"), "--animation", "swipe-right", "--time", "1e-9"],
            timeout: 120)
        #expect(result.status == 0 && !result.signalled, "\(result.stderr)")
        #expect(try MockupCommandTests.pngSize(work.file("out/mockup-deck-iphone-6.9@3x.png")) == (1320, 2868))

        let set = "formats: [iphone-6.9]\nshots:\n  - {scene: deck, animation: swipe-right, time: 0.000000001}\n"
        try set.write(toFile: work.file("set.yaml"), atomically: true, encoding: .utf8)
        let fromSet = try CLIRunner.run(
            ["mockup", "--config", work.file("set.yaml"), "-i", Repository.photos, "-o", work.file("set")],
            timeout: 120)
        #expect(fromSet.status == 0 && !fromSet.signalled, "\(fromSet.stderr)")
        #expect(
            try MockupCommandTests.pngSize(work.file("set/en-US/iphone-6.9/01-deck-swipe-right.png")) == (1320, 2868))
    }
}
