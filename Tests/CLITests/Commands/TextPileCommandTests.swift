import Foundation
import Testing
import TestSupport

/// Texts a grapheme-cluster count cannot bound, through the commands: one letter under 33,000
/// accents, 3,000 emoji joined by zero-width joiners, 200 × U+FDFD (7.9 em wide). A card's name or
/// a mockup's title of them is cut to what could show and the run succeeds; a message about one
/// quotes a short prefix.
@Suite struct TextPileCommandTests {
    static let accents = "a" + String(repeating: "\u{301}", count: 33_000)
    static let joinedEmoji = Array(repeating: "😀", count: 3_000).joined(separator: "\u{200D}")
    static let wideGlyphs = String(repeating: "\u{FDFD}", count: 200)

    @Test func aCardNamedWithAPileRenders() throws {
        let work = try TestFolder(); defer { work.remove() }
        let captions = work.file("captions.json")
        try HostileFiles.writeJSON(
            [
                "astronaut.png": ["name": Self.accents, "age": 29, "caption": Self.joinedEmoji],
                "camera.png": ["name": Self.wideGlyphs, "caption": Self.accents]
            ], to: captions)
        for scene in ["deck", "swiftui-deck"] {
            let result = try CLIRunner.run(
                [
                    "-i", Repository.photos, "-o", work.file(scene), "--scene", scene, "--animation", "snap-back",
                    "--fps", "2", "--scale", "1", "--captions", captions
                ], timeout: 300)
            #expect(result.status == 0 && !result.signalled, "\(scene): \(result.stderr.prefix(500))")
            #expect(result.stderr.utf8.count < 2_000, "\(scene): stderr is \(result.stderr.utf8.count) bytes")
        }
    }

    @Test(arguments: [(joinedEmoji, wideGlyphs), (accents, joinedEmoji), (wideGlyphs, accents)])
    func aMockupTitledWithAPileIsMade(_ title: String, _ subtitle: String) throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(
            ["mockup", "-i", Repository.photos, "-o", work.path, "--title", title, "--subtitle", subtitle],
            timeout: 300)
        #expect(result.status == 0 && !result.signalled, "\(result.stderr.prefix(500))")
        #expect(result.stderr.utf8.count < 2_000, "stderr is \(result.stderr.utf8.count) bytes")
        #expect(try MockupCommandTests.pngSize(work.file("mockup-deck-iphone-6.9@3x.png")) == (1320, 2868))
    }

    @Test func aMessageAboutAPileIsOneShortLine() throws {
        let work = try TestFolder(); defer { work.remove() }
        let file = work.file("set.yaml")
        // 1,000 accents: 32 characters as the limits count them, within a scene name's 40, so the
        // message quotes the name.
        let pile = "a" + String(repeating: "\u{301}", count: 1_000)
        try HostileFiles.write("formats: square\nshots:\n  - scene: \"\(pile)\"\n", to: file)
        let result = try CLIRunner.run(
            ["mockup", "--config", file, "-i", Repository.photos, "-o", work.file("out")], timeout: 300)
        #expect(result.status == 2 && !result.signalled, "\(result.status)")
        #expect(result.stderr.contains("unknown scene"), "\(result.stderr.prefix(500))")
        let longest = result.stderr.split(separator: "\n").map(\.utf8.count).max() ?? 0
        #expect(longest < 600, "the longest line of stderr is \(longest) bytes")
    }
}
