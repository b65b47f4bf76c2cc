import CardGeometry
import Testing

@testable import SceneFiles

/// The scene files learn their sections from the scene list: a scene added to it (the test-only
/// `peek`) is written, known to the schema and checked as the built-in ones are, with no change
/// to the scene files' code.
@Suite struct SceneRegistryFileTests {
    static let withPeek = SceneRegistry(SceneRegistry.builtIn.entries + [PeekEntry()])
    static let peekOnly = SceneRegistry([PeekEntry()])

    @Test func theStarterFileWritesAnAddedScenesSectionAfterTheBuiltInOnes() {
        let builtIn = SceneFileWriter.yaml()
        let written = SceneFileWriter.yaml(registry: Self.withPeek)
        #expect(written.hasPrefix(builtIn))
        let added = written.dropFirst(builtIn.count)
        #expect(added.hasPrefix("\n# peek (a test-only scene): the side card's numbers.\npeek:\n  canvas:"), "\(added)")
        #expect(!SceneFileWriter.yaml(registry: Self.peekOnly).contains("\nsidecard:"))
    }

    @Test func theSchemaKnowsAnAddedScenesKeys() {
        #expect(SceneSchema.kinds(of: .builtIn) == SceneSchema.kinds)
        #expect(SceneSchema.kinds.keys == SceneSchema.defaultTree.keys.sorted())
        let keys = SceneSchema.kinds(of: Self.withPeek).keys
        #expect(keys == (SceneSchema.kinds.keys + ["peek"]).sorted())
    }

    @Test func anAddedScenesCanvasIsListedAndCheckedAtItsKey() throws {
        var parameters = SceneParameters()
        parameters[PeekEntry.section].canvas = Size(width: 200, height: 30)
        #expect(SceneFile.canvases(parameters, registry: Self.withPeek).last?.0 == "peek")
        let problem = try #require(SceneCanvasChecks.firstProblem(parameters, registry: Self.peekOnly))
        #expect(problem.key == ["peek", "canvas"])
        #expect(
            problem.message
                == "200x30 is too small for peek with these sizes: the smallest size that works is 73x192")
    }

    @Test func anAddedScenesLayersAreCheckedAtItsSection() throws {
        var parameters = SceneParameters()
        parameters.sideCard.cardMargins.left = 6_000
        parameters.sideCard.cardMargins.right = 6_000
        #expect(SceneChecks.firstProblem(parameters)?.key == ["sidecard"])
        parameters[PeekEntry.section] = parameters.sideCard
        let problem = try #require(SceneChecks.firstProblem(parameters, registry: Self.peekOnly))
        #expect(problem.key == ["peek"])
        #expect(problem.message.hasPrefix("a layer would be"), "\(problem.message)")
    }
}

/// Every spring among a section's numbers is checked to settle, found by the section, not named.
@Suite struct SceneSpringCheckTests {
    @Test func eachSpringOfASectionIsCheckedAtItsKey() throws {
        var parameters = SceneParameters()
        parameters.swiftUIDeck.returnSpring.damping = 0
        let problem = try #require(SceneChecks.firstProblem(parameters))
        #expect(problem.key == ["swiftui-deck", "returnSpring"])
        #expect(problem.message == "does not settle within 10 s; give it more damping or stiffness")
        parameters.swiftUIDeck.layoutSpring.damping = 0
        #expect(SceneChecks.firstProblem(parameters)?.key == ["swiftui-deck", "layoutSpring"])
    }
}
