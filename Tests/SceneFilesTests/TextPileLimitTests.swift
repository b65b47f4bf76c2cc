import Foundation
import Testing
import TestSupport
@testable import SceneFiles

/// The length limits of scene and set files count characters as the drawing does
/// (`TextCharacters`): one letter under thousands of accents is not one character but one for
/// every 32 code points or 128 bytes it starts.
@Suite struct TextPileLimitTests {
    /// One letter with `count` combining acute accents: one grapheme cluster.
    static func pile(_ count: Int) -> String { "L" + String(repeating: "\u{301}", count: count) }

    @Test func aSceneFileStampWordCountsAPileByItsPieces() {
        let problem = SceneFileTests.problem("deck: {stamps: {like: {text: \"\(Self.pile(33_000))\"}}}")
        #expect(
            problem?.description.contains("deck.stamps.like.text: at most 100 characters") == true,
            "\(String(describing: problem).prefix(300))")
        #expect(problem.map { $0.description.utf8.count < 1_000 } == true)
        // A word of 100 letters, each with an accent, is still 100 characters.
        let accented = String(repeating: "e\u{301}", count: 100)
        #expect(SceneFileTests.problem("deck: {stamps: {like: {text: \"\(accented)\"}}}") == nil)
    }

    @Test func aSetFileTitleAndStampWordCountAPileByItsPieces() throws {
        let title = MockupSetFileTests.problem(
            "formats: square\nshots:\n  - {scene: deck, title: \"\(Self.pile(33_000))\"}\n")
        #expect(
            title?.description.contains("characters; at most 500") == true, "\(String(describing: title).prefix(300))")
        let stamp = MockupSetFileTests.problem(
            "formats: square\nstamps: {like: \"\(Self.pile(2_000))\"}\nshots:\n  - scene: deck\n")
        #expect(
            stamp?.description.contains("characters; at most 40") == true, "\(String(describing: stamp).prefix(300))")
        #expect(MockupSetFileTests.problem("formats: square\nstamps: {like: \"Jā\"}\nshots:\n  - scene: deck\n") == nil)
    }

    @Test func aTextsTableCountsAPileByItsPieces() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try "shot,language,title\n1,en-US,\(Self.pile(33_000))\n".write(
            toFile: folder.file("texts.csv"), atomically: true, encoding: .utf8)
        let problem = MockupSetFileTests.problem(
            "formats: [story]\ntexts: texts.csv\nshots:\n  - scene: deck\n", path: folder.file("set.yaml"))
        #expect(
            problem?.description.contains("characters; at most 500") == true,
            "\(String(describing: problem).prefix(300))")
    }
}
