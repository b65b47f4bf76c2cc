import Foundation
import Testing
import TestSupport

/// `cardrender plan`: frames as JSON, nothing rendered.
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
        let (withInput, scenes) = try plan([
            "--scene", "photostack", "--input", Repository.photos, "--seed", "7", "--animation", "flick"
        ])
        #expect(withInput.status == 0, "\(withInput.stderr)")
        let still = ((scenes.first?["stills"] as? [[String: Any]])?.first?["frame"] as? [String: Any])
        // Eight fixture photos, all in the stack.
        #expect((still?["layers"] as? [Any])?.count == 8)
        let (again, _) = try plan([
            "--scene", "photostack", "--input", Repository.photos, "--seed", "7", "--animation", "flick"
        ])
        #expect(again.stdout == withInput.stdout)
        let (otherSeed, _) = try plan([
            "--scene", "photostack", "--input", Repository.photos, "--seed", "8", "--animation", "flick"
        ])
        #expect(otherSeed.stdout != withInput.stdout)
    }

    @Test func allScenesByDefault() throws {
        let (result, scenes) = try plan(["--fps", "10"])
        #expect(result.status == 0)
        #expect(scenes.map { $0["scene"] as? String } == ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"])
    }

    @Test func theBackdropIsNamedAmongTheInputsPhotos() throws {
        func backdrop(_ scene: [String: Any]) -> [String: Any]? {
            let stills = scene["stills"] as? [[String: Any]] ?? []
            return ((stills.first?["frame"] as? [String: Any])?["layers"] as? [[String: Any]])?.first?["content"]
                as? [String: Any]
        }
        // coffee.png is the fifth photo in name order.
        let (result, scenes) = try plan(["--scene", "sheet", "--input", Repository.photos, "--backdrop", "coffee"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(backdrop(scenes[0])?["photo"] as? Int == 4)
        let (plain, defaults) = try plan(["--scene", "sidecard", "--input", Repository.photos])
        #expect(plain.status == 0 && backdrop(defaults[0])?["photo"] as? Int == 0)
        let typo = try CLIRunner.run(["plan", "--scene", "sheet", "--input", Repository.photos, "--backdrop", "cofee"])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean \"coffee\"?"), "\(typo.stderr)")
        let noInput = try CLIRunner.run(["plan", "--scene", "sheet", "--backdrop", "coffee"])
        #expect(
            noInput.status == 2 && noInput.stderr.contains("--backdrop \"coffee\": a photo is named only with --input"),
            "\(noInput.stderr)")
    }

    @Test func unknownNamesAreUsageErrors() throws {
        #expect(try CLIRunner.run(["plan", "--scene", "nope"]).status == 2)
        #expect(try CLIRunner.run(["plan", "--scene", "deck", "--animation", "flick"]).status == 2)
    }
}

/// Scene options reach `plan` as they reach rendering.
@Suite struct PlanSceneOptionTests {
    @Test func stampsAppearInThePlanOnlyWithTheFlag() throws {
        func stampCount(_ extra: [String]) throws -> Int {
            let result = try CLIRunner.run(
                ["plan", "--scene", "deck", "--animation", "swipe-right", "--fps", "10"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.components(separatedBy: "\"stamp\"").count - 1
        }
        #expect(try stampCount([]) == 0)
        // 0.1 s … 0.6 s of swipe-right show LIKE (0 is at rest, 0.7 has exited).
        #expect(try stampCount(["--stamps"]) == 6)
    }
}

@Suite struct PresetOptionTests {
    @Test func kolodaPresetPlansThreeScaledCards() throws {
        let result = try CLIRunner.run(["plan", "--scene", "deck", "--animation", "snap-back", "--preset", "koloda"])
        #expect(result.status == 0, "\(result.stderr)")
        let json =
            (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["scenes"]
            as? [[String: Any]]
        let still =
            ((json?.first?["stills"] as? [[String: Any]])?.first?["frame"] as? [String: Any])?["layers"]
            as? [[String: Any]] ?? []
        #expect(still.count == 3)
        #expect(abs((still.first?["scale"] as? Double ?? 0) - 0.95 * 0.95) < 1e-9)
    }

    @Test func unknownPresetIsAUsageError() throws {
        let result = try CLIRunner.run(["plan", "--preset", "tinder"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--preset \"tinder\": unknown preset (known: uikit, koloda, shuffle)"),
            "\(result.stderr)")
    }
}
