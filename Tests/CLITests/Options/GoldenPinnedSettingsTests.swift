import Foundation
import Testing
import TestSupport

/// A golden folder records what it was rendered with; a check at other rendering settings stops
/// before anything is rendered and names the options that would match.
@Suite struct GoldenPinnedSettingsTests {
    static let snapBack = ["-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--progress", "none"]
    static let small = snapBack + ["--scale", "0.25", "--fps", "10"]

    private func index(_ golden: String) throws -> [String: Any] {
        try HostileFiles.readJSON((golden as NSString).appendingPathComponent("golden.json"))
    }

    /// Nothing was rendered into `out`: no manifest, no PNG.
    private func nothingRendered(_ out: String) -> Bool {
        !FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent("manifest.json"))
            && ((try? TestFolder.files(under: out)) ?? []).allSatisfy { !$0.hasSuffix(".png") }
    }

    @Test func aCheckAtOtherSettingsStopsBeforeRenderingAndNamesTheOptionsThatMatch() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        try RecordedGolden.copy(to: golden)
        let settings = try #require(try index(golden)["settings"] as? [String: Any], "golden.json records the settings")
        #expect(settings["scale"] as? Double == 0.25 && settings["fps"] as? Double == 10, "\(settings)")
        #expect(
            settings["libvips"] is String && settings["cardrender"] is String
                && settings["preset"] as? String == "uikit", "\(settings)")

        let other = try CLIRunner.run(
            Self.snapBack + ["--scale", "0.5", "--fps", "20", "-o", work.file("b"), "--check", golden])
        #expect(other.status == 2, "\(other.stdout)\(other.stderr)")
        #expect(
            other.stderr.contains("golden recorded at --scale 0.25 --fps 10; this run: --scale 0.5 --fps 20"),
            "\(other.stderr)")
        #expect(nothingRendered(work.file("b")), "refused before rendering")

        // The motion is the same, only sampled otherwise: no "motion differs", the frame rate is named.
        let defaultFPS = try CLIRunner.run(Self.snapBack + ["--scale", "0.25", "-o", work.file("c"), "--check", golden])
        #expect(defaultFPS.status == 2, "\(defaultFPS.stdout)\(defaultFPS.stderr)")
        #expect(defaultFPS.stderr.contains("golden recorded at --fps 10; this run: --fps 60"), "\(defaultFPS.stderr)")
        #expect(!defaultFPS.stdout.contains("motion"), "\(defaultFPS.stdout)")
        #expect(nothingRendered(work.file("c")))

        let same = try CLIRunner.run(Self.small + ["-o", work.file("d"), "--check", golden])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    }

    @Test func thePresetAScenefileChoosesIsPinnedAsThePresetOption() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden"), sceneFile = work.file("koloda.yaml")
        try HostileFiles.write("preset: koloda\n", to: sceneFile)
        #expect(
            try CLIRunner.run(Self.small + ["--preset", "koloda", "-o", work.file("a"), "--check", golden, "--record"])
                .status == 0)

        let byFile = try CLIRunner.run(
            Self.small + ["--scene-file", sceneFile, "-o", work.file("b"), "--check", golden])
        #expect(byFile.status == 0, "the same preset from a scene file matches: \(byFile.stdout)\(byFile.stderr)")
        let without = try CLIRunner.run(Self.small + ["-o", work.file("c"), "--check", golden])
        #expect(without.status == 2, "\(without.stdout)\(without.stderr)")
        #expect(
            without.stderr.contains("golden recorded at --preset koloda; this run: --preset uikit"), "\(without.stderr)"
        )
        #expect(nothingRendered(work.file("c")))
    }

    /// Every scene's preset is pinned, the sheet's as well as the deck's.
    @Test func anotherScenesPresetIsPinnedToo() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        let sheet =
            ["-i", Repository.photos, "--scene", "sheet", "--animation", "settle", "--progress", "none"]
            + ["--scale", "0.25", "--fps", "10"]
        let recorded = try CLIRunner.run(
            sheet + ["--preset", "floatingpanel", "-o", work.file("a"), "--check", golden, "--record"])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(
            try index(golden)["settings"].flatMap { ($0 as? [String: Any])?["preset"] as? String } == "floatingpanel")
        let without = try CLIRunner.run(sheet + ["-o", work.file("b"), "--check", golden])
        #expect(without.status == 2, "\(without.stdout)\(without.stderr)")
        #expect(
            without.stderr.contains("golden recorded at --preset floatingpanel; this run: --preset uikit"),
            "\(without.stderr)")
        #expect(nothingRendered(work.file("b")))
    }

    @Test func labelsStampsAndCaptionsArePinned() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden"), captions = work.file("captions.csv")
        try HostileFiles.write("file,name,age\nastronaut.png,Eileen,42\n", to: captions)
        #expect(
            try CLIRunner.run(
                Self.small + [
                    "--stamps", "--labels", "name", "--captions", captions, "-o", work.file("a"),
                    "--check", golden, "--record"
                ]
            ).status == 0)
        try HostileFiles.write("file,name,age\nastronaut.png,Eileen,43\n", to: captions)
        let check = try CLIRunner.run(Self.small + ["--captions", captions, "-o", work.file("b"), "--check", golden])
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("golden recorded at --labels name --stamps --captions "), "\(check.stderr)")
        #expect(check.stderr.contains("this run: --labels caption (no --stamps) --captions "), "\(check.stderr)")
        #expect(nothingRendered(work.file("b")))
    }

    @Test func goldensRecordedBeforeSettingsWerePinnedAreCheckedWithANotice() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        try RecordedGolden.copy(to: golden)
        var old = try index(golden)
        old["format"] = 1
        old["settings"] = nil
        try HostileFiles.writeJSON(old, to: golden + "/golden.json")

        let check = try CLIRunner.run(Self.small + ["-o", work.file("b"), "--check", golden])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("golden.json records no settings"), "\(check.stderr)")
        #expect(check.stderr.contains("--record"), "says how to re-record them: \(check.stderr)")
        // Recording the whole folder again pins them.
        #expect(try CLIRunner.run(Self.small + ["-o", work.file("b"), "--check", golden, "--record"]).status == 0)
        #expect(try index(golden)["format"] as? Int == 2)
        #expect(try index(golden)["settings"] is [String: Any])
    }

    @Test func anotherLibvipsVersionIsANotice() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        try RecordedGolden.copy(to: golden)
        var index = try index(golden)
        var settings = try #require(index["settings"] as? [String: Any])
        let current = try #require(settings["libvips"] as? String)
        settings["libvips"] = "0.0.1"
        index["settings"] = settings
        try HostileFiles.writeJSON(index, to: golden + "/golden.json")

        let check = try CLIRunner.run(Self.small + ["-o", work.file("b"), "--check", golden])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stderr.contains("libvips 0.0.1") && check.stderr.contains("libvips \(current)"), "\(check.stderr)")
    }

    @Test func recordingAtOtherSettingsMustReplaceTheWholeFolder() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        let deck = ["-i", Repository.photos, "--scene", "deck", "--scale", "0.25", "--progress", "none"]
        #expect(
            try CLIRunner.run(deck + ["--fps", "10", "-o", work.file("a"), "--check", golden, "--record"]).status == 0)
        let before = try TestFolder.files(under: golden).filter { $0.hasSuffix(".png") }

        let part = try CLIRunner.run(
            deck + ["--animation", "snap-back", "--fps", "5", "-o", work.file("b"), "--check", golden, "--record"])
        #expect(part.status == 2, "\(part.stdout)\(part.stderr)")
        #expect(part.stderr.contains("golden recorded at --fps 10; this run: --fps 5"), "\(part.stderr)")
        #expect(part.stderr.contains("deck/"), "names a file the recording would leave behind: \(part.stderr)")
        #expect(try TestFolder.files(under: golden).filter { $0.hasSuffix(".png") } == before)
        #expect((try index(golden)["settings"] as? [String: Any])?["fps"] as? Double == 10)

        let whole = try CLIRunner.run(
            deck + ["--fps", "5", "-o", work.file("b"), "--check", golden, "--record", "--prune"])
        #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
        #expect((try index(golden)["settings"] as? [String: Any])?["fps"] as? Double == 5)
    }

    @Test func mergeChecksTheShardsSettingsBeforeComparing() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden"), out = work.file("out")
        try RecordedGolden.copy(to: golden)
        for i in 1...2 {
            #expect(
                try CLIRunner.run(Self.snapBack + ["--scale", "0.25", "--fps", "20", "-o", out, "--shard", "\(i)/2"])
                    .status == 0)
        }
        let merge = try CLIRunner.run(["merge", out, "--check", golden])
        #expect(merge.status == 2, "\(merge.stdout)\(merge.stderr)")
        #expect(merge.stderr.contains("golden recorded at --fps 10; this run: --fps 20"), "\(merge.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/diff"), "nothing was compared")
    }
}
