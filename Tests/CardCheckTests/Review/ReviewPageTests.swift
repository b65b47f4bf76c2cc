import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// The review page's grouping, relative image URLs and data (the browser test drives the page itself).
struct ReviewPageTests {
    private func pair(_ path: String, _ kind: DiffPairResult.Kind, pixels: Int = 0) -> DiffPairResult {
        DiffPairResult(path: path, kind: kind, width: 10, height: 10, differentPixels: pixels)
    }

    @Test func framesGroupByAnimationStillsAndOtherFilesStandAlone() {
        let pairs = [
            pair("deck/still.png", .identical),
            pair("deck/swipe/contact-sheet.png", .different, pixels: 3),
            pair("deck/swipe/frame-0010.png", .different, pixels: 5),
            pair("deck/swipe/frame-0002.png", .identical),
            pair("sheet/settle/frame-0000.png", .missing),
            pair("sheet/new/frame-0000.png", .extra),
            pair("sheet/sized/frame-0000.png", .sizeMismatch),
            pair("loose.png", .different, pixels: 1),
            pair("a/b/c/d.png", .identical)
        ]
        let groups = ReviewGroups.make(pairs)
        #expect(
            groups.map(\.id) == [
                "sheet/sized", "deck/swipe", "loose.png", "sheet/settle", "sheet/new", "deck/still.png", "a/b/c/d.png"
            ])
        #expect(groups.map(\.status) == [.sizeChanged, .changed, .changed, .missing, .new, .passed, .passed])
        let swipe = groups[1]
        #expect(
            swipe.kind == .animation && swipe.frameNumbers == [2, 10] && swipe.frames == [3, 2] && swipe.others == [1])
        #expect(groups[5].kind == .image && groups[5].scene == "deck")
        #expect(groups[6].scene == nil && groups[2].scene == nil)
    }

    @Test func framesNamesAreRecognisedStrictly() {
        #expect(ReviewGroups.frameNumber("frame-0042.png") == 42)
        #expect(ReviewGroups.frameNumber("frame-.png") == nil)
        #expect(ReviewGroups.frameNumber("frame-12a.png") == nil)
        #expect(ReviewGroups.frameNumber("still.png") == nil)
    }

    @Test func imageReferencesAreRelativeAndEncoded() throws {
        let root = try TestFolder(); defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.file("out/diff"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.file("golden dir/deck"), withIntermediateDirectories: true)
        #expect(
            RelativeURL.from(folder: root.file("out/diff"), to: root.file("golden dir/deck/a#1.png"))
                == "../../golden%20dir/deck/a%231.png")
        #expect(
            RelativeURL.from(folder: root.file("out/diff"), to: root.file("out/deck/frame-0001.png"))
                == "../deck/frame-0001.png")
        #expect(RelativeURL.encodeRelative("deck/still?.diff.png") == "deck/still%3F.diff.png")
    }

    /// A diff of two folders: the page holds its data and references every image by a relative
    /// path, identical frames by the expected file only; nothing is inlined or fetched from elsewhere.
    @Test func thePageReferencesImagesInPlace() throws {
        let root = try TestFolder(); defer { root.remove() }
        let white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255]
        for side in ["e", "a"] {
            try DiffTestImages.writePNG(
                DiffTestImages.solid(8, 8, white), to: root.file("\(side)/deck/swipe/frame-0000.png"))
            try DiffTestImages.writePNG(
                DiffTestImages.solid(8, 8, side == "e" ? white : black),
                to: root.file("\(side)/deck/swipe/frame-0001.png"))
        }
        let outcome = try DiffRun(expected: root.file("e"), actual: root.file("a"), out: root.file("out/diff")).run()
        #expect(outcome.writeFailures.isEmpty)
        let html = try String(contentsOfFile: root.file("out/diff/report.html"), encoding: .utf8)
        // The SVG namespace is a name, not an address: nothing else may look like one.
        let addresses = html.replacingOccurrences(of: "'http://www.w3.org/2000/svg'", with: "")
        #expect(
            !addresses.contains("http://") && !addresses.contains("https://") && !addresses.contains("//cdn")
                && !html.contains("base64"))
        #expect(html.contains("Content-Security-Policy"))

        let model = ReviewPage(report: outcome.report, folder: root.file("out/diff")).model()
        let item = try #require(model.items.first)
        #expect(
            model.items.count == 1 && item.id == "deck/swipe" && item.status == "changed" && item.first == 1
                && item.worst == 1)
        #expect(
            item.frames[0].expected == "../../e/deck/swipe/frame-0000.png" && item.frames[0].actual == nil
                && item.frames[0].diff == nil)
        #expect(
            item.frames[1].expected == "../../e/deck/swipe/frame-0001.png"
                && item.frames[1].actual == "../../a/deck/swipe/frame-0001.png")
        #expect(item.frames[1].diff == "deck/swipe/frame-0001.diff.png")
        // No manifest: 60 fps, frame times from the frame numbers.
        #expect(item.fps == 60 && item.frames[1].time == 1.0 / 60)
    }

    /// APNGs compared with another frame rate or length: the page says so on its index, and on
    /// the animation the APNG stands for (found by its path below either compared folder).
    @Test func apngTimingsAreSaidOnTheIndexAndOnTheirAnimation() throws {
        let root = try TestFolder(); defer { root.remove() }
        let white: [UInt8] = [255, 255, 255, 255]
        for side in ["e", "a"] {
            for animation in ["deck/swipe", "sheet/settle"] {
                try DiffTestImages.writePNG(
                    DiffTestImages.solid(8, 8, white), to: root.file("\(side)/\(animation)/frame-0000.png"))
            }
        }
        var report = try DiffRun(expected: root.file("e"), actual: root.file("a"), out: nil).run().report
        let golden = APNGTimingNote(
            expected: root.file("e/deck/swipe/animation.png"), actual: root.file("a/deck/swipe"), expectedFPS: 10,
            actualFPS: 10, expectedFrames: 7, actualFrames: 10, compared: 7)
        let elsewhere = APNGTimingNote(
            expected: root.file("x/animation.png"), actual: root.file("y/animation.png"), expectedFPS: 10,
            actualFPS: 20, expectedFrames: 7, actualFrames: 13, compared: 7)
        report.apngTimings = [golden, elsewhere]
        let model = ReviewPage(report: report, folder: root.file("out")).model()
        #expect(model.timings == [golden.sentence, elsewhere.sentence])
        let timings = Dictionary(uniqueKeysWithValues: model.items.map { ($0.id, $0.timing ?? "none") })
        #expect(timings == ["deck/swipe": golden.sentence, "sheet/settle": "none"], "\(timings)")
    }

    @Test func scriptClosingTagsInPathsCannotEndTheDataBlock() throws {
        let report = DiffReport(
            expected: "/nowhere/e", actual: "/nowhere/a", options: DiffOptions(),
            pairs: [pair("x</script><b>.png", .missing)])
        let html = String(decoding: try ReviewPage(report: report, folder: "/nowhere/out").html(), as: UTF8.self)
        #expect(html.components(separatedBy: "</script>").count == 3)  // the data block's and the script's own
        #expect(html.contains("x\\u003c/script\\u003e\\u003cb\\u003e.png"))
    }
}
