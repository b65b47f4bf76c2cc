import CardGeometry
import Foundation
import Testing
@testable import SceneFiles

/// Scene files: reading, writing, and errors that name the key, its line and the problem.
@Suite struct SceneFileTests {
    static func parse(_ text: String) throws -> SceneParameters { try SceneFile.parse(text, path: "scene.yaml") }

    static func problem(_ text: String) -> SceneFileProblem? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? SceneFileProblem
        }
    }

    @Test func theStartingFileReadsBackAsTheDefaults() throws {
        #expect(try Self.parse(SceneFileWriter.yaml()) == SceneParameters())
        #expect(try SceneFile.parse(SceneFileWriter.json(), path: "scene.json") == SceneParameters())
    }

    @Test func anyParametersSurviveTheRoundTrip() throws {
        var p = SceneParameters()
        p.deckPreset = .shuffle
        p.deck.curve = TimingCurve(0.1, 0.2, 0.3, 0.9)
        p.deck.background = Color(red: 0.123, green: 0.5, blue: 1, alpha: 0.25)
        p.sheet.availableHeight = 700
        p.sheet.notches = [0.2, 0.6]
        p.koloda.swipeVelocity = 900
        p.shuffle.exitRotation = nil
        p.swiftUIDeck.stamps.like.text = "YES \"really\""
        p.swiftUIDeck.layoutSpring = .response(0.4, dampingFraction: 0.7)
        #expect(try Self.parse(SceneFileWriter.yaml(p)) == p)
        #expect(try SceneFile.parse(SceneFileWriter.json(p), path: "scene.json") == p)
    }

    @Test func aFileNamesOnlyWhatItChanges() throws {
        let p = try Self.parse("deck:\n  cornerRadius: 20\n  curve: linear\nsheet:\n  notches: [0.3, 0.9]\n")
        var expected = SceneParameters()
        expected.deck.cornerRadius = 20
        expected.deck.curve = .linear
        expected.sheet.notches = [0.3, 0.9]
        #expect(p == expected)
        #expect(try Self.parse("") == SceneParameters())
        #expect(try Self.parse("# only a comment\n") == SceneParameters())
    }

    @Test func shorthandsForCurvesAndColours() throws {
        let p = try Self.parse(
            """
            preset: koloda
            deck:
              curve: [0.25, 0.1, 0.25, 1]
              background: "#102030"
            photostack:
              borderColor: "#FF000080"
              curve: {c1: {x: 0, y: 0}, c2: {x: 1, y: 1}}
            koloda:
              exitRotation: 0.5
              swipeVelocity: null
            """)
        #expect(p.deckPreset == .koloda)
        #expect(p.deck.curve == .default)
        #expect(p.deck.background == Color(rgb8: 0x10, 0x20, 0x30))
        #expect(p.photoStack.borderColor == Color(rgb8: 0xFF, 0, 0, alpha: 128.0 / 255))
        #expect(p.photoStack.curve == .linear)
        #expect(p.koloda.exitRotation == 0.5 && p.koloda.swipeVelocity == nil)
    }

    @Test func presetsAreANameOrSeveralAsTextOrAList() throws {
        #expect(try SceneFile.parse("preset: Koloda\n", path: "s.yaml").deckPreset == .koloda)
        #expect(try SceneFile.parse("preset: [shuffle]\n", path: "s.yaml").deckPreset == .shuffle)
        #expect(try SceneFile.parse("preset: \" cardstackview\"\n", path: "s.yaml").deckPreset == .cardstackview)
        #expect(try SceneFile.parse(#"{"preset": ["koloda"]}"#, path: "s.json").deckPreset == .koloda)
    }

    @Test func jsonFilesReadTheSameWay() throws {
        let p = try SceneFile.parse(
            ##"{"deck": {"cornerRadius": 9, "background": "#FFFFFF"}, "preset": "shuffle"}"##, path: "s.json")
        #expect(p.deck.cornerRadius == 9 && p.deck.background == .white && p.deckPreset == .shuffle)
    }

    @Test(
        arguments: [
            (
                "deck:\n  cornerRadius: 20\n  cornerRdius: 3\n", 3, "deck.cornerRdius",
                "unknown key (did you mean \"cornerRadius\"?)"
            ),
            ("decks:\n  cornerRadius: 20\n", 1, "decks", "unknown key (did you mean \"deck\"?)"),
            ("deck:\n\n  cornerRadius: big\n", 3, "deck.cornerRadius", "expected a number, got \"big\""),
            ("deck:\n  cornerRadius: \"20\"\n", 2, "deck.cornerRadius", "expected a number, got \"20\""),
            ("deck:\n  canvas: 390\n", 2, "deck.canvas", "expected a mapping of keys (height, width), got \"390\""),
            ("deck:\n  cornerRadius: null\n", 2, "deck.cornerRadius", "may not be null"),
            ("preset: tinder\n", 1, "preset", "\"tinder\": unknown preset (known: uikit, koloda, shuffle"),
            ("\npreset: [koloda, shuffle]\n", 2, "preset", "\"koloda\" and \"shuffle\" both choose deck's preset"),
            ("preset: {deck: koloda}\n", 1, "preset", "expected a preset's name or a list of them, got a mapping"),
            ("preset: [koloda, 3]\n", 1, "preset", "expected preset names, at most 16"),
            (
                "koloda:\n  rotationBasis: screen\n", 2, "koloda.rotationBasis",
                "\"screen\" is not one of cardWidth, canvasWidth"
            ),
            ("deck:\n  curve: bouncy\n", 2, "deck.curve", "unknown curve \"bouncy\""),
            ("deck:\n  curve: [1, 2]\n", 2, "deck.curve", "a curve is four numbers [x1, y1, x2, y2]"),
            ("deck:\n  background: red\n", 2, "deck.background", "a colour is \"#RRGGBB\""),
            ("deck:\n  releaseDuration: -0.2\n", 2, "deck.releaseDuration", "must be from 0 to 10, not -0.2"),
            ("deck:\n  visibleCards: 0\n", 2, "deck.visibleCards", "must be from 1 to 100, not 0"),
            ("deck:\n  visibleCards: 2.5\n", 2, "deck.visibleCards", "expected a whole number"),
            ("deck:\n  shadow:\n    opacity: 3\n", 3, "deck.shadow.opacity", "must be from 0 to 1, not 3"),
            ("sheet:\n  notches: [0.75, 0.25]\n", 2, "sheet.notches", "notches go from the lowest to the highest"),
            ("deck:\n  stamps:\n    enabled: yes please\n", 3, "deck.stamps.enabled", "expected true or false"),
            ("- deck\n", 1, nil, "expected a mapping of keys")
        ] as [(String, Int, String?, String)])
    func problemsNameTheKeyTheLineAndWhatIsWrong(_ text: String, _ line: Int, _ key: String?, _ message: String) throws
    {
        let problem = try #require(Self.problem(text), "no problem found in \(text)")
        #expect(problem.path == "scene.yaml")
        #expect(problem.line == line, "\(problem)")
        #expect(problem.key == key, "\(problem)")
        #expect(problem.message.hasPrefix(message), "\(problem)")
    }

    @Test func syntaxErrorsGiveTheLine() throws {
        let problem = try #require(Self.problem("deck:\n  cornerRadius: 20\n bad: [1, 2\n"))
        #expect(problem.line != nil && problem.message.hasPrefix("not valid YAML"), "\(problem)")
        #expect(problem.description.hasPrefix("scene.yaml:\(problem.line!): not valid YAML"))
    }

    @Test func missingFilesAreSaid() {
        #expect(throws: SceneFileProblem(path: "/nonexistent/scene.yaml", line: nil, key: nil, message: "no such file"))
        {
            try SceneFile.load("/nonexistent/scene.yaml")
        }
    }

    /// Every optional parameter is filled in the schema's sample and allowed to be null, so no key
    /// of the parameters is unknown to scene files.
    @Test func theSchemaKnowsEveryOptionalParameter() {
        var optionals: [String] = []
        func walk(_ value: Any, _ label: String) {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                optionals.append(label)
                #expect(
                    mirror.children.first != nil, "\(label) is nil in SceneSchema.sample: scene files could not set it")
                return
            }
            if mirror.displayStyle == .struct { for child in mirror.children { walk(child.value, child.label ?? "?") } }
        }
        for (_, section) in SceneRegistry.builtIn.sections { walk(section.parameters(SceneSchema.sample), section.key) }
        #expect(Set(optionals) == SceneSchema.optionalKeys)
    }

    /// `cardrender init` writes every parameter: the keys of its YAML are the schema's.
    @Test func theStartingFileHoldsEveryParameter() throws {
        let written = try #require(try Yams_load(SceneFileWriter.yaml()) as? [String: Any])
        func keys(_ value: Any, _ prefix: String) -> Set<String> {
            guard let object = value as? [String: Any] else { return [] }
            var found = Set<String>()
            for (key, child) in object {
                found.insert(prefix + key)
                // Curves and colours are written short; their inner keys are not listed.
                if let inner = child as? [String: Any], !ValueShorthands.isCurve(inner), !ValueShorthands.isColor(inner)
                {
                    found.formUnion(keys(child, prefix + key + "."))
                }
            }
            return found
        }
        #expect(keys(written, "") == keys(SceneSchema.tree(SceneSchema.sample), ""))
    }

    /// A key two sections share is noted as each section means it: the notes are the section's own.
    @Test func eachSectionsKeysCarryItsOwnNotes() throws {
        let lines = SceneFileWriter.yaml().split(separator: "\n").map(String.init)
        func note(_ key: String, in section: String) -> String? {
            guard let start = lines.firstIndex(of: "\(section):") else { return nil }
            let line = lines[(start + 1)...].prefix { $0.hasPrefix(" ") }.first { $0.hasPrefix("  \(key):") }
            return line?.components(separatedBy: "  # ").dropFirst().first
        }
        #expect(note("maxRotation", in: "koloda") == LibraryDeckParameters.keyNotes["maxRotation"])
        #expect(note("maxRotation", in: "cardstackview") == CardStackViewParameters.keyNotes["maxRotation"])
        #expect(note("maxRotation", in: "koloda") != note("maxRotation", in: "cardstackview"))
    }
}

import Yams
func Yams_load(_ text: String) throws -> Any? { try Yams.load(yaml: text) }
