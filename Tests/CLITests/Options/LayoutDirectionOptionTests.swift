import Foundation
import Testing
import TestSupport

/// `--layout-direction rtl`: frames laid out right to left, said in the plan and the manifest,
/// and pinned by golden frames like the other rendering settings.
@Suite struct LayoutDirectionOptionTests {
    static let small = [
        "-i", Repository.photos, "--scene", "sheet", "--animation", "settle", "--scale", "0.25", "--fps", "10",
        "--progress", "none"
    ]

    @Test func thePlanSaysWhichFramesReadRightToLeft() throws {
        for (options, expected) in [([], false), (["--layout-direction", "rtl"], true)] {
            // In process: what the plan holds (PlanInProcess).
            let result = try PlanInProcess.run(["--scene", "sheet", "--animation", "settle"] + options)
            #expect(result.refusal == nil, "\(result.refusal ?? "")")
            let scenes = PlanInProcess.scenes(result.json)
            let still = ((scenes.first?["stills"] as? [[String: Any]])?.first?["frame"] as? [String: Any]) ?? [:]
            #expect((still["layoutDirection"] as? String == "rtl") == expected, "\(options)")
        }
    }

    @Test func anUnknownDirectionIsAUsageError() throws {
        let result = try CLIRunner.run(["plan", "--layout-direction", "sideways"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--layout-direction \"sideways\": unknown direction (known: ltr, rtl)"),
            "\(result.stderr)")
    }

    @Test func theManifestRecordsItAndAGoldenPinsIt() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        let record = try CLIRunner.run(
            Self.small + ["--layout-direction", "rtl", "-o", work.file("a"), "--check", golden, "--record"])
        #expect(record.status == 0, "\(record.stderr)")
        let manifest = try HostileFiles.readJSON((work.file("a") as NSString).appendingPathComponent("manifest.json"))
        #expect((manifest["settings"] as? [String: Any])?["layoutDirection"] as? String == "rtl", "\(manifest)")

        let leftToRight = try CLIRunner.run(Self.small + ["-o", work.file("b"), "--check", golden])
        #expect(leftToRight.status == 2, "\(leftToRight.stdout)\(leftToRight.stderr)")
        #expect(
            leftToRight.stderr.contains(
                "golden recorded at --layout-direction rtl; this run: --layout-direction ltr"),
            "\(leftToRight.stderr)")

        let same = try CLIRunner.run(
            Self.small + ["--layout-direction", "rtl", "-o", work.file("c"), "--check", golden])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")

        let plain = try CLIRunner.run(Self.small + ["-o", work.file("d")])
        #expect(plain.status == 0, "\(plain.stderr)")
        let plainManifest = try HostileFiles.readJSON(
            (work.file("d") as NSString).appendingPathComponent("manifest.json"))
        #expect((plainManifest["settings"] as? [String: Any])?["layoutDirection"] == nil, "left to right says nothing")
    }
}
