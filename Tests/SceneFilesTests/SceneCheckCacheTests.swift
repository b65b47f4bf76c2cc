import CardGeometry
import Foundation
import Testing

@testable import SceneFiles

/// A scene file's scenes are checked from their own sections and the shared settings alone, and
/// what was found is kept: the next file that leaves a scene's sections as they were does not
/// build that scene again.
@Suite struct SceneCheckCacheTests {
    /// Every number of the sections in `keys` moved a little (counts by one), every switch flipped.
    static func nudged(_ parameters: SceneParameters, sections keys: Set<String>) throws -> SceneParameters {
        func nudge(_ value: Any) -> Any {
            switch value {
            case let object as [String: Any]: object.mapValues(nudge)
            case let list as [Any]: list.map(nudge)
            case let flag as Bool: !flag
            case let number as Int: number + 1
            case let number as Double: number * 1.07 + 0.01
            default: value
            }
        }
        var tree = SceneSchema.tree(parameters)
        for key in keys { tree[key] = tree[key].map(nudge) }
        return try JSONDecoder().decode(SceneParameters.self, from: TreeJSON.data(tree))
    }

    static func plan(_ entry: any SceneEntry, _ parameters: SceneParameters) throws -> Data {
        let scene = try #require(
            SceneCatalog.scene(of: entry, SceneCatalog.Context(photoCount: 5, parameters: parameters)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(ScenePlan(scene: scene, fps: 10))
    }

    @Test func eachSceneReadsOnlyItsOwnSectionsAndTheSharedSettings() throws {
        let registry = SceneRegistry.builtIn
        let all = Set(registry.sections.map(\.section.key))
        for entry in registry.entries {
            let own = Set(entry.sections.map(\.key))
            let others = try Self.nudged(SceneParameters(), sections: all.subtracting(own))
            let mine = try Self.nudged(SceneParameters(), sections: own)
            for section in entry.sections {
                let chosen = section.choosing(others)
                #expect(
                    try Self.plan(entry, chosen) == Self.plan(entry, chosen.keepingSections(own)),
                    "\(entry.name) (\(section.key)) reads another scene's section")
                // The nudges are seen where they are read.
                #expect(
                    try Self.plan(entry, section.choosing(mine))
                        != Self.plan(entry, section.choosing(SceneParameters())),
                    "\(entry.name) (\(section.key))")
            }
        }
    }

    @Test func aSecondFileBuildsOnlyTheScenesWhoseSectionsItChanged() throws {
        let registry = SceneRegistry.builtIn
        let cache = SceneCheckCache()
        let first = try SceneFile.parse("photostack: {gridSpacing: 7}\n", path: "scene.yaml")
        #expect(SceneChecks.firstProblem(first, cache: cache) == nil)
        let sections = registry.sections.count
        #expect(cache.count == sections)
        // The same again: nothing new.
        #expect(SceneChecks.firstProblem(first, cache: cache) == nil)
        #expect(cache.count == sections)
        // The deck's changed, and the photo stack's back to its defaults.
        let second = try SceneFile.parse("deck: {cornerRadius: 9}\n", path: "scene.yaml")
        #expect(SceneChecks.firstProblem(second, cache: cache) == nil)
        let changed = ["deck", "photostack"].compactMap { name in registry.entries.first { $0.name == name } }
        #expect(cache.count == sections + changed.map(\.sections.count).reduce(0, +))
    }

    /// A scene whose defaults break a cap is refused whether its answer is found or kept.
    @Test func aKeptAnswerIsTheProblemFound() throws {
        let registry = SceneRegistry(SceneRegistry.builtIn.entries + [WideMarginsEntry()])
        let cache = SceneCheckCache()
        for _ in 0..<2 {
            let problem = try #require(SceneChecks.firstProblem(SceneParameters(), registry: registry, cache: cache))
            #expect(problem.key == ["wide"] && problem.message.hasPrefix("a layer would be"), "\(problem.message)")
        }
    }

    /// The side card under a section of its own, whose default margins leave no room for a card.
    struct WideMarginsEntry: SceneEntry {
        let name = "wide"

        static let section: SceneSectionKey<SideCardParameters> = {
            var parameters = SideCardParameters()
            parameters.cardMargins.left = 6_000
            parameters.cardMargins.right = 6_000
            return SceneSectionKey("wide", defaults: parameters)
        }()

        var sections: [SceneSection] { [SceneSection(Self.section, starterComment: "wide margins")] }

        func screenFit(_ parameters: SceneParameters) -> SceneScreenFit { .laidOut }

        func laidOut(_ context: SceneCatalog.Context) -> any Scene {
            PeekScene(
                inner: SideCardScene(
                    photoCount: context.photoCount, parameters: context.sized(context.parameters[Self.section]),
                    backdrop: context.backdrop))
        }
    }
}
