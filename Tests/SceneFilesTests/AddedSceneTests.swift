import CardGeometry
import Testing

@testable import SceneFiles

// A new scene, written here and nowhere else, the way a scene's folder under `Scenes/` writes
// one: its parameters type with the ranges of its own numbers, its scene (a still and one
// animation), and its entry with one scene-file section. It joins the built-in ones by one line,
// `SceneRegistry(SceneRegistry.builtIn.entries + [PulseEntry()])`, with no change to the code
// of the catalogue or the scene files.

/// How the pulse's card grows: evenly to the middle and back, or at once, held until the end.
enum PulseShape: String, Hashable, Sendable, Codable {
    case triangle, held
}

/// The pulse's numbers: one card at the canvas's centre that grows to `peakScale` and back.
struct PulseParameters: SceneSectionParameters {
    var canvas = Size(width: 390, height: 844)
    var background = Color.groupedBackground
    var cardSize = Size(width: 200, height: 280)
    var peakScale = 1.25
    var pulseDuration = 0.8
    var shape = PulseShape.triangle

    static let bounds: [String: ParameterBound] = [
        "peakScale": ParameterBound(lower: 1, upper: 3), "pulseDuration": .duration
    ]
    static let keyNotes = ["peakScale": "the card's scale at the pulse's height"]
    static let choices = ["shape": ["triangle", "held"]]
}

/// One card that pulses: at rest it sits at the centre; `pulse` scales it up and down again.
struct PulseScene: Scene {
    let name = "pulse"
    var parameters: PulseParameters
    var photoCount: Int

    func still() -> SceneFrame { frame(time: 0, scale: 1) }

    var animations: [SceneAnimation] {
        let scene = self
        return [
            SceneAnimation(
                name: "pulse", summary: "the card grows to \(parameters.peakScale)× and back",
                duration: parameters.pulseDuration
            ) { time in
                let duration = scene.parameters.pulseDuration, half = duration / 2
                let rise =
                    scene.parameters.shape == .held
                    ? (time > 0 && time < duration ? 1 : 0) : half > 0 ? 1 - abs(time - half) / half : 0
                return scene.frame(time: time, scale: 1 + (scene.parameters.peakScale - 1) * rise)
            }
        ]
    }

    func frame(time: Double, scale: Double) -> SceneFrame {
        let card = Layer(
            content: .card(photo: 0), size: parameters.cardSize,
            position: Point(x: parameters.canvas.width / 2, y: parameters.canvas.height / 2), scale: scale)
        return SceneFrame(
            time: time, canvas: parameters.canvas, background: parameters.background,
            layers: photoCount > 0 ? [card] : [])
    }
}

/// The pulse's entry: its name, its one section and how it lays out.
struct PulseEntry: SceneEntry {
    let name = "pulse"

    static let section = SceneSectionKey("pulse", defaults: PulseParameters())

    var sections: [SceneSection] {
        [SceneSection(Self.section, starterComment: "pulse (a test-only scene): one card that grows and shrinks.")]
    }

    func screenFit(_ parameters: SceneParameters) -> SceneScreenFit { .laidOut }

    func laidOut(_ context: SceneCatalog.Context) -> any Scene {
        PulseScene(parameters: context.sized(context.parameters[Self.section]), photoCount: context.photoCount)
    }
}

/// A scene added from outside the package is listed, planned, read from a scene file, checked,
/// and written in the starter file and schema, by the list alone.
@Suite struct AddedSceneTests {
    static let registry = SceneRegistry(SceneRegistry.builtIn.entries + [PulseEntry()])

    @Test func theListNamesAndPlansTheAddedScene() throws {
        #expect(Self.registry.names == SceneCatalog.names + ["pulse"])
        let scene = try #require(Self.registry.scene(named: "pulse", SceneCatalog.Context(photoCount: 3)))
        let plan = ScenePlan(scene: scene, fps: 10)
        #expect(plan.scene == "pulse")
        #expect(plan.stills.map(\.name) == ["still"])
        #expect(plan.stills[0].frame.layers.map(\.position) == [Point(x: 195, y: 422)])
        let pulse = try #require(plan.animations.first)
        #expect(plan.animations.map(\.name) == ["pulse"])
        #expect(pulse.frames.count == 9)
        #expect(pulse.frames.map { $0.layers[0].scale }.max() == 1.25)
        #expect(pulse.frames.first?.layers[0].scale == 1 && pulse.frames.last?.layers[0].scale == 1)
        // The built-in list does not know it.
        #expect(SceneCatalog.scene(named: "pulse", SceneCatalog.Context(photoCount: 3)) == nil)
    }

    @Test func aSceneFileSetsTheAddedScenesNumbers() throws {
        let parameters = try SceneFile.parse(
            "pulse:\n  peakScale: 2\n  cardSize: {width: 100, height: 150}\n", path: "pulse.yaml",
            registry: Self.registry)
        #expect(parameters[PulseEntry.section].peakScale == 2)
        #expect(parameters[PulseEntry.section].cardSize == Size(width: 100, height: 150))
        #expect(parameters.deck == DeckParameters())
        let scene = try #require(
            Self.registry.scene(named: "pulse", SceneCatalog.Context(photoCount: 1, parameters: parameters)))
        #expect(scene.animations[0].frame(at: 0.4).layers[0].scale == 2)
        #expect(scene.still().layers[0].size == Size(width: 100, height: 150))
        let held = try SceneFile.parse("pulse:\n  shape: held\n", path: "pulse.yaml", registry: Self.registry)
        #expect(held[PulseEntry.section].shape == .held)
    }

    @Test func aNumberOutOfTheAddedScenesRangeIsRefusedAtItsKeyAndLine() {
        #expect(
            throws: SceneFileProblem(
                path: "pulse.yaml", line: 4, key: "pulse.peakScale", message: "must be from 1 to 3, not 5")
        ) {
            try SceneFile.parse(
                "sheet:\n  rowHeight: 60\npulse:\n  peakScale: 5\n", path: "pulse.yaml", registry: Self.registry)
        }
        #expect(
            throws: SceneFileProblem(
                path: "pulse.yaml", line: 2, key: "pulse.pulseDuration", message: "must be from 0 to 10, not 11")
        ) {
            try SceneFile.parse("pulse:\n  pulseDuration: 11\n", path: "pulse.yaml", registry: Self.registry)
        }
        #expect(
            throws: SceneFileProblem(
                path: "pulse.yaml", line: 2, key: "pulse.shape", message: "\"square\" is not one of triangle, held")
        ) {
            try SceneFile.parse("pulse:\n  shape: square\n", path: "pulse.yaml", registry: Self.registry)
        }
        // Without the scene in the list, its section is an unknown key.
        #expect(throws: SceneFileProblem.self) { try SceneFile.parse("pulse:\n  peakScale: 2\n", path: "pulse.yaml") }
    }

    @Test func theStarterFileAndSchemaHoldTheAddedSection() throws {
        let builtIn = SceneFileWriter.yaml()
        let written = SceneFileWriter.yaml(registry: Self.registry)
        #expect(written.hasPrefix(builtIn))
        #expect(
            written.dropFirst(builtIn.count).hasPrefix(
                "\n# pulse (a test-only scene): one card that grows and shrinks.\npulse:\n  canvas:"))
        #expect(written.contains("\n  peakScale: 1.25  # the card's scale at the pulse's height\n"))
        #expect(written.contains("\n  shape: triangle\n"))
        #expect(try SceneFile.parse(written, path: "scene.yaml", registry: Self.registry) == SceneParameters())
        let json = SceneFileWriter.json(registry: Self.registry)
        #expect(json.contains("\"pulse\"") && json.contains("\"peakScale\""))
        #expect(SceneSchema.kinds(of: Self.registry).keys == (SceneSchema.kinds.keys + ["pulse"]).sorted())
        guard case let .object(sections) = SceneSchema.kinds(of: Self.registry) else {
            Issue.record("the schema's top level is not a mapping")
            return
        }
        #expect(
            sections["pulse"]?.keys == ["background", "canvas", "cardSize", "peakScale", "pulseDuration", "shape"])
    }
}
