import Foundation
import Testing
import TestSupport

/// `cardrender mockup --config`: a whole set into a folder, owned through its manifest.
@Suite struct MockupSetCommandTests {
    static let set = """
        formats: [square, link]
        languages: [en-US, ar]
        density: 1x
        shots:
          - scene: deck
            animation: swipe-right
            title: {en-US: Swipe right, ar: اسحب}
          - scene: sheet
        """

    static func run(_ config: String, out: TestFolder, extra: [String] = []) throws -> CLIRunner.Result {
        let folder = try TestFolder(); defer { folder.remove() }
        try config.write(toFile: folder.file("set.yaml"), atomically: true, encoding: .utf8)
        return try CLIRunner.run(
            ["mockup", "--config", folder.file("set.yaml"), "-i", Repository.photos, "-o", out.path] + extra)
    }

    @Test func writesEveryImageByLanguageAndFormatWithAManifest() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try Self.run(Self.set, out: out)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = [
            "ar/link/01-deck-swipe-right.png", "ar/link/02-sheet.png", "ar/square/01-deck-swipe-right.png",
            "ar/square/02-sheet.png",
            "en-US/link/01-deck-swipe-right.png", "en-US/link/02-sheet.png", "en-US/square/01-deck-swipe-right.png",
            "en-US/square/02-sheet.png", "manifest.json"
        ]
        #expect(try TestFolder.files(under: out.path).sorted() == expected)
        #expect(try MockupCommandTests.pngSize(out.file("en-US/link/02-sheet.png")) == (600, 315))
        // It says what it wrote, one line per image.
        #expect(result.stdout.contains(out.file("ar/square/01-deck-swipe-right.png")))
        #expect(result.stdout.contains("8 mockups (2 languages × 2 formats × 2 shots)"))
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out.file("manifest.json"))))
            as? [String: Any]
        let files = try #require(manifest?["files"] as? [[String: Any]])
        #expect(files.count == 8 && manifest?["complete"] as? Bool == true)
        // Stills only: no speed.
        #expect((manifest?["settings"] as? [String: Any])?["speed"] == nil)
        #expect(
            files[0]["language"] as? String == "en-US" && files[0]["mockupFormat"] as? String == "square"
                && files[0]["kind"] as? String == "mockup")
        // The showcase moment is recorded for the animated shot.
        #expect(files[0]["time"] as? Double != nil && files[1]["time"] == nil)
    }

    /// A title no shipped font can draw is named with the image it is on, for a set as for one mockup.
    @Test func aTitleCharacterNoShippedFontHasIsSaidWithItsImage() throws {
        let out = try TestFolder(); defer { out.remove() }
        let set =
            "formats: [square]\ndensity: 1x\nshots:\n  - {scene: deck, title: \"Hi ሀ\"}\n  - {scene: sheet, title: \"Hi ሀ\"}\n"
        let result = try Self.run(set, out: out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "cardrender: en-US/square/01-deck.png: the title \"Hi ሀ\" has U+1200 \"ሀ\", which no shipped font draws"
            ),
            "\(result.stderr)")
        #expect(result.stderr.contains("en-US/square/02-sheet.png: the title"))
    }

    @Test func animatedShotsAreWrittenBesideTheirPNGs() throws {
        let out = try TestFolder(); defer { out.remove() }
        let set =
            "formats: [square]\ndensity: 1x\nexport: [gif]\nfps: 8\nshots:\n  - {scene: deck, animation: snap-back, title: Hi}\n  - {scene: sheet}\n"
        let result = try Self.run(set, out: out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            out.files() == [
                "en-US/square/01-deck-snap-back.gif", "en-US/square/01-deck-snap-back.png", "en-US/square/02-sheet.png",
                "manifest.json"
            ])
        let gif = try Data(contentsOf: URL(fileURLWithPath: out.file("en-US/square/01-deck-snap-back.gif")))
        #expect(gif.prefix(6) == Data("GIF89a".utf8) && Int(gif[6]) | Int(gif[7]) << 8 == 360)
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out.file("manifest.json"))))
            as? [String: Any]
        let files = try #require(manifest?["files"] as? [[String: Any]])
        #expect(
            files.contains {
                $0["kind"] as? String == "export" && $0["format"] as? String == "gif"
                    && $0["language"] as? String == "en-US"
            })
        let settings = manifest?["settings"] as? [String: Any]
        #expect(settings?["fps"] as? Double == 8 && settings?["speed"] as? Double == 0.5, "\(settings ?? [:])")
    }

    @Test func aSecondRunReplacesItsOwnFilesAndRemovesWhatItNoLongerMakes() throws {
        let out = try TestFolder(); defer { out.remove() }
        #expect(try Self.run(Self.set, out: out).status == 0)
        let fewer = Self.set.replacingOccurrences(of: "formats: [square, link]", with: "formats: [square]")
        let result = try Self.run(fewer, out: out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.file("en-US/link/01-deck-swipe-right.png")))
        #expect(FileManager.default.fileExists(atPath: out.file("en-US/square/01-deck-swipe-right.png")))
    }

    @Test func aFileItDidNotWriteStopsTheRunBeforeAnythingIsWritten() throws {
        let out = try TestFolder(); defer { out.remove() }
        try FileManager.default.createDirectory(atPath: out.file("en-US/square"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out.file("en-US/square/02-sheet.png")))
        let result = try Self.run(Self.set, out: out)
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("02-sheet.png") && result.stderr.contains("no cardrender manifest"),
            "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out.file("en-US/square/02-sheet.png"))) == Data("mine".utf8))
        #expect(!FileManager.default.fileExists(atPath: out.file("manifest.json")))
    }

    /// Refused by the parser, in process (ParsedCommandLine: a usage error, exit status 2).
    @Test(arguments: [["--title", "x"], ["--format", "link"], ["--scene", "sheet"], ["--size", "390x844"]])
    func optionsTheFileGivesAreRefused(_ extra: [String]) throws {
        let message = try #require(
            ParsedCommandLine.refusal(
                ["mockup", "--config", "/nonexistent/set.yaml", "-i", Repository.photos, "-o", "/nonexistent/out"]
                    + extra), "\(extra) parsed")
        #expect(message.contains("\(extra[0]) does not apply with --config"), "\(message)")
    }

    /// The process's side: exit status 2, the option named on standard error.
    @Test func anOptionTheFileGivesExitsTwo() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try Self.run(Self.set, out: out, extra: ["--title", "x"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--title does not apply with --config"), "\(result.stderr)")
    }

    @Test func aBadFileIsAUsageErrorNamingItsLine() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try Self.run("formats: [link]\nshots:\n  - scene: carousel\n", out: out)
        #expect(result.status == 2)
        #expect(result.stderr.contains("set.yaml:3: shots[1].scene: \"carousel\": unknown scene"), "\(result.stderr)")
        #expect(out.files().isEmpty)
    }

    @Test func initWritesACommentedStarterThatTheCommandReads() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let result = try CLIRunner.run(["init", "--mockup", folder.file("mockups.yaml")])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: folder.file("mockups.yaml"), encoding: .utf8)
        #expect(text.hasPrefix("# A cardrender mockup set") && text.contains("shots:"))
        #expect(result.stderr.contains("mockup --config"))
        // Kept unless --force; JSON has no comments and is refused.
        #expect(try CLIRunner.run(["init", "--mockup", folder.file("mockups.yaml")]).status != 0)
        let json = try CLIRunner.run(["init", "--mockup", folder.file("mockups.json")])
        #expect(json.status == 2 && json.stderr.contains("--mockup"))
        // Cut down to one small format, it renders.
        let small = text.replacingOccurrences(of: "formats: [iphone-6.9, ipad-13, link]", with: "formats: [square]")
            .replacingOccurrences(of: "# density: 1x", with: "density: 1x")
        let out = try TestFolder(); defer { out.remove() }
        let rendered = try Self.run(small, out: out)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(out.files().count == 3 * 2 + 1)
    }
}
