import CardCheck
import Foundation
import SceneFiles
import Testing
import TestSupport
@testable import cardrender

/// A check-config rule names a scene, an animation or a file: one that names nothing there is a
/// typo, refused with the nearest name, not a tolerance silently never applied.
@Suite struct CheckConfigTargetTests {
    private func writeConfig(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// What a render with `--check` says of its golden folder's config before rendering, in
    /// process: the command's own option parsing and rule loading, worded as it writes it.
    static func configRefusal(_ arguments: [String], golden: String) throws -> String? {
        let render = try #require(try CardRenderCommand.parseAsRoot(arguments) as? Render)
        do {
            _ = try render.golden.comparison.rules(golden: golden, scale: 1)
            return nil
        } catch let problem as SceneFileProblem {
            return ErrorText.describe(DiffFailure(.unusableRules(FailureCause(problem))))
        }
    }

    @Test func aRuleForNoSceneAnimationOrStillStopsTheCheckWithASuggestion() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        #expect(
            try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("a")] + CheckConfigTests.deck + [
                    "--check", golden, "--record"
                ]
            ).status == 0)
        let check = ["-i", Repository.photos, "-o", work.file("b")] + CheckConfigTests.deck + ["--check", golden]
        // In process: every typo gets its nearest name.
        for (target, suggestion) in [
            ("deck/snap-bakc", "deck/snap-back"), ("sheet/fling-upp", "sheet/fling-up"), ("dekc", "deck"),
            ("deck/stil.png", "deck/still.png"), ("deck/snap-back/frame-001.png", "deck/snap-back/frame-0001.png")
        ] {
            try writeConfig(
                "default:\n  threshold: 0.1\nrules:\n  \(target):\n    max-diff-ratio: 1\n",
                to: work.file("golden/.cardrender-check.yaml"))
            let message = try #require(try Self.configRefusal(check, golden: golden), "\(target): accepted")
            #expect(
                message.contains(
                    ".cardrender-check.yaml:4: rules: \"\(target)\": matches no scene, animation, still or compared file; did you mean \"\(suggestion)\"?"
                ),
                "\(target): \(message)")
        }
        // The process: a usage error, its message on standard error, before anything is rendered.
        let result = try CLIRunner.run(check)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(
            result.stderr.contains(
                ".cardrender-check.yaml:4: rules: \"deck/snap-back/frame-001.png\": matches no scene, animation, still or compared file; did you mean \"deck/snap-back/frame-0001.png\"?"
            ),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work.file("b")), "nothing rendered")
        // Far from every name: no guess, but what a rule may name.
        try writeConfig(
            "rules:\n  carousel/spin:\n    threshold: 0.2\n", to: work.file("golden/.cardrender-check.yaml"))
        let far = try #require(try Self.configRefusal(check, golden: golden), "carousel/spin: accepted")
        #expect(
            far.contains(
                "\"carousel/spin\": matches no scene, animation, still or compared file (a rule names a scene such as deck"
            ), "\(far)")
    }

    @Test func rulesForAnyOfCardrendersScenesAndTheGoldenFilesAreAccepted() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        #expect(
            try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("a")] + CheckConfigTests.deck + [
                    "--check", golden, "--record"
                ]
            ).status == 0)
        // The sheet is not in this golden folder, but it is one of cardrender's scenes: the same
        // config serves a check of any scope.
        try writeConfig(
            """
            rules:
              deck: {threshold: 0.1}
              deck/snap-back: {threshold: 0.1}
              deck/snap-back/frame-0002.png: {threshold: 0.1}
              deck/still.png: {threshold: 0.1}
              sheet/fling-up: {threshold: 0.1}
              sheet/still-maximum.png: {threshold: 0.1}
              sidecard/open/frame-0040.png: {threshold: 0.1}

            """, to: work.file("golden/.cardrender-check.yaml"))
        let result = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("b")] + CheckConfigTests.deck + ["--check", golden])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func aDiffOfPlainFoldersChecksRulesAgainstTheirFiles() throws {
        let work = try TestFolder(); defer { work.remove() }
        for side in ["expected", "actual"] {
            try FileManager.default.createDirectory(
                atPath: work.file("\(side)/login"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: (Repository.photos as NSString).appendingPathComponent("chelsea.png"),
                toPath: work.file("\(side)/login/home.png"))
        }
        let config = work.file("check.yaml")
        try writeConfig("rules:\n  login/home.png:\n    threshold: 0.2\n  login:\n    threshold: 0.2\n", to: config)
        let accepted = try CLIRunner.run(["diff", work.file("expected"), work.file("actual"), "--check-config", config])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")

        try writeConfig("rules:\n  login/hme.png:\n    threshold: 0.2\n", to: config)
        let typo = try CLIRunner.run(["diff", work.file("expected"), work.file("actual"), "--check-config", config])
        #expect(typo.status == 2)
        #expect(
            typo.stderr.contains(
                "check.yaml:2: rules: \"login/hme.png\": matches no scene, animation, still or compared file; did you mean \"login/home.png\"?"
            ),
            "\(typo.stderr)")
    }
}
