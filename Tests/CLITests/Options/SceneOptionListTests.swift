import Foundation
import Testing
import TestSupport
@testable import cardrender

/// `--scene` takes several scenes as `--animation` takes several animations: repeated, or
/// separated by commas. `mockup` shows one scene and says so when given more.
@Suite struct SceneOptionListTests {
    /// The scenes `plan` plans for these options, as parsed.
    private func plannedScenes(_ arguments: [String]) throws -> [String] {
        let plan = try #require(try CardRenderCommand.parseAsRoot(["plan"] + arguments) as? Plan)
        return try plan.scene.sceneRequests().map(\.name)
    }

    @Test(arguments: [
        ["--scene", "sheet", "--scene", "sidecard"], ["--scene", "sheet,sidecard"], ["--scene", "sidecard, sheet"],
        ["--scene", "sheet", "--scene", "sidecard,sheet"]
    ])
    func severalScenesAreAllPlanned(_ arguments: [String]) throws {
        // In the catalogue's order, each once, however they were given.
        #expect(try plannedScenes(arguments) == ["sidecard", "sheet"])
    }

    @Test func allAmongOthersMeansAll() throws {
        #expect(
            try plannedScenes(["--scene", "sheet", "--scene", "all"]) == [
                "deck", "swiftui-deck", "photostack", "sidecard", "sheet"
            ])
    }

    @Test func allAndTheDefaultLeaveOutTheSceneRenderedOnlyWhenNamed() throws {
        let seed = ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"]
        #expect(try plannedScenes([]) == seed)
        #expect(try plannedScenes(["--scene", "all"]) == seed)
        #expect(try plannedScenes(["--scene", "vertical-swiper"]) == ["vertical-swiper"])
        #expect(try plannedScenes(["--scene", "vertical-swiper,all"]) == seed + ["vertical-swiper"])
    }

    @Test func aMistypedSceneInAListIsNamedWithASuggestion() throws {
        let mistyped = try #require(ParsedCommandLine.refusal(["plan", "--scene", "sheet,sidecrad"]))
        #expect(mistyped.contains("--scene \"sidecrad\": unknown scene; did you mean \"sidecard\"?"), "\(mistyped)")
        let empty = try #require(ParsedCommandLine.refusal(["plan", "--scene", "sheet,"]))
        #expect(empty.contains("--scene \"sheet,\": an empty scene name"), "\(empty)")
    }

    @Test func aCheckOfTwoScenesRecordsAndComparesBoth() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        let scenes = [
            "--scene", "sheet", "--scene", "sidecard", "--animation", "settle", "--scale", "0.25", "--fps", "5"
        ]
        let record = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("a")] + scenes + ["--check", golden, "--record"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.file("golden/sheet/still.png")), "\(work.files())")
        #expect(FileManager.default.fileExists(atPath: work.file("golden/sidecard/still.png")))
        #expect(FileManager.default.fileExists(atPath: work.file("golden/sheet/settle/frame-0001.png")))

        // A changed sheet golden is found when both scenes are checked, in either spelling.
        try FileManager.default.removeItem(atPath: work.file("golden/sheet/still.png"))
        try FileManager.default.copyItem(
            atPath: work.file("golden/sidecard/still.png"), toPath: work.file("golden/sheet/still.png"))
        for spelling in [scenes, ["--scene", "sheet,sidecard"] + scenes.dropFirst(4)] {
            let check = try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("b")] + spelling + ["--check", golden])
            #expect(check.status == 1, "\(spelling): \(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("sheet/still.png"), "\(check.stdout)")
        }
    }

    @Test(arguments: [["--scene", "sheet", "--scene", "deck"], ["--scene", "sheet,deck"]])
    func aMockupRefusesSeveralScenes(_ arguments: [String]) throws {
        let message = try #require(
            ParsedCommandLine.refusal(
                ["mockup", "-i", Repository.photos, "-o", "/nonexistent/out", "--format", "square"] + arguments))
        #expect(message.contains("a mockup shows one scene; --scene gave sheet, deck"), "\(message)")
    }
}
