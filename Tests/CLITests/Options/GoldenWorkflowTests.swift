import Foundation
import Testing
import TestSupport

/// The golden workflow end to end through the CLI: output folders that hold only the last run,
/// scoped --check and --record, sharded checks, variants, reports people read.
@Suite struct GoldenWorkflowTests {
    static let small = ["-i", Repository.photos, "--scale", "0.25", "--fps", "10"]

    private func paths(_ manifest: String) throws -> Set<String> {
        let object =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as! [String: Any]
        return Set((object["files"] as! [[String: Any]]).map { $0["path"] as! String })
    }

    private func pngs(_ folder: String) throws -> Set<String> {
        Set(try TestFolder.files(under: folder).filter { $0.hasSuffix(".png") })
    }

    @Test func rerenderReplacesTheEarlierRunAndChecksOnlyWhatItRendered() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        #expect(try CLIRunner.run(Self.small + ["-o", out, "--scene", "deck"]).status == 0)
        // Another fps, another scene selection: the earlier run's files go, the manifest matches the folder.
        let second = try CLIRunner.run(Self.small + ["-o", out, "--scene", "sheet", "--fps", "5"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("removed "), "\(second.stderr)")
        #expect(
            try paths(work.file("out/manifest.json"))
                == Set(try TestFolder.files(under: out).filter { $0 != "manifest.json" }))
        #expect(!FileManager.default.fileExists(atPath: work.file("out/deck")))

        // A golden folder of every scene; one scene checked against it passes and reports nothing missing.
        #expect(try CLIRunner.run(Self.small + ["-o", work.file("all"), "--check", golden, "--record"]).status == 0)
        let one = try CLIRunner.run(
            Self.small + ["-o", out, "--scene", "deck", "--animation", "snap-back", "--check", golden])
        #expect(one.status == 0, "\(one.stdout)\(one.stderr)")
        #expect(!one.stdout.contains("missing"), "\(one.stdout)")

        // Recording one scene leaves every other scene's goldens as they were.
        let before = try pngs(golden)
        let others = try Dictionary(
            uniqueKeysWithValues: before.filter { !$0.hasPrefix("deck/") }.map {
                ($0, try Data(contentsOf: URL(fileURLWithPath: golden + "/" + $0)))
            })
        try FileManager.default.removeItem(atPath: golden + "/deck/snap-back/frame-0001.png")
        let record = try CLIRunner.run(Self.small + ["-o", out, "--scene", "deck", "--check", golden, "--record"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(try pngs(golden) == before)
        for (path, bytes) in others {
            #expect(try Data(contentsOf: URL(fileURLWithPath: golden + "/" + path)) == bytes, "\(path)")
        }

        // At another frame rate the whole folder is recorded again; fewer frames are listed, not removed.
        let all = ["-o", work.file("all"), "--fps", "5", "--check", golden, "--record"]
        let slower = try CLIRunner.run(Self.small + all)
        #expect(slower.status == 0, "\(slower.stderr)")
        #expect(!slower.stdout.contains("removed"), "\(slower.stdout)")
        #expect(
            slower.stdout.contains("no longer rendered: "),
            "fewer frames at 5 fps are listed, not removed: \(slower.stdout)")
        #expect(try pngs(golden) == before, "nothing is removed without --prune")
        let pruned = try CLIRunner.run(Self.small + all + ["--prune"])
        #expect(pruned.status == 0)
        let left = try pngs(golden)
        #expect(left.isSubset(of: before) && left.count < before.count)
        #expect(left.filter { !$0.contains("/frame-") } == before.filter { !$0.contains("/frame-") }, "the stills stay")
    }

    @Test func aShardChecksItsShareAndMergeChecksTheWhole() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden"), out = work.file("out")
        let deck = Self.small + ["--scene", "deck"]
        #expect(try CLIRunner.run(deck + ["-o", work.file("single"), "--check", golden, "--record"]).status == 0)
        for i in 1...2 {
            let shard = try CLIRunner.run(deck + ["-o", out, "--shard", "\(i)/2", "--check", golden])
            #expect(shard.status == 0, "shard \(i): \(shard.stdout)\(shard.stderr)")
            #expect(!shard.stdout.contains("missing"))
        }
        let merge = try CLIRunner.run(["merge", out, "--check", golden])
        #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
        #expect(merge.stdout.contains("pairs: ") && merge.stdout.contains("passed"))
        // Merging again is harmless.
        let again = try CLIRunner.run(["merge", out])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already merged"))
    }

    @Test func mergeNamesTheOptionTheShardsDisagreeOn() throws {
        let work = try TestFolder(); defer { work.remove() }
        let deck = Self.small + ["--scene", "deck", "--animation", "snap-back", "-o", work.path]
        #expect(try CLIRunner.run(deck + ["--shard", "1/2"]).status == 0)
        #expect(try CLIRunner.run(deck + ["--shard", "2/2", "--fps", "20"]).status == 0)
        let merge = try CLIRunner.run(["merge", work.path])
        #expect(merge.status == 2)
        #expect(merge.stderr.contains("different --fps: shard 1/2 with 10, shard 2/2 with 20"), "\(merge.stderr)")
    }

    @Test func aMissingGoldenFolderFailsBeforeRendering() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(Self.small + ["-o", work.file("out"), "--check", work.file("nogolden")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("nogolden: no such folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("Usage"))
        #expect(!FileManager.default.fileExists(atPath: work.file("out")), "nothing is rendered")
    }

    @Test func changedAndMissingRecordOnlyThose() throws {
        let work = try TestFolder(), photos = try TestFolder()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden")
        let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]
        try RecordedGolden.copy(to: golden)
        let frame = work.file("golden/deck/snap-back/frame-0003.png")
        try FileManager.default.removeItem(atPath: frame)
        let still = try Data(contentsOf: URL(fileURLWithPath: work.file("golden/deck/still.png")))
        // The top card's label changes: every frame and the still differ; one frame is missing.
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try photos.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
        let missing = try CLIRunner.run(
            ["-i", photos.path, "-o", work.file("b")] + deck + [
                "--check", golden, "--record", "--record-only", "missing"
            ])
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(missing.stdout.contains("recorded 1 golden file "), "\(missing.stdout)")
        #expect(FileManager.default.fileExists(atPath: frame))
        #expect(try Data(contentsOf: URL(fileURLWithPath: work.file("golden/deck/still.png"))) == still)
        let changed = try CLIRunner.run(
            ["-i", photos.path, "-o", work.file("b")] + deck + [
                "--check", golden, "--record", "--record-only", "changed"
            ])
        #expect(changed.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: work.file("golden/deck/still.png"))) != still)
        #expect(try CLIRunner.run(["-i", photos.path, "-o", work.file("c")] + deck + ["--check", golden]).status == 0)
    }

    @Test func aVariantIsAcceptedBesideTheBaseFile() throws {
        let work = try TestFolder(), photos = try TestFolder()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden")
        let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]
        try RecordedGolden.copy(to: golden)
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try photos.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
        // The other platform's rendering differs; recorded as a variant, both now pass.
        #expect(try CLIRunner.run(["-i", photos.path, "-o", work.file("b")] + deck + ["--check", golden]).status == 1)
        let variant = try CLIRunner.run(
            ["-i", photos.path, "-o", work.file("b")] + deck + ["--check", golden, "--record", "--variant", "arm64"])
        #expect(variant.status == 0, "\(variant.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.file("golden/deck/still.arm64.png")))
        #expect(FileManager.default.fileExists(atPath: work.file("golden/deck/still.png")))
        for (photosPath, out) in [(photos.path, "c"), (Repository.photos, "d")] {
            let check = try CLIRunner.run(["-i", photosPath, "-o", work.file(out)] + deck + ["--check", golden])
            #expect(check.status == 0, "\(check.stdout)")
        }
    }

    @Test func summaryAndGroupedReportsNameTheChangedAnimation() throws {
        let work = try TestFolder(), photos = try TestFolder()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden")
        let deck = ["--scene", "deck", "--animation", "swipe-right", "--scale", "0.25", "--fps", "10"]
        #expect(
            try CLIRunner.run(["-i", Repository.photos, "-o", work.file("a")] + deck + ["--check", golden, "--record"])
                .status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try photos.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
        let check = try CLIRunner.run(
            ["-i", photos.path, "-o", work.file("b")] + deck + ["--check", golden, "--summary", work.file("summary.md")]
        )
        #expect(check.status == 1)
        let lines = check.stdout.split(separator: "\n")
        #expect(
            lines.filter { $0.hasPrefix("deck/swipe-right") }.count == 1, "one line for the animation: \(check.stdout)")
        let summary = try String(contentsOfFile: work.file("summary.md"), encoding: .utf8)
        #expect(summary.contains("| changed | `deck/swipe-right` |"), "\(summary)")
        #expect(summary.contains(".diff.png"), "\(summary)")
    }
}

/// --record keeps each animation's motion.json with the goldens, so --check can say what motion changed.
@Suite struct GoldenMotionTests {
    @Test func aCheckSaysWhereTheMotionParts() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        let deck = [
            "-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "20",
            "--progress", "none"
        ]
        #expect(try CLIRunner.run(deck + ["-o", work.file("a"), "--check", golden, "--record"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: work.file("golden/deck/snap-back/motion.json")))
        let index = try String(contentsOfFile: work.file("golden/golden.json"), encoding: .utf8)
        #expect(index.contains("\"deck/snap-back/motion.json\""))

        try "deck:\n  releaseDuration: 0.4\n".write(toFile: work.file("slow.yaml"), atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(
            deck + ["-o", work.file("b"), "--check", golden, "--scene-file", work.file("slow.yaml")])
        #expect(check.status == 1, "\(check.stderr)")
        let motion = check.stdout.split(separator: "\n").filter { $0.hasPrefix("motion: deck/snap-back: ") }
        #expect(!motion.isEmpty, "\(check.stdout)")
        #expect(motion.contains { $0.contains("differs from t = ") }, "\(motion)")
        #expect(FileManager.default.fileExists(atPath: work.file("b/diff/report.html")))
    }
}
