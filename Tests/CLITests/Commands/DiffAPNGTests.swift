import Foundation
import Testing
import TestSupport

/// `cardrender diff` with APNGs: an APNG is compared frame by frame against another APNG, a folder
/// of frames, or a golden folder of either form; never only by its default image.
@Suite struct DiffAPNGTests {
    /// Records deck/snap-back from `photos` at `fps` into `golden` in `format`; returns the render folder.
    static func record(
        _ work: TestFolder, _ name: String, photos: String = Repository.photos, fps: Int = 10, format: String = "apng"
    ) throws -> String {
        let out = work.file("\(name)-out")
        let result = try CLIRunner.run(
            [
                "-i", photos, "-o", out, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps",
                "\(fps)",
                "--check", work.file(name), "--record", "--golden-format", format
            ])
        try #require(result.status == 0, "\(result.stdout)\(result.stderr)")
        return out
    }

    static func diff(
        _ expected: String, _ actual: String, _ work: TestFolder
    ) throws -> (CLIRunner.Result, [String: String]) {
        let out = work.file("diff-\(UUID().uuidString)")
        let result = try CLIRunner.run(["diff", expected, actual, "--out", out])
        let report = try HostileFiles.readJSON((out as NSString).appendingPathComponent("report.json"))
        var kinds: [String: String] = [:]
        for pair in report["pairs"] as? [[String: Any]] ?? [] {
            kinds[pair["path"] as? String ?? "?"] = pair["kind"] as? String
        }
        return (result, kinds)
    }

    static let apng = "deck/snap-back/animation.png"

    @Test func anAPNGAgainstTheFramesItWasRecordedFromPassesFrameByFrame() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = try Self.record(work, "golden")
        let (result, kinds) = try Self.diff(
            work.file("golden/\(Self.apng)"), work.file("golden-out/deck/snap-back"), work)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out + "/deck/snap-back").filter {
            $0.hasPrefix("frame-")
        }
        #expect(kinds.count == frames.count && kinds.keys.allSatisfy { $0.hasPrefix("frame-") }, "\(kinds)")
        // The other way round too.
        #expect(
            try Self.diff(work.file("golden-out/deck/snap-back"), work.file("golden/\(Self.apng)"), work).0.status == 0)
    }

    @Test func twoAPNGsThatDifferAreReportedFrameByFrame() throws {
        let work = try TestFolder(); defer { work.remove() }
        let other = try GoldenAPNGTests.otherPhotos(in: work)
        _ = try Self.record(work, "one")
        _ = try Self.record(work, "two", photos: other)
        let (result, kinds) = try Self.diff(work.file("one/\(Self.apng)"), work.file("two/\(Self.apng)"), work)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(kinds.count > 2 && kinds.values.contains("different"), "\(kinds)")
        #expect(FileManager.default.fileExists(atPath: work.file("one/\(Self.apng)")), "inputs are left alone")
        // A still PNG against the APNG: the still is frame 0, the APNG's other frames are extra.
        let still = work.file("one/deck/still.png")
        let (_, againstStill) = try Self.diff(still, work.file("one/\(Self.apng)"), work)
        #expect(againstStill["frame-0001.png"] == "extra", "\(againstStill)")
    }

    @Test func anAPNGGoldenFolderAndAFrameGoldenFolderOfTheSameRenderMatchEitherWay() throws {
        let work = try TestFolder(); defer { work.remove() }
        _ = try Self.record(work, "apng")
        _ = try Self.record(work, "frames", format: "frames")
        for (expected, actual) in [("apng", "frames"), ("frames", "apng")] {
            let (result, kinds) = try Self.diff(work.file(expected), work.file(actual), work)
            #expect(result.status == 0, "\(expected) against \(actual): \(result.stdout)")
            #expect(kinds.keys.contains("deck/snap-back/frame-0003.png"), "\(kinds)")
            #expect(!kinds.keys.contains(Self.apng), "the APNG is never compared by its default image")
        }
    }

    @Test func apngsOfDifferentFrameRatesAreComparedAtTheInstantsBothHave() throws {
        let work = try TestFolder(); defer { work.remove() }
        _ = try Self.record(work, "ten", fps: 10)
        _ = try Self.record(work, "twenty", fps: 20)
        let (result, kinds) = try Self.diff(work.file("ten/\(Self.apng)"), work.file("twenty/\(Self.apng)"), work)
        #expect(result.status == 0, "frame n at 10 fps is frame 2n at 20 fps: \(result.stdout)")
        #expect(kinds.count == 7, "\(kinds.keys.sorted())")
        // Said as such, on the command line and in report.json.
        #expect(
            result.stdout.contains("7 frames at 10 fps") && result.stdout.contains("13 at 20 fps"), "\(result.stdout)")
        #expect(result.stdout.contains("compared at the 7 instants both show"), "\(result.stdout)")
    }

    static let apngasm = "/usr/bin/apngasm"

    /// apngasm (and apngopt) keep opaque frames RGB and draw what did not change in a key colour
    /// their tRNS chunk makes transparent, with blend OVER and all three dispose operations: such
    /// an APNG of the rendered frames matches them frame by frame.
    @Test(
        .enabled(
            if: ImageReaders.inCI || FileManager.default.isExecutableFile(atPath: apngasm),
            "apngasm is not installed (scripts/install-deps.sh --test installs it)"))
    func anAPNGApngasmMadeFromTheFramesMatchesThem() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = try Self.record(work, "golden")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out + "/deck/snap-back")
            .filter { $0.hasPrefix("frame-") }.sorted()
        let made = work.file("apngasm.png")
        let assembled = try CLIRunner.runTool(
            Self.apngasm, [made] + frames.map { out + "/deck/snap-back/" + $0 } + ["1", "10"])
        #expect(assembled.status == 0, "apngasm: \(assembled.stdout)\(assembled.stderr)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: made)))
        let chunks = (PNGChunks.read(bytes) ?? []).map(\.type)
        #expect(chunks.contains("tRNS"), "apngasm wrote no key colour: \(chunks)")
        let (result, kinds) = try Self.diff(made, out + "/deck/snap-back", work)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(kinds.count == frames.count && kinds.values.allSatisfy { $0 == "same-pixels" }, "\(kinds)")
    }
}
