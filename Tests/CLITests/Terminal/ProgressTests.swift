import Foundation
import Testing
import TestSupport
@testable import cardrender

@Suite struct ProgressTests {
    @Test func theLineFitsAnyWidthAndDropsWhatDoesNotFit() {
        let line = ProgressLine(
            done: 265, total: 590, seconds: 10, label: "files", path: "swiftui-deck/swipe-right/frame-0062.png")
        #expect(
            line.text(width: nil)
                == "[ 44%] 265/590 files · 0:13 left · 27 files/s · swiftui-deck/swipe-right/frame-0062.png")
        for width in [1, 8, 20, 30, 45, 60, 200] {
            let text = line.text(width: width)
            #expect(text.count <= max(0, width - 1), "\(width): \(text)")
            #expect(!text.contains("\n") && !text.contains("\r"))
        }
        #expect(line.text(width: 30) == "[ 44%] 265/590 files")
        #expect(line.text(width: 47) == "[ 44%] 265/590 files · 0:13 left · 27 files/s")
        #expect(line.text(width: 60) == "[ 44%] 265/590 files · 0:13 left · 27 files/s · …e-0062.png")
        #expect(ProgressLine.clock(75.4) == "1:16" && ProgressLine.clock(3700) == "1:01:40")
    }

    @Test func aLogGetsPlainLinesAndNeverAControlCharacter() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run([
            "-i", Repository.photos, "-o", out.path, "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.25", "--progress", "plain"
        ])
        #expect(result.status == 0)
        #expect(
            !result.stderr.unicodeScalars.contains { $0.value < 32 && $0 != "\n" }, "\(result.stderr.debugDescription)")
        let none = try CLIRunner.run([
            "-i", Repository.photos, "-o", out.path, "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.25", "--progress", "none"
        ])
        #expect(none.stderr.isEmpty, "\(none.stderr)")
    }
}
