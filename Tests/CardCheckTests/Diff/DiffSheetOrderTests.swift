@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// The diff contact sheet holds a limited number of rows, so it leads with the worst change: the
/// worst frame of every changed animation first, then the rest by severity.
@Suite struct DiffSheetOrderTests {
    static let white: [UInt8] = [255, 255, 255]
    static let green: [UInt8] = [0, 255, 0]

    @Test func theWorstChangeIsOnTheSheetWhenManySmallerOnesComeFirstByName() throws {
        let root = try TestFolder(); defer { root.remove() }
        let e = root.file("expected"), a = root.file("actual")
        // More barely changed frames than the sheet has rows, all before the big change by name.
        let plain = DiffTestImages.solid(10, 10, Self.white)
        let dotted = DiffTestImages.frame(10, 10) { x, y in x == 4 && y == 4 ? [0, 0, 0] : Self.white }
        for frame in 1...(DiffSheet.maximumRows + 1) {
            let name = "a/corner/frame-\(String(format: "%04d", frame)).png"
            try DiffTestImages.writePNG(plain, to: "\(e)/\(name)")
            try DiffTestImages.writePNG(dotted, to: "\(a)/\(name)")
        }
        // Every pixel changes: blue becomes green, a colour nothing else on the sheet has.
        try DiffTestImages.writePNG(DiffTestImages.solid(10, 10, [0, 0, 255]), to: "\(e)/z/fling/frame-0001.png")
        try DiffTestImages.writePNG(DiffTestImages.solid(10, 10, Self.green), to: "\(a)/z/fling/frame-0001.png")

        let outcome = try DiffRun(expected: e, actual: a, out: root.file("diff")).run()
        #expect(outcome.report.totals.different == DiffSheet.maximumRows + 2)
        let sheet = try VImage.load(try #require(outcome.contactSheet))
        let pixels = try sheet.pixels(), bands = sheet.bands
        let greenPixels = stride(from: 0, to: pixels.count, by: bands).filter { i in
            pixels[i] < 40 && pixels[i + 1] > 215 && pixels[i + 2] < 40
        }.count
        #expect(greenPixels > 100, "the frame that changed most (all green) is not on the sheet")
    }

    @Test func rowsLeadWithEachAnimationsWorstFrame() {
        func row(_ path: String, _ ratio: Double, passes: Bool = false) -> DiffSheet.Ranked {
            DiffSheet.Ranked(path: path, ratio: ratio, passes: passes)
        }
        let rows = [
            row("a/corner/frame-0001.png", 0.003), row("a/corner/frame-0002.png", 0.004),
            row("b/fade/frame-0001.png", 0.0005, passes: true), row("b/fade/frame-0002.png", 0.0008, passes: true),
            row("deck/still.png", 0.01), row("z/fling/frame-0001.png", 0.169), row("z/fling/frame-0002.png", 0.05)
        ]
        let order = DiffSheet.bySeverity(rows).map { rows[$0].path }
        #expect(
            order == [
                // The worst of each: changes over the budget first, the biggest first.
                "z/fling/frame-0001.png", "deck/still.png", "a/corner/frame-0002.png", "b/fade/frame-0002.png",
                // Then the rest, in the same order of severity.
                "z/fling/frame-0002.png", "a/corner/frame-0001.png", "b/fade/frame-0001.png"
            ])
    }
}
