import Foundation
import Testing
import TestSupport

/// `cardrender plan`: frames as JSON, nothing rendered. What a plan holds is checked in process
/// (PlanInProcess: the command's parsing, checks and document); the process prints it, and exits
/// 2 for what it refuses.
@Suite struct PlanCommandTests {
    private func plan(_ arguments: [String]) throws -> (CLIRunner.Result, [[String: Any]]) {
        let result = try CLIRunner.run(["plan"] + arguments)
        let json =
            ((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any])?["scenes"]
            as? [[String: Any]] ?? []
        return (result, json)
    }

    @Test func printsEveryFrameWithItsLayers() throws {
        let (result, scenes) = try plan(["--scene", "deck", "--animation", "swipe-right", "--fps", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenes.count == 1 && scenes[0]["scene"] as? String == "deck")
        let animations = scenes[0]["animations"] as? [[String: Any]] ?? []
        #expect(animations.map { $0["name"] as? String } == ["swipe-right"])
        let frames = animations.first?["frames"] as? [[String: Any]] ?? []
        // 0.7 s at 30 fps: 22 frames, the first at 0 and the last at 0.7.
        #expect(frames.count == 22)
        #expect(frames.first?["time"] as? Double == 0 && frames.last?["time"] as? Double == 0.7)
        let layer = (frames.first?["layers"] as? [[String: Any]])?.last ?? [:]
        for field in ["content", "size", "position", "anchor", "rotation", "scale", "alpha", "cornerRadius", "shadow"] {
            #expect(layer[field] != nil, "layer lacks \(field)")
        }
        // The UIKit deck's top card at rest: centre (195, 362) on the default canvas.
        let position = layer["position"] as? [String: Double]
        #expect(position?["x"] == 195 && position?["y"] == 362)
    }

    @Test func countsPhotosOfAFolderAndTakesTheSeed() throws {
        let withInput = try PlanInProcess.run([
            "--scene", "photostack", "--input", Repository.photos, "--seed", "7", "--animation", "flick"
        ])
        #expect(withInput.refusal == nil, "\(withInput.refusal ?? "")")
        let scenes = PlanInProcess.scenes(withInput.json)
        let still = ((scenes.first?["stills"] as? [[String: Any]])?.first?["frame"] as? [String: Any])
        // Eight fixture photos, all in the stack.
        #expect((still?["layers"] as? [Any])?.count == 8)
        let again = try PlanInProcess.run([
            "--scene", "photostack", "--input", Repository.photos, "--seed", "7", "--animation", "flick"
        ])
        #expect(again.json == withInput.json)
        let otherSeed = try PlanInProcess.run([
            "--scene", "photostack", "--input", Repository.photos, "--seed", "8", "--animation", "flick"
        ])
        #expect(otherSeed.json != nil && otherSeed.json != withInput.json)
    }

    @Test func allScenesByDefault() throws {
        let result = try PlanInProcess.run(["--fps", "10"])
        #expect(result.refusal == nil)
        #expect(
            PlanInProcess.scenes(result.json).map { $0["scene"] as? String } == [
                "deck", "swiftui-deck", "photostack", "sidecard", "sheet"
            ])
    }

    @Test func theBackdropIsNamedAmongTheInputsPhotos() throws {
        func backdrop(_ scene: [String: Any]) -> [String: Any]? {
            let stills = scene["stills"] as? [[String: Any]] ?? []
            return ((stills.first?["frame"] as? [String: Any])?["layers"] as? [[String: Any]])?.first?["content"]
                as? [String: Any]
        }
        // coffee.png is the fifth photo in name order.
        let named = try PlanInProcess.run(["--scene", "sheet", "--input", Repository.photos, "--backdrop", "coffee"])
        #expect(named.refusal == nil, "\(named.refusal ?? "")")
        #expect(backdrop(PlanInProcess.scenes(named.json)[0])?["photo"] as? Int == 4)
        let plain = try PlanInProcess.run(["--scene", "sidecard", "--input", Repository.photos])
        #expect(plain.refusal == nil && backdrop(PlanInProcess.scenes(plain.json)[0])?["photo"] as? Int == 0)
        // A typo is a usage error of the process, with a suggestion.
        let typo = try CLIRunner.run(["plan", "--scene", "sheet", "--input", Repository.photos, "--backdrop", "cofee"])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean \"coffee\"?"), "\(typo.stderr)")
        let noInput = try PlanInProcess.run(["--scene", "sheet", "--backdrop", "coffee"])
        #expect(
            noInput.json == nil
                && noInput.refusal?.contains("--backdrop \"coffee\": a photo is named only with --input") == true,
            "\(noInput.refusal ?? "")")
    }

    /// Usage errors (exit status 2), found in process by the parser or the plan command;
    /// `unknownPresetIsAUsageError` checks a refused plan's exit status through the binary.
    @Test func unknownNamesAreUsageErrors() throws {
        #expect(ParsedCommandLine.refusalWhenRun(["plan", "--scene", "nope"]) != nil)
        #expect(ParsedCommandLine.refusalWhenRun(["plan", "--scene", "deck", "--animation", "flick"]) != nil)
    }
}

/// Scene options reach `plan` as they reach rendering.
@Suite struct PlanSceneOptionTests {
    @Test func stampsAppearInThePlanOnlyWithTheFlag() throws {
        func stampCount(_ extra: [String]) throws -> Int {
            let result = try PlanInProcess.run(["--scene", "deck", "--animation", "swipe-right", "--fps", "10"] + extra)
            #expect(result.refusal == nil, "\(result.refusal ?? "")")
            return String(decoding: result.json ?? Data(), as: UTF8.self).components(separatedBy: "\"stamp\"").count - 1
        }
        #expect(try stampCount([]) == 0)
        // 0.1 s … 0.6 s of swipe-right show LIKE (0 is at rest, 0.7 has exited).
        #expect(try stampCount(["--stamps"]) == 6)
    }
}

@Suite struct PresetOptionTests {
    @Test func kolodaPresetPlansThreeScaledCards() throws {
        let result = try PlanInProcess.run(["--scene", "deck", "--animation", "snap-back", "--preset", "koloda"])
        #expect(result.refusal == nil, "\(result.refusal ?? "")")
        let json = PlanInProcess.scenes(result.json)
        let still =
            ((json.first?["stills"] as? [[String: Any]])?.first?["frame"] as? [String: Any])?["layers"]
            as? [[String: Any]] ?? []
        #expect(still.count == 3)
        #expect(abs((still.first?["scale"] as? Double ?? 0) - 0.95 * 0.95) < 1e-9)
    }

    /// `cardstackview` is a preset of both decks; a later `swiftui` gives `swiftui-deck` its own back.
    @Test func aNameChoosesThePresetOfEverySceneThatHasIt() throws {
        func stillLayers(_ preset: String) throws -> [[String: Any]] {
            let result = try PlanInProcess.run([
                "--scene", "swiftui-deck", "--animation", "snap-back", "--preset", preset
            ])
            #expect(result.refusal == nil, "\(result.refusal ?? "")")
            let json = PlanInProcess.scenes(result.json)
            return ((json.first?["stills"] as? [[String: Any]])?.first?["frame"] as? [String: Any])?["layers"]
                as? [[String: Any]] ?? []
        }
        let stack = try stillLayers("cardstackview")
        #expect(stack.count == 5)
        #expect(abs((stack.first?["scale"] as? Double ?? 0) - 0.6) < 1e-9)
        #expect(try stillLayers("cardstackview, swiftui").count == 4, "the article's four cards")
    }

    @Test func emptyAndOverriddenPresetNamesAreUsageErrors() throws {
        let empty = try CLIRunner.run(["plan", "--preset", "koloda,,uikit"])
        #expect(empty.status == 2)
        #expect(
            empty.stderr.contains("--preset \"koloda,,uikit\": an empty preset name (names are separated by commas)"),
            "\(empty.stderr)")
        let overridden = try CLIRunner.run(["plan", "--preset", "koloda,shuffle"])
        #expect(overridden.status == 2)
        #expect(
            overridden.stderr.contains("--preset \"koloda\" and \"shuffle\" both choose deck's preset; give one"),
            "\(overridden.stderr)")
    }

    @Test func unknownPresetIsAUsageError() throws {
        let result = try CLIRunner.run(["plan", "--preset", "tinder"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "--preset \"tinder\": unknown preset (known: uikit, koloda, shuffle, cardstackview (deck)"),
            "\(result.stderr)")
    }
}
