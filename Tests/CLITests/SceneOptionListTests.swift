import Foundation
import Testing
import TestSupport

/// `--scene` takes several scenes as `--animation` takes several animations: repeated, or
/// separated by commas. `mockup` shows one scene and says so when given more.
@Suite struct SceneOptionListTests {
    private func plannedScenes(_ arguments: [String]) throws -> [String] {
        let result = try CLIRunner.run(["plan"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let plan = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (plan?["scenes"] as? [[String: Any]] ?? []).compactMap { $0["scene"] as? String }
    }

    @Test(arguments: [["--scene", "sheet", "--scene", "sidecard"], ["--scene", "sheet,sidecard"], ["--scene", "sidecard, sheet"],
                      ["--scene", "sheet", "--scene", "sidecard,sheet"]])
    func severalScenesAreAllPlanned(_ arguments: [String]) throws {
        // In the catalogue's order, each once, however they were given.
        #expect(try plannedScenes(arguments) == ["sidecard", "sheet"])
    }

    @Test func allAmongOthersMeansAll() throws {
        #expect(try plannedScenes(["--scene", "sheet", "--scene", "all"]) == ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"])
    }

    @Test func aMistypedSceneInAListIsNamedWithASuggestion() throws {
        let result = try CLIRunner.run(["plan", "--scene", "sheet,sidecrad"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--scene \"sidecrad\": unknown scene; did you mean \"sidecard\"?"), "\(result.stderr)")
        let empty = try CLIRunner.run(["plan", "--scene", "sheet,"])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("--scene \"sheet,\": an empty scene name"), "\(empty.stderr)")
    }

    @Test func aCheckOfTwoScenesRecordsAndComparesBoth() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        let scenes = ["--scene", "sheet", "--scene", "sidecard", "--animation", "settle", "--scale", "0.25", "--fps", "5"]
        let record = try CLIRunner.run(["-i", Repository.photos, "-o", work.file("a")] + scenes + ["--check", golden, "--record"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.file("golden/sheet/still.png")), "\(work.files())")
        #expect(FileManager.default.fileExists(atPath: work.file("golden/sidecard/still.png")))
        #expect(FileManager.default.fileExists(atPath: work.file("golden/sheet/settle/frame-0001.png")))

        // A changed sheet golden is found when both scenes are checked, in either spelling.
        try FileManager.default.removeItem(atPath: work.file("golden/sheet/still.png"))
        try FileManager.default.copyItem(atPath: work.file("golden/sidecard/still.png"), toPath: work.file("golden/sheet/still.png"))
        for spelling in [scenes, ["--scene", "sheet,sidecard"] + scenes.dropFirst(4)] {
            let check = try CLIRunner.run(["-i", Repository.photos, "-o", work.file("b")] + spelling + ["--check", golden])
            #expect(check.status == 1, "\(spelling): \(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("sheet/still.png"), "\(check.stdout)")
        }
    }

    @Test(arguments: [["--scene", "sheet", "--scene", "deck"], ["--scene", "sheet,deck"]])
    func aMockupRefusesSeveralScenes(_ arguments: [String]) throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run(["mockup", "-i", Repository.photos, "-o", out.path, "--format", "square"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("a mockup shows one scene; --scene gave sheet, deck"), "\(result.stderr)")
        #expect(out.files().isEmpty)
    }
}
