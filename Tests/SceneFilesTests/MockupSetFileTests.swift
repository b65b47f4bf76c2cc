import CardGeometry
import Foundation
import Testing
import TestSupport
@testable import SceneFiles
@testable import CardSettings

/// Mockup set files: what they read into, and problems that name the key and its line.
@Suite struct MockupSetFileTests {
    static func parse(_ text: String, path: String = "/nonexistent/set.yaml") throws -> MockupSet {
        try MockupSetFile.parse(text, path: path)
    }

    static func problem(_ text: String, path: String = "/nonexistent/set.yaml") -> SceneFileProblem? {
        do {
            _ = try parse(text, path: path)
            return nil
        } catch {
            return error as? SceneFileProblem
        }
    }

    @Test func aSetReadsIntoFormatsLanguagesAndShots() throws {
        let set = try Self.parse(
            """
            formats: [iphone-6.9, link]
            languages: [en-US, ar]
            density: 1x
            device-frame: true
            frame-color: "#D1D1D6"
            gradient: "#0F2027,#2C5364,90"
            shots:
              - scene: deck
                animation: swipe-right
                preset: koloda
                stamps: true
                title: {en-US: "Swipe right", ar: "اسحب"}
              - scene: sheet
                preset: floatingpanel, cardstackview
                title: Same everywhere
                subtitle: {en-US: Only English}
            """)
        #expect(set.formats.map(\.name) == ["iphone-6.9", "link"])
        #expect(set.languages == ["en-US", "ar"])
        #expect(set.base.density == 1 && set.base.layout.device?.color == Color(rgb8: 0xD1, 0xD1, 0xD6))
        #expect(
            set.shots[0].sceneParameters.deckPreset == .koloda && set.shots[0].sceneParameters.koloda.stamps.enabled)
        #expect(set.shots[1].sceneParameters.sheetPreset == .floatingpanel)
        #expect(
            set.shots[1].sceneParameters.swiftUIDeckPreset == .cardstackview
                && set.shots[0].sceneParameters.sheetPreset == .overlaycontainer)
        #expect(set.shots[0].titles == ["en-US": "Swipe right", "ar": "اسحب"])
        #expect(set.shots[1].titles == ["en-US": "Same everywhere", "ar": "Same everywhere"])
        #expect(set.shots[1].subtitles == ["en-US": "Only English"])
        if case let .gradient(from, _, angle) = set.base.background {
            #expect(from == Color(rgb8: 0x0F, 0x20, 0x27) && angle == 90)
        } else {
            Issue.record("expected a gradient")
        }

        // Laid out by language, format and shot, named predictably; Arabic mirrored.
        let images = set.images
        #expect(images.count == 8)
        #expect(
            images.map(\.path).prefix(3) == [
                "en-US/iphone-6.9/01-deck-swipe-right.png", "en-US/iphone-6.9/02-sheet.png",
                "en-US/link/01-deck-swipe-right.png"
            ])
        #expect(images.last?.path == "ar/link/02-sheet.png")
        #expect(images.first?.settings.rightToLeft == false && images.last?.settings.rightToLeft == true)
        #expect(images.last?.settings.title == "Same everywhere" && images.last?.settings.subtitle == nil)
    }

    @Test func withoutALanguageListTheTextsNameTheLanguages() throws {
        let named = try Self.parse("formats: square\nshots:\n  - {scene: deck, title: {de-DE: Hallo, en-US: Hello}}\n")
        #expect(named.languages == ["de-DE", "en-US"] && named.formats.map(\.name) == ["square"])
        let none = try Self.parse("formats: square\nshots:\n  - scene: photostack\n")
        #expect(none.languages == ["en-US"] && none.shots[0].titles.isEmpty)
    }

    @Test func titlesComeFromACSVTable() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try "language,shot,title,subtitle\nen-US,1,\"Swipe, right\",Fast\nhe,1,החלק ימינה,\nen-US,2,Sheets,\n".write(
            toFile: folder.file("texts.csv"), atomically: true, encoding: .utf8)
        let path = folder.file("set.yaml")
        let set = try Self.parse(
            "formats: [story]\ntexts: texts.csv\nshots:\n  - scene: deck\n  - scene: sheet\n    title: {he: גיליון}\n",
            path: path)
        #expect(set.languages == ["en-US", "he"])
        #expect(
            set.shots[0].titles == ["en-US": "Swipe, right", "he": "החלק ימינה"]
                && set.shots[0].subtitles == ["en-US": "Fast"])
        // Inline texts win over the table's.
        #expect(set.shots[1].titles == ["en-US": "Sheets", "he": "גיליון"])
        #expect(set.images.first { $0.language == "he" }?.settings.rightToLeft == true)

        try "shot,language,title\n9,en-US,Nine\n".write(
            toFile: folder.file("texts.csv"), atomically: true, encoding: .utf8)
        let stray = Self.problem("formats: [story]\ntexts: texts.csv\nshots:\n  - scene: deck\n", path: path)
        #expect(stray?.description.contains("shot 9") == true, "\(String(describing: stray))")
        try "shot,language,title\n1,en US,Bad\n".write(
            toFile: folder.file("texts.csv"), atomically: true, encoding: .utf8)
        let badTag = Self.problem("formats: [story]\ntexts: texts.csv\nshots:\n  - scene: deck\n", path: path)
        #expect(badTag?.path.hasSuffix("texts.csv") == true && badTag?.line == 2, "\(String(describing: badTag))")
    }

    @Test(
        arguments: [
            ("formats: [poster]\nshots: [{scene: deck}]\n", "formats", "unknown format"),
            ("formats: [link, link]\nshots: [{scene: deck}]\n", "formats", "listed twice"),
            ("shots: [{scene: deck}]\n", "formats", "at least one format"),
            ("formats: [link]\n", "shots", "at least one shot"),
            ("formats: [link]\nshots: [{scene: carousel}]\n", "shots[1].scene", "unknown scene"),
            (
                "formats: [link]\nshots: [{scene: sheet, animation: swipe-right}]\n", "shots[1].animation",
                "no such animation"
            ),
            ("formats: [link]\nshots: [{scene: deck, time: 0.2}]\n", "shots[1].time", "name the animation"),
            (
                "formats: [link]\nshots: [{scene: deck, animation: swipe-left, time: 1e9}]\n", "shots[1].time",
                "out of range"
            ),
            ("formats: [link]\nshots: [{scene: deck, colour: red}]\n", "shots[1].colour", "unknown key"),
            ("formats: [link]\nshots: [{scene: deck, preset: tinder}]\n", "shots[1].preset", "unknown preset"),
            ("formats: [link]\nlanguages: [\"../x\"]\nshots: [{scene: deck}]\n", "languages", "a language is a tag"),
            ("formats: [link]\ndensity: 4x\nshots: [{scene: deck}]\n", "density", "1x, 2x or 3x"),
            ("formats: [link]\npadding: -1\nshots: [{scene: deck}]\n", "padding", "out of range"),
            ("formats: [link]\nbackground: red\nshots: [{scene: deck}]\n", "background", "#RRGGBB"),
            (
                "formats: [link]\nbackground: \"#000000\"\ngradient: \"#000000,#FFFFFF\"\nshots: [{scene: deck}]\n",
                nil, "choose one"
            ),
            (
                "formats: [link]\nshots: [{scene: deck, title: {en-US: [1, 2]}}]\n", "shots[1].title.en-US",
                "expected text"
            ),
            ("formats: [link]\nwatermark: yes\nshots: [{scene: deck}]\n", "watermark", "unknown key")
        ] as [(String, String?, String)])
    func badFilesNameTheKeyAndTheProblem(_ text: String, _ key: String?, _ message: String) throws {
        let problem = try #require(Self.problem(text))
        #expect(problem.key == key, "\(problem)")
        #expect(problem.message.contains(message), "\(problem)")
        #expect(problem.line != nil, "\(problem)")
    }

    @Test func animatedShotsAreExportedBesideTheirPNGs() throws {
        let set = try Self.parse(
            """
            formats: [iphone-6.9, square]
            export: [gif, mp4]
            fps: 12
            speed: 0.75
            loop: 2
            app-preview: true
            shots:
              - {scene: deck, animation: snap-back}
              - {scene: sheet}
            """)
        #expect(set.exports == [.gif, .mp4] && set.fps == 12 && set.loop == 2 && set.appPreview)
        #expect(set.speed == 0.75)
        #expect(try Self.parse("formats: [link]\nshots: [{scene: deck}]\n").speed == 0.5)
        let slow = Self.problem("formats: [link]\nspeed: 0.01\nshots: [{scene: deck}]\n")
        #expect(
            slow?.key == "speed" && slow?.message.contains("out of range (0.1 to 4)") == true,
            "\(String(describing: slow))")
        let images = set.images
        let phone = try #require(images.first { $0.path == "en-US/iphone-6.9/01-deck-snap-back.png" })
        #expect(
            phone.animated.map(\.path) == [
                "en-US/iphone-6.9/01-deck-snap-back.gif", "en-US/iphone-6.9/01-deck-snap-back.mp4",
                "en-US/iphone-6.9/01-deck-snap-back-app-preview.mp4"
            ])
        // No App Preview for a social format, nothing animated for a still.
        #expect(images.first { $0.path == "en-US/square/01-deck-snap-back.png" }?.animated.count == 2)
        #expect(images.first { $0.path == "en-US/square/02-sheet.png" }?.animated.isEmpty == true)
        #expect(Self.problem("formats: [link]\nexport: [avi]\nshots: [{scene: deck}]\n")?.key == "export")
        #expect(
            Self.problem("formats: [link]\nfps: 500\nshots: [{scene: deck}]\n")?.message.contains("out of range")
                == true)
        // Animated files are bounded on their own: each can be a 30 s video.
        let many = (0..<30).map { "l\($0 + 10)" }.joined(separator: ", ")
        let shots = (0..<5).map { _ in "  - {scene: deck, animation: swipe-left}" }.joined(separator: "\n")
        let heavy = Self.problem(
            "formats: [iphone-6.9, ipad-13]\nlanguages: [\(many)]\nexport: [gif]\nshots:\n\(shots)\n")
        #expect(heavy?.message.contains("animated files") == true, "\(String(describing: heavy))")
    }

    @Test func aKeyGivenTwiceIsRefused() {
        // YAML's own parser refuses it, naming the key.
        #expect(
            Self.problem("formats: [link]\nformats: [square]\nshots: [{scene: deck}]\n")?.message.contains(
                "\"formats\"") == true)
    }

    @Test func everyCountAndSizeIsBounded() throws {
        let shots = (0...MockupSet.maxShots).map { _ in "  - scene: deck" }.joined(separator: "\n")
        #expect(
            Self.problem("formats: [link]\nshots:\n\(shots)\n")?.message.contains("at most \(MockupSet.maxShots)")
                == true)
        let long = String(repeating: "x", count: MockupSetFile.maxTextLength + 1)
        #expect(
            Self.problem("formats: [link]\nshots: [{scene: deck, title: \(long)}]\n")?.message.contains("at most")
                == true)
        let languages = (0..<MockupSet.maxLanguages + 1).map { "l\($0 + 10)" }.joined(separator: ", ")
        #expect(
            Self.problem("formats: [link]\nlanguages: [\(languages)]\nshots: [{scene: deck}]\n")?.message.contains(
                "at most") == true)
        // Within each cap, but too many images in all.
        let many = (0..<MockupSet.maxLanguages).map { "l\($0 + 10)" }.joined(separator: ", ")
        let formats = MockupFormat.all.map(\.name).joined(separator: ", ")
        let someShots = (0..<10).map { _ in "  - scene: deck" }.joined(separator: "\n")
        let total = Self.problem("formats: [\(formats)]\nlanguages: [\(many)]\nshots:\n\(someShots)\n")
        #expect(
            total?.message.contains("images; at most \(MockupSet.maxImages)") == true, "\(String(describing: total))")
        // A huge file is refused before it is parsed.
        let folder = try TestFolder(); defer { folder.remove() }
        try Data(count: MockupSetFile.maxBytes + 1).write(to: URL(fileURLWithPath: folder.file("big.yaml")))
        #expect(throws: SceneFileProblem.self) { try MockupSetFile.load(folder.file("big.yaml")) }
    }
}

/// The starting file `cardrender init --mockup` writes.
@Suite struct MockupSetStarterTests {
    @Test func theStarterReadsAsASmallSetInThreeLanguages() throws {
        let set = try MockupSetFile.parse(MockupSetStarter.yaml, path: "/nonexistent/mockups.yaml")
        #expect(set.formats.map(\.name) == ["iphone-6.9", "ipad-13", "link"])
        #expect(set.languages == ["en-US", "de-DE", "ar"])
        #expect(set.shots.count == 2 && set.base.layout.device != nil)
        // Every shot has its title in every language, and every key in it is commented.
        for shot in set.shots { #expect(Set(shot.titles.keys) == Set(set.languages)) }
        for key in MockupSetFile.topKeys { #expect(MockupSetStarter.yaml.contains("\(key):"), "\(key)") }
        #expect(MockupSetStarter.yaml.contains("scene (\(SceneCatalog.names.joined(separator: ", ")))"))
    }
}

/// The set file's `font:`: the titles' font file, found as the file's other files are.
@Suite struct MockupSetFontKeyTests {
    static let shots = "formats: [square]\nshots:\n  - scene: deck\n    title: Hi\n"

    @Test func aRelativeFontIsFoundBesideTheSetFile() throws {
        let set = try MockupSetFile.parse("font: fonts/brand.otf\n" + Self.shots, path: "/work/release/set.yaml")
        #expect(set.base.font == "/work/release/fonts/brand.otf")
        #expect(set.images.allSatisfy { $0.settings.font == "/work/release/fonts/brand.otf" })
        let absolute = try MockupSetFile.parse("font: /opt/brand.ttf\n" + Self.shots, path: "/work/release/set.yaml")
        #expect(absolute.base.font == "/opt/brand.ttf")
        let none = try MockupSetFile.parse(Self.shots, path: "/work/release/set.yaml")
        #expect(none.base.font == nil)
    }

    @Test func aLoadedSetFileResolvesItsFontAgainstItsFolder() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let path = folder.file("mockups.yaml")
        try ("font: brand.ttf\n" + Self.shots).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try MockupSetFile.load(path).base.font == folder.file("brand.ttf"))
    }

    @Test func anEmptyOrNonTextFontIsNamedWithItsLine() throws {
        for text in ["font: \"\"\n", "font: [a, b]\n"] {
            do {
                _ = try MockupSetFile.parse(
                    "formats: [square]\n" + text + "shots:\n  - scene: deck\n", path: "/x/s.yaml")
                Issue.record("\(text) was taken")
            } catch let problem as SceneFileProblem {
                #expect(problem.key == "font" && problem.line == 2, "\(problem)")
            }
        }
    }
}
