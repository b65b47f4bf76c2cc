import CardGeometry
import Testing
@testable import SceneFiles

/// A scene-file canvas with more pixels than a frame may have at the scale it is drawn at: the
/// problem carries the numbers, and its message names the scale, not an option.
@Suite struct SceneFileCanvasPixelsTests {
    @Test func theProblemCarriesTheCanvasAndTheScale() throws {
        let text = "deck:\n  canvas: {width: 10000, height: 10000}\n"
        let problem = #expect(throws: SceneFileProblem.self) { try SceneFile.parse(text, path: "s.yaml", scale: 2) }
        #expect(problem?.key == "deck.canvas" && problem?.line == 2)
        #expect(
            problem?.canvasTooLarge
                == SceneFileProblem.CanvasTooLarge(
                    width: 10_000, height: 10_000, scale: 2, pixels: 400_000_000,
                    limit: SceneFile.maxCanvasPixels))
        #expect(problem?.message == "10000x10000 at scale 2 is 400000000 pixels a frame; the limit is 100000000")
        let worded = problem?.worded { $0.message(scaleName: "the zoom") }
        #expect(
            worded?.description
                == "s.yaml:2: deck.canvas: 10000x10000 at the zoom 2 is 400000000 pixels a frame; the limit is 100000000"
        )
    }

    @Test func otherProblemsKeepTheirWords() throws {
        let problem = #expect(throws: SceneFileProblem.self) {
            try SceneFile.parse("deck:\n  cornerRadius: big\n", path: "s.yaml")
        }
        #expect(problem?.canvasTooLarge == nil)
        #expect(problem.map { $0.worded { _ in "changed" } } == problem)
    }
}
