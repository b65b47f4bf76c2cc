import Foundation
import Testing
import TestSupport

/// `--captions`: names, ages and captions on the cards, with the fonts cardrender ships.
@Suite struct CaptionCommandTests {
    static let captions = Repository.root.appendingPathComponent("fixtures/captions.csv").path
    static let base = [
        "--input", Repository.photos, "--scene", "swiftui-deck", "--animation", "snap-back", "--scale", "0.5", "--fps",
        "5",
        "--captions", captions
    ]

    @Test func theMachinesFontConfigurationChangesNothing() throws {
        let a = try TestFolder(), b = try TestFolder()
        defer { a.remove(); b.remove() }
        #expect(try CLIRunner.run(Self.base + ["--out", a.path]).status == 0)
        // Point fontconfig at nothing at all: cardrender must not need the machine's fonts or configuration.
        let bare = try CLIRunner.run(
            Self.base + ["--out", b.path],
            environment: ["FONTCONFIG_FILE": "/dev/null", "FONTCONFIG_PATH": "/nonexistent", "LANG": "ar_EG.UTF-8"])
        #expect(bare.status == 0, "\(bare.stderr)")
        for file in ["swiftui-deck/still.png", "swiftui-deck/snap-back/frame-0003.png"] {
            let x = try Data(contentsOf: URL(fileURLWithPath: a.file(file))),
                y = try Data(contentsOf: URL(fileURLWithPath: b.file(file)))
            #expect(x == y, "\(file) depends on the machine's fonts")
        }
        // And the captions made a difference.
        let plain = try TestFolder(); defer { plain.remove() }
        #expect(try CLIRunner.run(Array(Self.base.dropLast(2)) + ["--out", plain.path]).status == 0)
        let captioned = try Data(contentsOf: URL(fileURLWithPath: a.file("swiftui-deck/still.png")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: plain.file("swiftui-deck/still.png"))) != captioned)
    }

    @Test func aBadCaptionsFileIsAUsageErrorNamingTheLine() throws {
        let out = try TestFolder(); defer { out.remove() }
        let bad = out.file("bad.csv")
        try Data("file,name\nastronaut.png,Eileen\ncamera.png,Li,28\n".utf8).write(to: URL(fileURLWithPath: bad))
        let result = try CLIRunner.run(Array(Self.base.dropLast(2)) + ["--out", out.file("o"), "--captions", bad])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--captions \(bad):3: 3 fields, the header has 2"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.file("o")))
    }

    @Test func aCaptionForNoPhotoIsSaid() throws {
        let out = try TestFolder(); defer { out.remove() }
        let file = out.file("c.json")
        try Data(#"{"astronaut.png": {"name": "Eileen"}, "astronut.png": {"name": "typo"}}"#.utf8).write(
            to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run(Array(Self.base.dropLast(2)) + ["--out", out.file("o"), "--captions", file])
        #expect(result.status == 0)
        #expect(result.stderr == "cardrender: --captions: no photo is called \"astronut.png\"\n")
    }

    @Test func aCharacterNoShippedFontHasIsSaidWithItsCodeAndFile() throws {
        let out = try TestFolder(); defer { out.remove() }
        let file = out.file("c.csv")
        try Data("file,name,age,caption\nchelsea.png,Mia,3,ሀ likes tuna ☕\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run(Array(Self.base.dropLast(2)) + ["--out", out.file("o"), "--captions", file])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "cardrender: chelsea.png: the caption \"ሀ likes tuna ☕\" has U+1200 \"ሀ\", which no shipped font draws (drawn as a box)\n",
            "\(result.stderr)")
        // The fixtures' captions (Arabic, Chinese, Japanese, Korean, Greek, emoji) all draw.
        let fixtures = try CLIRunner.run(Self.base + ["--out", out.file("p")])
        #expect(fixtures.status == 0 && fixtures.stderr.isEmpty, "\(fixtures.stderr)")
    }

    @Test func aStampWordNoShippedFontHasIsSaid() throws {
        let out = try TestFolder(); defer { out.remove() }
        let file = out.file("stamps.yaml")
        try Data("deck: {stamps: {like: {text: \"ሀ ❤️\"}}}\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run([
            "--input", Repository.photos, "--scene", "deck", "--animation", "swipe-right", "--scale", "0.5", "--fps",
            "5",
            "--scene-file", file, "--stamps", "--out", out.file("o")
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "cardrender: deck.stamps: the LIKE text \"ሀ ❤️\" has U+1200 \"ሀ\", which no shipped font draws (drawn as a box)\n",
            "\(result.stderr)")
    }
}
