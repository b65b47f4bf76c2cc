import Foundation
import Testing
import TestSupport

/// `--record --golden-format apng`: each animation kept as one APNG that its readers play, and
/// checked frame by frame exactly as a folder of frames is.
@Suite struct GoldenAPNGTests {
    static let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]
    static let animation = "deck/snap-back/animation.png"

    /// Renders `photos` into `out` and records or checks `golden`.
    static func run(
        _ photos: String, _ out: String, _ golden: String, _ extra: [String] = []
    ) throws -> CLIRunner.Result {
        try CLIRunner.run(["-i", photos, "-o", out] + deck + ["--check", golden] + extra)
    }

    /// The fixture photos without the first: every card of the deck moves up one.
    static func otherPhotos(in work: TestFolder) throws -> String {
        let folder = work.file("other-photos")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.photos).sorted()
        for name in names.dropFirst() {
            try FileManager.default.copyItem(
                atPath: (Repository.photos as NSString).appendingPathComponent(name),
                toPath: (folder as NSString).appendingPathComponent(name))
        }
        return folder
    }

    static func index(_ golden: String) throws -> [String: Any] {
        try HostileFiles.readJSON((golden as NSString).appendingPathComponent("golden.json"))
    }

    static func report(_ out: String) throws -> [String: Any] {
        try HostileFiles.readJSON((out as NSString).appendingPathComponent("diff/report.json"))
    }

    /// Each pair's path and kind, and the differing pixels of those that differ.
    static func results(_ report: [String: Any]) -> [String: String] {
        var results: [String: String] = [:]
        for pair in report["pairs"] as? [[String: Any]] ?? [] {
            let kind = pair["kind"] as? String ?? "?"
            results[pair["path"] as? String ?? "?"] =
                kind == "different" ? "different \(pair["differentPixels"] as? Int ?? -1)" : kind
        }
        return results
    }

    static func frames(in folder: String) throws -> [String] {
        try TestFolder.files(under: folder).filter { $0.contains("/frame-") }
    }

    @Test func anAnimationIsRecordedAsOneAPNGWhoseIndexListsEachFrame() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        let record = try Self.run(Repository.photos, out, golden, ["--record", "--golden-format", "apng"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(try Self.frames(in: golden).isEmpty, "no frame files beside the APNG")
        #expect(FileManager.default.fileExists(atPath: (golden as NSString).appendingPathComponent(Self.animation)))

        let index = try Self.index(golden)
        #expect(index["format"] as? Int == 3 && index["animationFormat"] as? String == "apng", "\(index)")
        let animations = try #require(index["animations"] as? [[String: Any]])
        #expect(animations.count == 1 && animations[0]["path"] as? String == Self.animation)
        #expect(animations[0]["fps"] as? Int == 10)
        let listed = (animations[0]["frames"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        let rendered = try Self.frames(in: out).filter { $0.hasPrefix("deck/snap-back/") }.sorted()
        #expect(!rendered.isEmpty && listed == rendered, "\(listed) against \(rendered)")
        let files = (index["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(files.contains(Self.animation) && files.contains("deck/still.png"), "\(files)")
    }

    @Test(.enabled(if: ImageReaders.pngTools, "\(ImageReaders.pngToolsMissing)"))
    func pngcheckPillowAndApngdisReadEveryRenderedFrameFromTheGoldenAPNG() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        #expect(try Self.run(Repository.photos, out, golden, ["--record", "--golden-format", "apng"]).status == 0)
        let apng = (golden as NSString).appendingPathComponent(Self.animation)
        let checked = try CLIRunner.runTool(ImageReaders.pngcheck, ["-q", apng])
        #expect(checked.status == 0, "pngcheck: \(checked.stdout)\(checked.stderr)")

        // Pillow plays it: each frame, repeated for its duration at 10 fps, is the rendered frame.
        let rendered = try Self.frames(in: out).filter { $0.hasPrefix("deck/snap-back/") }.sorted()
            .map { (out as NSString).appendingPathComponent($0) }
        let pillow = try CLIRunner.runTool(
            ImageReaders.python,
            [
                "-c",
                """
                import json, sys
                from PIL import Image
                image = Image.open(sys.argv[1])
                shown = []
                for index in range(image.n_frames):
                    image.seek(index)
                    pixels = image.convert("RGBA").tobytes()
                    shown += [pixels] * round(image.info["duration"] * 10 / 1000)
                same = [Image.open(path).convert("RGBA").tobytes() == pixels for path, pixels in zip(sys.argv[2:], shown)]
                print(json.dumps({"shown": len(shown), "same": same, "loop": image.info.get("loop"), "held": image.n_frames}))
                """, apng
            ] + rendered)
        #expect(pillow.status == 0, "Pillow: \(pillow.stderr)")
        let read = try #require(try JSONSerialization.jsonObject(with: Data(pillow.stdout.utf8)) as? [String: Any])
        #expect(read["shown"] as? Int == rendered.count && read["loop"] as? Int == 0, "\(pillow.stdout)")
        #expect((read["same"] as? [Bool] ?? []).allSatisfy { $0 }, "\(pillow.stdout)")

        // apngdis splits it into the frames it holds (a run of identical frames is one), each a PNG.
        guard FileManager.default.isExecutableFile(atPath: APNGConsumerTests.apngdis) || ImageReaders.inCI else {
            return
        }
        // It writes the frames beside the file it splits.
        try FileManager.default.createDirectory(atPath: work.file("split"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: apng, toPath: work.file("split/animation.png"))
        let split = try CLIRunner.runTool(APNGConsumerTests.apngdis, [work.file("split/animation.png"), "frame"])
        #expect(split.status == 0, "apngdis: \(split.stdout)\(split.stderr)")
        let pieces = try FileManager.default.contentsOfDirectory(atPath: work.file("split"))
            .filter { $0.hasPrefix("frame") && $0.hasSuffix(".png") }
        #expect(pieces.count == read["held"] as? Int, "\(pieces.count) frames from apngdis: \(pillow.stdout)")
    }

    @Test func anUnchangedRenderPassesWithoutDecodingTheAPNG() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        #expect(try Self.run(Repository.photos, out, golden, ["--record", "--golden-format", "apng"]).status == 0)
        let check = try Self.run(Repository.photos, out, golden)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let results = Self.results(try Self.report(out))
        #expect(results.count > 2 && results.values.allSatisfy { $0 == "identical" }, "\(results)")
        #expect(!FileManager.default.fileExists(atPath: work.file("out/diff/expected-frames")), "nothing expanded")
    }

    @Test func aChangedRenderIsReportedFrameByFrameAsAFrameFolderReportsIt() throws {
        let work = try TestFolder(); defer { work.remove() }
        let other = try Self.otherPhotos(in: work)
        let apngGolden = work.file("apng"), framesGolden = work.file("frames")
        #expect(
            try Self.run(Repository.photos, work.file("out"), apngGolden, ["--record", "--golden-format", "apng"])
                .status == 0)
        #expect(try Self.run(Repository.photos, work.file("out"), framesGolden, ["--record"]).status == 0)

        let byFrames = try Self.run(other, work.file("out-frames"), framesGolden)
        let byAPNG = try Self.run(other, work.file("out-apng"), apngGolden)
        #expect(byFrames.status == 1 && byAPNG.status == 1, "\(byAPNG.stdout)\(byAPNG.stderr)")
        let framesResults = Self.results(try Self.report(work.file("out-frames")))
        let apngResults = Self.results(try Self.report(work.file("out-apng")))
        #expect(framesResults.values.contains { $0.hasPrefix("different") })
        #expect(apngResults == framesResults, "the same pairs, kinds and differing pixels")

        // The golden frames the report shows are the recorded ones, expanded beside the diff images.
        let differing = apngResults.filter { $0.value.hasPrefix("different") }.keys.sorted()
        for path in differing.prefix(3) where path.contains("/frame-") {
            let expanded = work.file("out-apng/diff/expected-frames/\(path)")
            let recorded = work.file("frames/\(path)")
            let same = try CLIRunner.runTool(
                ImageReaders.python,
                [
                    "-c",
                    "import sys; from PIL import Image; print(Image.open(sys.argv[1]).convert('RGBA').tobytes() == Image.open(sys.argv[2]).convert('RGBA').tobytes())",
                    expanded, recorded
                ])
            #expect(same.stdout.hasPrefix("True"), "\(path): \(same.stdout)\(same.stderr)")
        }
        let page = try String(contentsOfFile: work.file("out-apng/diff/report.html"), encoding: .utf8)
        #expect(page.contains("expected-frames/deck/snap-back/frame-"), "the review page shows the golden frames")
        let junit = try String(contentsOfFile: work.file("out-apng/diff/report.junit.xml"), encoding: .utf8)
        #expect(junit.contains("frame-0001.png"), "JUnit names the frames")

        // A second check into the same folder replaces the frames the first one expanded.
        #expect(try Self.run(other, work.file("out-apng"), apngGolden).status == 1)
    }

    @Test func anAPNGWhoseBytesChangedIsDecodedRatherThanTrustedByItsChecksums() throws {
        let work = try TestFolder(); defer { work.remove() }
        let other = try Self.otherPhotos(in: work)
        let golden = work.file("golden"), otherGolden = work.file("other")
        #expect(
            try Self.run(Repository.photos, work.file("out"), golden, ["--record", "--golden-format", "apng"]).status
                == 0)
        #expect(
            try Self.run(other, work.file("out2"), otherGolden, ["--record", "--golden-format", "apng"]).status == 0)
        // The APNG is swapped for another animation's; golden.json still has the first's checksums.
        let apng = (golden as NSString).appendingPathComponent(Self.animation)
        try FileManager.default.removeItem(atPath: apng)
        try FileManager.default.copyItem(
            atPath: (otherGolden as NSString).appendingPathComponent(Self.animation), toPath: apng)
        let check = try Self.run(Repository.photos, work.file("out"), golden)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
    }

    @Test func aDamagedAPNGIsAnErrorThatNamesIt() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        #expect(
            try Self.run(Repository.photos, work.file("out"), golden, ["--record", "--golden-format", "apng"]).status
                == 0)
        let apng = (golden as NSString).appendingPathComponent(Self.animation)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: apng))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: apng))
        let check = try Self.run(try Self.otherPhotos(in: work), work.file("out"), golden)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect((check.stdout + check.stderr).contains(Self.animation), "\(check.stdout)\(check.stderr)")
    }

    @Test func aRecordingKeepsTheFolderFormatUnlessToldOtherwise() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        #expect(try Self.run(Repository.photos, out, golden, ["--record", "--golden-format", "apng"]).status == 0)
        #expect(try Self.run(Repository.photos, out, golden, ["--record"]).status == 0)
        #expect(try Self.frames(in: golden).isEmpty, "still one APNG")
        let apng = (golden as NSString).appendingPathComponent(Self.animation)
        #expect(FileManager.default.fileExists(atPath: apng))

        let frames = try Self.run(Repository.photos, out, golden, ["--record", "--golden-format", "frames"])
        #expect(frames.status == 0, "\(frames.stdout)\(frames.stderr)")
        #expect(!FileManager.default.fileExists(atPath: apng), "the APNG the frames replace is removed")
        #expect(try !Self.frames(in: golden).isEmpty)
        let index = try Self.index(golden)
        #expect(index["format"] as? Int == 2 && index["animations"] == nil && index["animationFormat"] == nil)
        #expect(try Self.run(Repository.photos, out, golden).status == 0)
    }

    @Test func theCheckConfigChoosesTheFormatAndAWrongOneIsRefused() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        let config = (golden as NSString).appendingPathComponent(".cardrender-check.yaml")
        try "golden-format: apng\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try Self.run(Repository.photos, out, golden, ["--record"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: (golden as NSString).appendingPathComponent(Self.animation)))

        try "golden-format: gif\n".write(toFile: config, atomically: true, encoding: .utf8)
        let refused = try Self.run(Repository.photos, out, golden, ["--record"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains("golden-format") && refused.stderr.contains("frames or apng"), "\(refused.stderr)")
    }

    @Test func recordingOnlyChangedFramesKeepsTheOthersFromTheEarlierAPNG() throws {
        let work = try TestFolder(); defer { work.remove() }
        let other = try Self.otherPhotos(in: work)
        let out = work.file("out"), golden = work.file("golden")
        #expect(try Self.run(Repository.photos, out, golden, ["--record", "--golden-format", "apng"]).status == 0)
        let partial = try Self.run(other, out, golden, ["--record", "--record-only", "changed"])
        #expect(partial.status == 0, "\(partial.stdout)\(partial.stderr)")
        #expect(try Self.frames(in: golden).isEmpty, "the animation stays one APNG")
        let check = try Self.run(other, out, golden)
        #expect(check.status == 0, "the changed frames were recorded: \(check.stdout)")
    }

    @Test func eachShardChecksItsShareOfAnAPNGGoldenAndCannotRecordOne() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        #expect(
            try Self.run(Repository.photos, work.file("out"), golden, ["--record", "--golden-format", "apng"]).status
                == 0)
        var compared = 0
        for shard in 1...2 {
            let out = work.file("shard-\(shard)")
            let check = try Self.run(Repository.photos, out, golden, ["--shard", "\(shard)/2"])
            #expect(check.status == 0, "shard \(shard): \(check.stdout)\(check.stderr)")
            let results = Self.results(try Self.report(out))
            #expect(results.values.allSatisfy { $0 == "identical" }, "shard \(shard): \(results)")
            compared += results.count
        }
        let animations = try #require(try Self.index(golden)["animations"] as? [[String: Any]])
        let frames = (animations.first?["frames"] as? [Any])?.count ?? 0
        #expect(compared == frames + 1, "the shares cover every frame and the still once")
        let record = try Self.run(Repository.photos, work.file("shard-1"), golden, ["--shard", "1/2", "--record"])
        #expect(record.status == 2 && record.stderr.contains("merging the shards"), "\(record.stderr)")
    }

    @Test(.enabled(if: Chromium.path != nil || ImageReaders.inCI, "\(Chromium.missing)"))
    func chromiumPlaysTheGoldenAPNGWithEveryFramesDuration() throws {
        let chromium = try #require(Chromium.path, "\(Chromium.missing)")
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        #expect(
            try Self.run(Repository.photos, work.file("out"), golden, ["--record", "--golden-format", "apng"]).status
                == 0)
        let decoded = try CLIRunner.runTool(
            Python.path,
            [
                APNGConsumerTests.chromiumScript,
                (golden as NSString).appendingPathComponent(Self.animation),
                "--chromium", chromium
            ])
        #expect(decoded.status == 0, "\(decoded.stdout)\(decoded.stderr)")
        let read = try APNGConsumerTests.json(decoded.stdout)
        let frames = try #require(read["frames"] as? [[String: Any]], "\(read)")
        #expect(read["animated"] as? Bool == true && read["frameCount"] as? Int == frames.count, "\(read)")
        // Every frame lasts a whole number of tenths of a second (10 fps), and together the animation's length.
        let durations = frames.compactMap { $0["duration"] as? Int }
        #expect(durations.count == frames.count && durations.allSatisfy { $0 > 0 && $0 % 100_000 == 0 }, "\(durations)")
        let animations = try #require(try Self.index(golden)["animations"] as? [[String: Any]])
        let recorded = (animations.first?["frames"] as? [Any])?.count ?? 0
        #expect(durations.reduce(0, +) == recorded * 100_000, "\(durations) for \(recorded) frames")
    }

    @Test func aCheckSaysWhenTheGoldenAPNGHoldsAnotherNumberOfFrames() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        #expect(try Self.run(Repository.photos, out, golden, ["--record", "--golden-format", "apng"]).status == 0)
        let longer = work.file("longer.yaml")
        try "deck:\n  releaseDuration: 0.5\n".write(toFile: longer, atomically: true, encoding: .utf8)
        let summary = work.file("summary.md")
        let check = try Self.run(Repository.photos, out, golden, ["--scene-file", longer, "--summary", summary])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("animation.png is 7 frames at 10 fps"), "\(check.stdout)")
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(markdown.contains("animation.png is 7 frames at 10 fps"), "the summary says it too: \(markdown)")
        let timings = try #require(try Self.report(out)["apngTimings"] as? [[String: Any]])
        #expect(timings.count == 1 && timings[0]["expectedFrames"] as? Int == 7, "\(timings)")
        #expect((timings[0]["actualFrames"] as? Int ?? 0) > 7, "\(timings)")
        // The review page says it on its index, as headless Chromium draws it.
        if let chromium = Chromium.path {
            let dom = try CLIRunner.runTool(
                chromium,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--user-data-dir=\(work.file("profile"))", "--dump-dom",
                    URL(fileURLWithPath: (out as NSString).appendingPathComponent("diff/report.html")).absoluteString
                ])
            #expect(
                dom.stdout.contains(#"id="apng-timings"><p>"#)
                    && dom.stdout.contains("animation.png is 7 frames at 10 fps"),
                "\(dom.stdout.suffix(3000))")
        }
    }
}
