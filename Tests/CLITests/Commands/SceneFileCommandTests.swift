import Foundation
import Testing
import TestSupport

/// `cardrender init` and `--scene-file`.
@Suite struct SceneFileCommandTests {
    /// The first scene's first still's layers in a plan's JSON (none when it was refused).
    static func stillLayers(_ plan: (json: Data?, refusal: String?)) -> [[String: Any]] {
        let frame =
            (PlanInProcess.scenes(plan.json).first?["stills"] as? [[String: Any]])?.first?["frame"] as? [String: Any]
        return frame?["layers"] as? [[String: Any]] ?? []
    }

    @Test func initWritesACommentedFileThatRendersLikeTheDefaults() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let file = folder.file("scene.yaml")
        let made = try CLIRunner.run(["init", file])
        #expect(made.status == 0, "\(made.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("# cardrender scene file"))
        #expect(
            text.contains("\ndeck:\n") && text.contains("\nswiftui-deck:\n") && text.contains("\nsheet:\n")
                && text.contains("  # "))
        // Refuses to overwrite, unless forced.
        let again = try CLIRunner.run(["init", file])
        #expect(again.status == 2 && again.stderr.contains("exists"))
        #expect(try CLIRunner.run(["init", file, "--force"]).status == 0)
        // The file changes nothing: the same plan as without it (planned in process).
        let with = try PlanInProcess.run(["--scene", "all", "--fps", "10", "--scene-file", file])
        let without = try PlanInProcess.run(["--scene", "all", "--fps", "10"])
        #expect(with.json != nil, "\(with.refusal ?? "")")
        #expect(with.json == without.json)
    }

    @Test func initWritesJSONForAJSONName() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        #expect(try CLIRunner.run(["init", folder.file("scene.json")]).status == 0)
        let object =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.file("scene.json"))))
            as? [String: Any]
        #expect(object?["preset"] as? String == "uikit")
        #expect((object?["sheet"] as? [String: Any])?.keys.contains("availableHeight") == true)
        let printed = try CLIRunner.run(["init", "-"])
        #expect(printed.status == 0 && printed.stdout.hasPrefix("# cardrender scene file"))
    }

    @Test func commandLineOptionsOverrideTheFile() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let file = folder.file("scene.yaml")
        try Data("preset: koloda\ndeck:\n  cornerRadius: 21\n  canvas: {width: 400, height: 800}\n".utf8).write(
            to: URL(fileURLWithPath: file))
        // Planned in process (PlanInProcess): what the plan holds.
        let fromFile = try PlanInProcess.run([
            "--scene", "deck", "--animation", "snap-back", "--scene-file", file, "--preset", "uikit"
        ])
        #expect(fromFile.json != nil, "\(fromFile.refusal ?? "")")
        let layers = Self.stillLayers(fromFile)
        #expect(layers.count == 3)
        #expect(layers.last?["cornerRadius"] as? Double == 21)
        // The file's canvas: 400 wide, so the top card's centre is at x = 200.
        #expect((layers.last?["position"] as? [String: Double])?["x"] == 200)
        let sized = try PlanInProcess.run([
            "--scene", "deck", "--animation", "snap-back", "--scene-file", file, "--preset", "uikit", "--size",
            "300x600"
        ])
        #expect((Self.stillLayers(sized).last?["position"] as? [String: Double])?["x"] == 150)
        // Without --preset, the file's koloda.
        let koloda = try PlanInProcess.run(["--scene", "deck", "--animation", "snap-back", "--scene-file", file])
        #expect((Self.stillLayers(koloda).first?["scale"] as? Double).map { abs($0 - 0.9025) < 1e-9 } == true)
    }

    @Test func aBadFileNamesTheKeyAndLine() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let file = folder.file("scene.yaml")
        try Data("# mine\ndeck:\n  cornerRadius: big\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run(["-i", Repository.photos, "-o", folder.file("out"), "--scene-file", file])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--scene-file \(file):3: deck.cornerRadius: expected a number, got \"big\""),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
        let missing = try CLIRunner.run(["plan", "--scene-file", folder.file("nope.yaml")])
        #expect(missing.status == 2 && missing.stderr.contains("nope.yaml: no such file"), "\(missing.stderr)")
    }
}
