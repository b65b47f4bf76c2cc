import Foundation
import Testing
import TestSupport

/// Long user text and odd sizes: a caption, name or title of any length is fitted or cut to its
/// box (the run succeeds, stderr stays short), and a mockup of any --size renders in bounded
/// memory at most 8 pixels per point.
@Suite struct HostileTextAndSizeTests {
    /// Text of `count` characters: words, one unbroken word, or lines.
    static func text(_ kind: String, _ count: Int) -> String {
        switch kind {
        case "word": String(repeating: "W", count: count)
        case "lines": String(repeating: "a\n", count: count / 2)
        default: String(repeating: "lorem ipsum ", count: count / 12)
        }
    }

    @Test(arguments: ["words", "word", "lines"])
    func longCaptionsAndNamesStillRender(_ kind: String) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let long = Self.text(kind, 500_000)
        let captions = folder.file("captions.json")
        let object: [String: Any] = [
            "astronaut.png": ["name": long, "age": 42, "caption": long], "camera": ["caption": long]
        ]
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: captions))
        // The UIKit deck draws captions over the photo, the SwiftUI deck below it.
        for scene in kind == "word" ? ["deck", "swiftui-deck"] : [kind == "words" ? "deck" : "swiftui-deck"] {
            let result = try CLIRunner.run(
                [
                    "-i", Repository.photos, "-o", folder.file("out-\(scene)"), "--scene", scene, "--animation",
                    "snap-back",
                    "--fps", "2", "--scale", "1", "--captions", captions
                ], timeout: 300)
            #expect(result.status == 0 && !result.signalled, "\(scene) \(kind): \(result.stderr.prefix(500))")
            #expect(result.stderr.count < 2_000, "\(scene) \(kind): stderr is \(result.stderr.count) characters")
        }
    }

    @Test(arguments: ["words", "word", "lines"])
    func longTitlesStillMakeAMockup(_ kind: String) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        // One argument may hold at most 128 KiB on Linux.
        let long = Self.text(kind, 100_000)
        let result = try CLIRunner.run(
            [
                "mockup", "-i", Repository.photos, "-o", folder.path, "--format", "link", "--at", "1x",
                "--title", long, "--subtitle", long
            ], timeout: 300)
        #expect(result.status == 0 && !result.signalled, "\(kind): \(result.stderr.prefix(500))")
        #expect(result.stderr.count < 2_000)
        #expect(try MockupCommandTests.pngSize(folder.file("mockup-deck-link@1x.png")) == (600, 315))
    }

    @Test(arguments: ["1x1", "20x20", "10000x10000", "1x10000"])
    func aMockupOfAnySizeRendersInBoundedMemory(_ size: String) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let result = try CLIRunner.run(
            [
                "mockup", "-i", Repository.photos, "-o", folder.path, "--format", "square", "--at", "1x",
                "--size", size, "--device-frame"
            ], timeout: 300)
        #expect(!result.signalled && !result.timedOut, "\(size): \(result.stderr.prefix(500))")
        if size == "10000x10000" {
            // As a render's canvas at its default scale, said in a mockup's own points.
            #expect(
                result.status == 2 && result.stderr.contains("a mockup's canvas may have at most 25000000"),
                "\(result.stderr)")
            return
        }
        #expect(result.status == 0, "\(size): \(result.stderr.prefix(500))")
        #expect(try MockupCommandTests.pngSize(folder.file("mockup-deck-square@1x.png")) == (360, 360))
    }
}
