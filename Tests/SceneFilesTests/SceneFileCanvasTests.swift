import CardGeometry
import Testing
@testable import SceneFiles

/// A scene file's canvases, when they will be drawn (read with a --scale, no --size), must hold
/// their scenes' sizes: a canvas too small is refused at its key, naming the smallest that works.
@Suite struct SceneFileCanvasTests {
    @Test(arguments: [
        (
            "sidecard:\n  canvas: {width: 200, height: 30}\n",
            ":2: sidecard.canvas: 200x30 is too small for sidecard with these sizes: the smallest size that works is 73x192"
        ),
        (
            "sheet:\n  rowHeight: 700\n",
            ":1: sheet.canvas: 390x844 is too small for sheet with these sizes: the smallest size that works is 20x971"
        ),
        (
            "shuffle:\n  canvas:\n    width: 100\n    height: 100\n",
            ":2: shuffle.canvas: 100x100 is too small for deck with these sizes: the smallest size that works is 300x520"
        ),
        (
            "photostack: {gridCell: 1000}\n",
            ":1: photostack.canvas: 390x844 is too small for photostack with these sizes: the smallest size that works is 3000x270"
        )
    ])
    func aCanvasTooSmallForItsSceneIsRefusedAtItsKey(_ text: String, _ expected: String) throws {
        let problem = #expect(throws: SceneFileProblem.self) { try SceneFile.parse(text, path: "s.yaml", scale: 2) }
        #expect(problem?.description == "s.yaml" + expected, "\(String(describing: problem))")
        // With --size the file's canvases are not drawn, and the size is checked instead.
        #expect(throws: Never.self) { try SceneFile.parse(text, path: "s.yaml") }
    }

    @Test func theDefaultsAndCanvasesThatHoldTheirScenesAreAccepted() throws {
        #expect(throws: Never.self) { try SceneFile.parse("", path: "s.yaml", scale: 2) }
        let text =
            "sidecard:\n  canvas: {width: 73, height: 192}\nsheet:\n  rowHeight: 700\n  canvas: {width: 390, height: 971}\n"
        let parameters = try SceneFile.parse(text, path: "s.yaml", scale: 2)
        #expect(parameters.sideCard.canvas == Size(width: 73, height: 192) && parameters.sheet.canvas.height == 971)
    }
}
