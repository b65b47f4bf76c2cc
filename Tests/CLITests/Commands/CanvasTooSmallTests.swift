import Foundation
import Testing
import TestSupport

/// A `--size` too small for a scene is refused by `plan` and by rendering, naming the scene, the
/// size and the smallest size that works; that size, and the largest `--size`, give a plan that
/// python's jsonschema accepts against docs/plan.schema.json.
@Suite struct CanvasTooSmallTests {
    /// Every scene in each of its presets.
    static let scenes: [[String]] = [
        ["--scene", "deck"], ["--scene", "deck", "--preset", "koloda"], ["--scene", "deck", "--preset", "shuffle"],
        ["--scene", "deck", "--preset", "cardstackview"],
        ["--scene", "swiftui-deck"], ["--scene", "swiftui-deck", "--preset", "cardstackview"],
        ["--scene", "photostack"], ["--scene", "sidecard"], ["--scene", "sheet"],
        ["--scene", "sheet", "--preset", "floatingpanel"], ["--scene", "vertical-swiper"]
    ]

    /// The width and height a refusal names as the smallest size that works.
    static func smallest(in message: String) -> (width: Int, height: Int)? {
        guard let range = message.range(of: #"the smallest size that works is \d+x\d+"#, options: .regularExpression)
        else { return nil }
        let numbers = message[range].split(separator: " ").last!.split(separator: "x").compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    /// In process, every scene: what the command checks and plans is the same code a process
    /// runs; `aTooSmallSizeIsAUsageErrorThatPrintsNoPlan` checks a refusal's exit status and output.
    /// The plans are validated together, by one python (its start costs more than a plan's check).
    @Test(.enabled(if: JSONSchemaCheck.shouldRun, "\(JSONSchemaCheck.missing)"))
    func tinySizesAreRefusedAndTheSmallestAndLargestPlanValidFrames() throws {
        let work = try TestFolder(); defer { work.remove() }
        var plans: [String] = []
        for scene in Self.scenes {
            let name = scene.filter { !$0.hasPrefix("--") }.joined(separator: "-")
            var named: Set<String> = []
            for size in ["1x1", "50x50", "60x100", "200x30"] {
                let refused = try PlanInProcess.run(["--fps", "4", "--size", size] + scene)
                #expect(refused.json == nil, "\(scene) \(size): a plan was made")
                let message = try #require(refused.refusal, "\(scene) \(size): not refused")
                #expect(
                    message.contains("--size \(size) is too small for \(scene[1]): the smallest size that works is "),
                    "\(message)")
                let smallest = try #require(Self.smallest(in: message), "\(message)")
                named.insert("\(smallest.width)x\(smallest.height)")
            }
            // The same smallest size whatever the size refused; at that size the plan is made and valid.
            #expect(named.count == 1, "\(scene): \(named)")
            let size = try #require(named.first)
            let plan = try PlanInProcess.run(["--fps", "4", "--size", size] + scene)
            #expect(plan.refusal == nil, "\(scene) \(size): \(plan.refusal ?? "")")
            plans.append(work.file("\(name)-smallest-\(size).json"))
            try #require(plan.json).write(to: URL(fileURLWithPath: plans.last!))

            // 10000 points a side, the most --size takes; at --scale 1 its 100 million pixels are allowed.
            let largest = try PlanInProcess.run(["--fps", "4", "--size", "10000x10000", "--scale", "1"] + scene)
            #expect(largest.refusal == nil, "\(scene): \(largest.refusal ?? "")")
            plans.append(work.file("\(name)-largest-10000x10000.json"))
            try #require(largest.json).write(to: URL(fileURLWithPath: plans.last!))
        }
        #expect(plans.count == 2 * Self.scenes.count)
        let check = try JSONSchemaCheck.validate(documents: plans)
        #expect(check.status == 0, "\(check.message)")
    }

    /// The process's side of a refusal: a usage error, nothing on standard output, the message on
    /// standard error (the deck in a preset, through its `--preset` option).
    @Test func aTooSmallSizeIsAUsageErrorThatPrintsNoPlan() throws {
        let refused = try CLIRunner.run([
            "plan", "--fps", "4", "--size", "60x100", "--scene", "deck", "--preset", "koloda"
        ])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stdout.isEmpty, "a plan was printed")
        #expect(
            refused.stderr.contains("--size 60x100 is too small for deck: the smallest size that works is "),
            "\(refused.stderr)")
    }

    @Test func everySceneAskedForIsCheckedAndTheSizeThatSuitsThemAllIsNamed() throws {
        let refused = try CLIRunner.run(["plan", "--size", "40x100"])
        #expect(refused.status == 2)
        for scene in ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"] {
            #expect(refused.stderr.contains("\(scene) (smallest "), "\(scene): \(refused.stderr)")
        }
        #expect(refused.stderr.contains("the smallest size that works for all of them is 166x276"), "\(refused.stderr)")
        // The size it names plans (in process).
        let named = try PlanInProcess.run(["--size", "166x276", "--fps", "2"])
        #expect(named.json != nil, "\(named.refusal ?? "")")
    }

    @Test func renderingRefusesATinySizeBeforeWritingAnything() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        let refused = try CLIRunner.run([
            "-i", Repository.photos, "-o", out, "--scene", "sidecard", "--size", "200x30", "--progress", "none"
        ])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("--size 200x30 is too small for sidecard: the smallest size that works is 73x192"),
            "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "the output folder was made: \(work.files())")
        // The size it names renders.
        let rendered = try CLIRunner.run([
            "-i", Repository.photos, "-o", out, "--scene", "sidecard", "--animation", "cancel",
            "--size", "73x192", "--scale", "1", "--fps", "10", "--progress", "none"
        ])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(!rendered.stderr.contains("warning"), "\(rendered.stderr)")
    }

    @Test func aSceneFilesSizesMoveTheSmallestSize() throws {
        let work = try TestFolder(); defer { work.remove() }
        // Wider margins need a wider canvas: 300 + 300 points of margin and the card's two corners.
        try "sidecard:\n  cardMargins: {top: 60, left: 300, bottom: 100, right: 300}\n".write(
            toFile: work.file("wide.yaml"), atomically: true, encoding: .utf8)
        let refused = try CLIRunner.run(["plan", "--scene", "sidecard", "--scene-file", work.file("wide.yaml")])
        #expect(refused.status == 2 && refused.stdout.isEmpty)
        // Read without --size, the file's canvases are checked at their keys (the default one here, at its section's line).
        #expect(
            refused.stderr.contains(
                "--scene-file \(work.file("wide.yaml")):1: sidecard.canvas: 390x844 is too small for sidecard with these sizes: the smallest size that works is 632x192"
            ),
            "\(refused.stderr)")
        #expect(
            try CLIRunner.run([
                "plan", "--scene", "sidecard", "--scene-file", work.file("wide.yaml"), "--size", "632x192"
            ]).status == 0)
        // A deck whose own sizes are kept needs them on the canvas, as they are.
        try "deck:\n  containerSize: {width: 340, height: 520}\n".write(
            toFile: work.file("big.yaml"), atomically: true, encoding: .utf8)
        let big = try CLIRunner.run([
            "plan", "--scene", "deck", "--scene-file", work.file("big.yaml"), "--size", "320x480"
        ])
        #expect(big.status == 2 && big.stderr.contains("the smallest size that works is 340x640"), "\(big.stderr)")
    }
}
