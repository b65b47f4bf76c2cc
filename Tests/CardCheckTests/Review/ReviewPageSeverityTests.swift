import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// The review page's index order, the approve command per item, and what it tells a reviewer who
/// opened it away from its frames.
struct ReviewPageSeverityTests {
    private func pair(_ path: String, _ kind: DiffPairResult.Kind, pixels: Int = 0) -> DiffPairResult {
        DiffPairResult(path: path, kind: kind, width: 10, height: 10, differentPixels: pixels)
    }

    /// By status first, then by the largest share of differing pixels, not by name.
    @Test func theWorstChangeLeadsItsStatus() {
        let report = DiffReport(
            expected: "/nowhere/e", actual: "/nowhere/a", options: DiffOptions(),
            pairs: [
                pair("deck/snap-back/frame-0000.png", .different, pixels: 3),
                pair("deck/still.png", .different, pixels: 1),
                pair("deck/swipe-right/frame-0000.png", .different, pixels: 2),
                pair("deck/swipe-right/frame-0001.png", .different, pixels: 40),
                pair("sheet/fling-up/frame-0000.png", .missing),
                pair("sheet/settle/frame-0000.png", .sizeMismatch),
                pair("sidecard/open/frame-0000.png", .identical)
            ])
        let model = ReviewPage(report: report, folder: "/nowhere/out").model()
        #expect(
            model.items.map(\.id) == [
                "sheet/settle", "deck/swipe-right", "deck/snap-back", "deck/still.png", "sheet/fling-up",
                "sidecard/open"
            ])
        #expect(model.items[1].worstRatio == 0.4)
    }

    @Test func changedItemsCarryTheirApproveCommandAndWhatElseItRecords() {
        let report = DiffReport(
            expected: "/nowhere/e", actual: "/nowhere/a", options: DiffOptions(),
            pairs: [
                pair("deck/still.png", .different, pixels: 1),
                pair("deck/swipe-right/frame-0000.png", .different, pixels: 2),
                pair("sheet/fling-up/frame-0000.png", .missing),
                pair("sidecard/open/frame-0000.png", .identical)
            ])
        let approval = ReviewApproval(
            animation: [.text("cardrender"), .text("--scene"), .scene, .text("--animation"), .animation],
            still: [.text("cardrender"), .text("--scene"), .scene])
        let items = Dictionary(
            uniqueKeysWithValues: ReviewPage(report: report, folder: "/nowhere/out", approval: approval).model().items
                .map { ($0.id, $0) })
        #expect(items["deck/swipe-right"]?.approve == "cardrender --scene deck --animation swipe-right")
        #expect(items["deck/swipe-right"]?.approveAlso == ["deck/still.png"])
        #expect(items["deck/still.png"]?.approve == "cardrender --scene deck")
        // Nothing to approve where nothing changed, nor for frames that are only missing.
        #expect(items["sidecard/open"]?.approve == nil && items["sheet/fling-up"]?.approve == nil)
        // Without an approval (a plain `cardrender diff`), none at all.
        #expect(ReviewPage(report: report, folder: "/nowhere/out").model().items.allSatisfy { $0.approve == nil })
    }

    /// A check's page lies inside ACTUAL: the folders to keep together are EXPECTED and ACTUAL.
    @Test func theFoldersToUploadAreTheOutermostOnes() throws {
        let root = try TestFolder(); defer { root.remove() }
        for folder in ["golden", "out/diff", "a", "b", "review"] {
            try FileManager.default.createDirectory(atPath: root.file(folder), withIntermediateDirectories: true)
        }
        let check = ReviewPageLayout(
            expected: root.file("golden"), actual: root.file("out"), folder: root.file("out/diff"))
        #expect(check.uploads == [root.file("golden") + "/", root.file("out") + "/"])
        #expect(check.page == root.file("out/diff/report.html"))
        let diff = ReviewPageLayout(expected: root.file("a"), actual: root.file("b"), folder: root.file("review"))
        #expect(diff.uploads == [root.file("a/"), root.file("b/"), root.file("review/")])
    }
}
