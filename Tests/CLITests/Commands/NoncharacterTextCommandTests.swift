import Foundation
import Testing
import TestSupport

/// Unicode's noncharacters in any text cardrender draws: a photo's file name, a caption, a
/// mockup's title, a scene file's stamp word, a differing PNG's name in `diff --out`. libunibreak
/// 1.1 reads U+FFFF as the end of its text and aborted the process (exit 134); each now draws
/// as U+FFFD and the run ends as it would have.
@Suite struct NoncharacterTextCommandTests {
    static let render = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.5", "--fps", "2"]
    /// U+FDD0, the first of the noncharacters in the middle of the BMP (a Swift literal may not hold it).
    static let fdd0 = String(Unicode.Scalar(0xFDD0 as UInt32)!)

    /// `bytes` as a file name in `folder`, a copy of astronaut.png: a name need not be UTF-8.
    static func copyPhoto(to folder: TestFolder, named bytes: [UInt8]) throws {
        let photo = try Data(contentsOf: URL(fileURLWithPath: Repository.photos + "/astronaut.png"))
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
        let descriptor = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let written = photo.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        try #require(written == photo.count)
    }

    @Test func photosNamedWithNoncharactersRender() throws {
        let work = try TestFolder(); defer { work.remove() }
        let input = try TestFolder(); defer { input.remove() }
        for name in ["0a\u{FFFF}b.png", "c\u{FFFE}.png", "d\(Self.fdd0)e.png", "f\u{10FFFF}.png"] {
            try Self.copyPhoto(to: input, named: Array(name.utf8))
        }
        // A lone surrogate's bytes, as a name from another system may hold them: not UTF-8.
        try Self.copyPhoto(to: input, named: Array("g".utf8) + [0xED, 0xA0, 0x80] + Array("h.png".utf8))
        // JSON's escapes: the captions reader, as YAML's, refuses a noncharacter written as itself.
        let captions = work.file("captions.json")
        try HostileFiles.write(
            #"{"0a\uFFFFb.png": {"name": "Ann\uFFFF", "age": 29, "caption": "Likes \uFDD0 and \uDBFF\uDFFF"}}"#,
            to: captions)
        for (scene, extra) in [("deck", [String]()), ("swiftui-deck", ["--captions", captions])] {
            let result = try CLIRunner.run(
                ["-i", input.path, "-o", work.file(scene)] + Self.render.dropFirst(2) + ["--scene", scene] + extra,
                timeout: 300)
            #expect(result.status == 0 && !result.signalled, "\(scene): \(result.status) \(result.stderr.prefix(500))")
            #expect(FileManager.default.fileExists(atPath: work.file("\(scene)/\(scene)/still.png")), "\(scene)")
        }
    }

    @Test func aMockupTitledWithANoncharacterIsMade() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(
            [
                "mockup", "-i", Repository.photos, "-o", work.path, "--format", "link", "--at", "1x",
                "--title", "ab\u{FFFF}cd", "--subtitle", "\u{FFFE}\(Self.fdd0) sub\u{10FFFF}"
            ], timeout: 300)
        #expect(result.status == 0 && !result.signalled, "\(result.status) \(result.stderr.prefix(500))")
        #expect(FileManager.default.fileExists(atPath: work.file("mockup-deck-link@1x.png")))
    }

    @Test func aStampWordWithANoncharacterRenders() throws {
        let work = try TestFolder(); defer { work.remove() }
        let file = work.file("stamps.yaml")
        try HostileFiles.write(
            "deck: {stamps: {like: {text: \"LI\\uFFFFKE\"}, nope: {text: \"\\U0010FFFF\"}}}\n", to: file)
        let result = try CLIRunner.run(
            [
                "--input", Repository.photos, "--scene", "deck", "--animation", "swipe-right", "--scale", "0.5",
                "--fps", "5", "--scene-file", file, "--stamps", "--out", work.file("o")
            ], timeout: 300)
        #expect(result.status == 0 && !result.signalled, "\(result.status) \(result.stderr.prefix(500))")
    }

    @Test func aDifferingPNGNamedWithANoncharacterIsDrawnOnTheDiffSheet() throws {
        let work = try TestFolder(); defer { work.remove() }
        let name = "0a\u{FFFF}b.png"
        try FileManager.default.createDirectory(atPath: work.file("expected"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: work.file("actual"), withIntermediateDirectories: true)
        try DiffTestImages.writePNG(DiffTestImages.solid(30, 20, [10, 200, 30, 255]), to: work.file("expected/\(name)"))
        try DiffTestImages.writePNG(DiffTestImages.solid(30, 20, [200, 10, 30, 255]), to: work.file("actual/\(name)"))
        let result = try CLIRunner.run(
            ["diff", work.file("expected"), work.file("actual"), "--out", work.file("d")], timeout: 300)
        #expect(result.status == 1 && !result.signalled, "\(result.status) \(result.stderr.prefix(500))")
        #expect(work.files().contains { $0.hasPrefix("d/") && $0.hasSuffix(".png") }, "\(work.files())")
    }
}
