import CardGeometry
import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SceneFiles

/// Every number of a scene file has a range that keeps the scenes finite: each hostile value, in
/// each numeric key, is either refused naming the key, its line and the allowed range, or makes
/// scenes whose every frame is finite, whose animations end within the caps and whose frame
/// count is bounded.
@Suite struct SceneFileBoundsTests {
    /// YAML spellings: NaN, ±∞, huge, negative, zero, big, 2³² + 1, fractional, subnormal.
    static let hostileValues = [".nan", ".inf", "-.inf", "1e308", "-1", "0", "1e9", "4294967297", "1.5", "1e-320"]

    /// Every numeric leaf of the schema (colour components, curve points, list items and
    /// optional parameters included), as key paths, with the defaults' tree.
    static func numericKeys() throws -> (paths: [[String]], tree: [String: Any]) {
        let tree = try JSONSerialization.jsonObject(with: Data(SceneFileWriter.json().utf8)) as! [String: Any]
        var paths: [[String]] = []
        func walk(_ value: Any, _ path: [String]) {
            switch value {
            case let object as [String: Any]: object.keys.sorted().forEach { walk(object[$0]!, path + [$0]) }
            case let list as [Any]: list.indices.forEach { walk(list[$0], path + ["\($0)"]) }
            case is NSNull: paths.append(path)
            // JSON's true and false are NSNumbers too, of the C type char.
            case let number as NSNumber where String(cString: number.objCType) != "c": paths.append(path)
            default: break
            }
        }
        walk(tree, [])
        return (paths, tree)
    }

    /// A one-line scene file setting only `path` to `value` (a list item: the default list with it replaced).
    static func sceneFile(_ path: [String], _ value: String, tree: [String: Any]) -> String {
        var text = value
        var keys = path
        if let index = Int(keys.last!) {
            keys.removeLast()
            var node: Any = tree
            for key in keys { node = (node as! [String: Any])[key]! }
            text =
                "["
                + (node as! [Any]).enumerated().map { $0.offset == index ? value : "\($0.element)" }.joined(
                    separator: ", ") + "]"
        }
        for key in keys.reversed() { text = "{\"\(key)\": \(text)}" }
        return text + "\n"
    }

    @Test func everyNumericKeyHasItsOwnRange() throws {
        let (paths, _) = try Self.numericKeys()
        #expect(paths.count >= 300 && !paths.contains { $0.last == "enabled" })
        let unnamed = paths.filter { ParameterBounds.bound(for: $0) == nil }.map { $0.joined(separator: ".") }
        #expect(unnamed.isEmpty, "keys with no range: \(unnamed)")
        // The defaults lie inside their ranges.
        #expect(ParameterChecks.firstProblem(SceneParameters()) == nil)
    }

    /// One hostile value in one numeric key, as a one-line scene file.
    struct HostileNumber: Sendable, CustomTestStringConvertible {
        var path: [String]
        var value: String
        var text: String

        var testDescription: String { "\(path.joined(separator: ".")) = \(value)" }
    }

    /// Every hostile value in every numeric key.
    static func hostileNumbers() throws -> [HostileNumber] {
        let (paths, tree) = try numericKeys()
        return paths.flatMap { path in
            hostileValues.map { HostileNumber(path: path, value: $0, text: sceneFile(path, $0, tree: tree)) }
        }
    }

    /// Counts the hostile numbers accepted by all the cases of the test it marks, and expects
    /// more than `minimum` once every case has run: the ranges are not so narrow that every
    /// hostile number is refused, leaving the scene checks nothing to see through.
    struct AcceptsMoreThan: TestTrait, TestScoping {
        static let accepted = Atomic(0)
        let minimum: Int

        func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { testCase == nil ? self : nil }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            Self.accepted.store(0, ordering: .relaxed)
            try await function()
            #expect(Self.accepted.load(ordering: .relaxed) > minimum)
        }
    }

    @Test(AcceptsMoreThan(minimum: 300), arguments: try hostileNumbers())
    func aHostileNumberIsRefusedOrMakesFiniteBoundedScenes(_ number: HostileNumber) throws {
        let parameters: SceneParameters
        do {
            parameters = try SceneFile.parse(number.text, path: "scene.yaml", scale: 2)
        } catch let problem as SceneFileProblem {
            // Refused: on line 1, naming the section, and saying what is allowed.
            #expect(
                problem.line == 1 && problem.key?.hasPrefix(number.path[0]) == true,
                "\(number.testDescription): \(problem)")
            return
        }
        AcceptsMoreThan.accepted.add(1, ordering: .relaxed)
        try Self.expectFiniteBoundedScenes(parameters, section: number.path[0], context: number.testDescription)
    }

    /// Every scene the section feeds, with a few photos and with as many as any scene draws.
    static func expectFiniteBoundedScenes(_ parameters: SceneParameters, section: String, context: String) throws {
        // The section's scene, with the preset that draws the section chosen.
        let (name, owner) = try #require(SceneRegistry.builtIn.sections.first { $0.section.key == section })
        let chosen = owner.choosing(parameters)
        for photos in [3, SceneChecks.photoCount] {
            let scene = try #require(
                SceneCatalog.scene(named: name, SceneCatalog.Context(photoCount: photos, parameters: chosen)))
            for animation in scene.animations {
                #expect(
                    animation.requestedDuration.isFinite && animation.requestedDuration <= SceneLimits.maxDuration,
                    "\(context): \(animation.name)")
                #expect(animation.frameTimes(fps: 240).count <= SceneLimits.maxFrames, "\(context): \(animation.name)")
            }
            // JSONEncoder refuses inf and NaN: the plan `cardrender plan` prints must encode
            // (asked of FiniteNumbers, which answers as the encoder would without writing the text).
            let plan = ScenePlan(scene: scene, fps: photos == 3 ? 20 : 2)
            #expect(throws: Never.self, "\(context), \(photos) photos") { try FiniteNumbers.check(plan) }
            // And no size in it is negative, as docs/plan.schema.json requires.
            let frames = plan.stills.map(\.frame) + plan.animations.flatMap(\.frames)
            let negative = frames.lazy.flatMap(\.layers).first { !($0.size.width >= 0 && $0.size.height >= 0) }
            #expect(negative == nil, "\(context), \(photos) photos: a layer of \(negative.map { "\($0.size)" } ?? "")")
        }
    }

    @Test(arguments: [
        ("deck: {releaseDuration: 1e308}", "deck.releaseDuration: must be from 0 to 10, not 1e+308"),
        ("deck:\n  shadow: {radius: 1e9}", ":2: deck.shadow.radius: must be from 0 to 50, not 1000000000"),
        ("deck: {cornerRadius: 1e308}", "deck.cornerRadius: must be from 0 to 1000"),
        ("sheet: {availableHeight: 1e308}", "sheet.availableHeight: must be from 1 to 10000"),
        ("sheet: {rowHeight: 1e-320}", "sheet.rowHeight: must be from 1 to 10000, not 1e-320"),
        ("photostack: {gridStagger: 1e9}", "photostack.gridStagger: must be from 0 to 1"),
        ("photostack: {gridSpacing: -1}", "photostack.gridSpacing: must be from 0 to 1000, not -1"),
        ("photostack: {gridTop: 1e9}", "photostack.gridTop: must be from 0 to 10000"),
        ("deck: {canvas: {width: 20000, height: 20000}}", "deck.canvas.height: must be from 1 to 10000"),
        ("koloda: {backgroundScale: 1.5}", "koloda.backgroundScale: must be more than 0 and at most 1, not 1.5"),
        ("swiftui-deck: {layoutSpring: {damping: 0}}", "swiftui-deck.layoutSpring: does not settle within 10 s"),
        (
            "photostack: {gridStagger: 1, gridPhotos: 100, visiblePhotos: 100}",
            "photostack: the show-all animation would last 99.1 s; an animation may last at most 60 s"
        ),
        ("sheet:\n  notches: [0.1,\n    2]", ":3: sheet.notches.1: must be from 0 to 1, not 2"),
        // Sizes no canvas makes room for: a stack narrowing past nothing, margins wider than any canvas.
        ("deck: {visibleCards: 40}", ":1: deck: a layer would be -480x400 points even on a 10000x10000 canvas"),
        (
            "koloda: {visibleCards: 100, backgroundStep: 10}",
            ":1: koloda: a layer would be 300x-590 points even on a 10000x10000 canvas"
        ),
        (
            "sidecard:\n  cardMargins: {left: 6000, right: 6000}",
            ":1: sidecard: a layer would be -2000x9840 points even on a 10000x10000 canvas"
        )
    ])
    func refusalsNameTheKeyLineAndRange(_ text: String, _ expected: String) {
        let problem = SceneFileTests.problem(text)
        #expect(problem?.description.contains(expected) == true, "\(String(describing: problem))")
    }

    @Test func aFileCanvasIsCappedInPixelsAtTheScale() throws {
        let text = "deck:\n  canvas: {width: 8000, height: 8000}\n"
        #expect(throws: SceneFileProblem.self) { try SceneFile.parse(text, path: "s.yaml", scale: 2) }
        #expect(try SceneFile.parse(text, path: "s.yaml", scale: 1).deck.canvas.width == 8000)
        #expect(try SceneFile.parse(text, path: "s.yaml").deck.canvas.width == 8000)
    }

    @Test func listsAndTheFileSizeAreCapped() throws {
        let notches = (0...ParameterBounds.maxListLength).map { String(Double($0) / 1000) }.joined(separator: ", ")
        let long = SceneFileTests.problem("sheet: {notches: [\(notches)]}")
        #expect(
            long?.description.contains("sheet.notches: a list of 101 items; at most 100") == true,
            "\(String(describing: long))")
        let huge = String(repeating: "# padding\n", count: SceneFile.maxBytes / 10 + 1)
        let big = SceneFileTests.problem(huge)
        #expect(
            big?.description.contains("a scene file may be at most 1048576 bytes") == true, "\(String(describing: big))"
        )
    }

    @Test func messagesQuoteOnlyAPrefixOfLongText() {
        let long = String(repeating: "x", count: 100_000)
        for text in [
            "deck: {cornerRadius: \"\(long)\"}", "deck: {\(long): 1}", "preset: \(long)", "deck: {curve: \(long)}"
        ] {
            let problem = SceneFileTests.problem(text)
            #expect(
                problem != nil && problem!.description.count < 400,
                "\(problem?.description.prefix(400) ?? "no problem")")
        }
    }

    @Test func stampTextsAreShort() {
        let problem = SceneFileTests.problem(
            "deck: {stamps: {like: {text: \"\(String(repeating: "L", count: 101))\"}}}")
        #expect(
            problem?.description.contains("deck.stamps.like.text: at most 100 characters") == true,
            "\(String(describing: problem))")
    }
}
