import Foundation
import Testing
import TestSupport

/// `.cardrender-check.yaml`: tolerances and ignored regions per scene, animation or still.
@Suite struct CheckConfigTests {
    static let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.5", "--fps", "10"]

    private func renamedPhotos(_ folder: TestFolder) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try folder.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
    }

    @Test func rulesLoosenOneAnimationAndIgnoredRegionsAreNotCompared() throws {
        let work = try TestFolder(), photos = try TestFolder()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden")
        #expect(
            try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("a")] + Self.deck + ["--check", golden, "--record"]
            ).status == 0)
        try renamedPhotos(photos)
        let check = ["-i", photos.path, "-o", work.file("b")] + Self.deck + ["--check", golden]
        #expect(try CLIRunner.run(check).status == 1)

        // The animation may differ; the still may not.
        try "rules:\n  deck/snap-back:\n    max-diff-ratio: 1\n".write(
            toFile: work.file("golden/.cardrender-check.yaml"), atomically: true, encoding: .utf8)
        let loosened = try CLIRunner.run(check)
        #expect(loosened.status == 1)
        #expect(loosened.stdout.contains("deck/still.png: differs"), "\(loosened.stdout)")
        // It passes, and is still named as a change within the budget.
        #expect(!loosened.stdout.contains("frames differ"), "\(loosened.stdout)")
        #expect(
            loosened.stdout.contains("deck/snap-back: 7 of 7 frames changed within the budget"), "\(loosened.stdout)")

        // The whole deck masked (in points, scaled by --scale): everything passes; the mask shows in the diff image.
        try "rules:\n  deck:\n    ignore:\n      - [0, 0, 390, 400]\n".write(
            toFile: work.file("golden/.cardrender-check.yaml"), atomically: true, encoding: .utf8)
        let masked = try CLIRunner.run(check)
        #expect(masked.status == 1, "the lower half still differs: \(masked.stdout)")
        try "rules:\n  deck:\n    ignore:\n      - {x: 0, y: 0, width: 390, height: 844}\n".write(
            toFile: work.file("golden/.cardrender-check.yaml"), atomically: true, encoding: .utf8)
        let all = try CLIRunner.run(check)
        #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
    }

    @Test func aBadConfigStopsTheCheckBeforeRenderingAndNamesTheLine() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        #expect(
            try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("a")] + Self.deck + ["--check", golden, "--record"]
            ).status == 0)
        for (text, quoted) in [
            ("rules:\n  deck:\n    threshold: 2\n", ":3: rules.deck.threshold: 2 is out of range"),
            ("rules:\n  ../x:\n    threshold: 0.2\n", "a .. that leaves the folder"),
            ("defaults:\n  threshold: 0.2\n", ":1: defaults: unknown key"),
            ("rules:\n  deck:\n    ignore: [[0, 0, -1, 4]]\n", "may not be negative")
        ] {
            try text.write(toFile: work.file("golden/.cardrender-check.yaml"), atomically: true, encoding: .utf8)
            let result = try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("b")] + Self.deck + ["--check", golden])
            #expect(result.status == 2, "\(text)")
            #expect(result.stderr.contains(quoted), "\(text): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: work.file("b")), "nothing rendered")
        }
    }
}
