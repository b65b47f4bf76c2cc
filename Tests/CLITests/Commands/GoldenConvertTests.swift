import Foundation
import Testing
import TestSupport

/// `cardrender golden convert`: a golden folder's animations between frame files and APNGs, every
/// frame's pixels unchanged, nothing but what golden.json lists touched.
@Suite struct GoldenConvertTests {
    static func pixels(of paths: [String]) throws -> String {
        let read = try CLIRunner.runTool(
            ImageReaders.python,
            [
                "-c",
                "import sys, hashlib; from PIL import Image; print(' '.join(hashlib.sha256(Image.open(p).convert('RGBA').tobytes()).hexdigest() for p in sys.argv[1:]))"
            ] + paths)
        try #require(read.status == 0, "\(read.stderr)")
        return read.stdout
    }

    @Test(.enabled(if: ImageReaders.pngTools, "\(ImageReaders.pngToolsMissing)"))
    func framesToAPNGAndBackKeepsEveryPixelAndTheCheckPasses() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = try DiffAPNGTests.record(work, "golden", format: "frames")
        let golden = work.file("golden")
        let frames = try TestFolder.files(under: golden).filter { $0.contains("/frame-") }.sorted()
        let before = try Self.pixels(of: frames.map { (golden as NSString).appendingPathComponent($0) })
        let indexBefore = try Data(contentsOf: URL(fileURLWithPath: golden + "/golden.json"))
        let bytesBefore = try frames.map { try Data(contentsOf: URL(fileURLWithPath: golden + "/" + $0)) }
        let readme = (golden as NSString).appendingPathComponent("README.md")
        try "kept".write(toFile: readme, atomically: true, encoding: .utf8)

        let toAPNG = try CLIRunner.run(["golden", "convert", "--to", "apng", golden])
        #expect(toAPNG.status == 0, "\(toAPNG.stdout)\(toAPNG.stderr)")
        #expect(toAPNG.stdout.contains("converted 1 animation"), "\(toAPNG.stdout)")
        #expect(try TestFolder.files(under: golden).filter { $0.contains("/frame-") }.isEmpty)
        #expect(FileManager.default.fileExists(atPath: work.file("golden/deck/snap-back/animation.png")))
        let check = try CLIRunner.run(
            [
                "-i", Repository.photos, "-o", out, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25",
                "--fps",
                "10", "--check", golden
            ])
        #expect(check.status == 0, "the converted golden passes: \(check.stdout)")

        let back = try CLIRunner.run(["golden", "convert", "--to", "frames", golden])
        #expect(back.status == 0, "\(back.stdout)\(back.stderr)")
        let after = try TestFolder.files(under: golden).filter { $0.contains("/frame-") }.sorted()
        #expect(after == frames)
        #expect(try Self.pixels(of: after.map { (golden as NSString).appendingPathComponent($0) }) == before)
        #expect(!FileManager.default.fileExists(atPath: work.file("golden/deck/snap-back/animation.png")))
        #expect(try String(contentsOfFile: readme, encoding: .utf8) == "kept")
        // Written back as rendered frames are: the same bytes, and the same index.
        #expect(try after.map { try Data(contentsOf: URL(fileURLWithPath: golden + "/" + $0)) } == bytesBefore)
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden + "/golden.json")) == indexBefore)
        let index = try HostileFiles.readJSON((golden as NSString).appendingPathComponent("golden.json"))
        #expect(index["format"] as? Int == 2 && index["animations"] == nil)
        // Converting again finds nothing to do.
        let again = try CLIRunner.run(["golden", "convert", "--to", "frames", golden])
        #expect(again.status == 0 && again.stdout.contains("no animation to convert"), "\(again.stdout)")
    }

    @Test func anAPNGWhosePixelsAreNotTheRecordedOnesIsNotConverted() throws {
        let work = try TestFolder(); defer { work.remove() }
        _ = try DiffAPNGTests.record(work, "golden")
        _ = try DiffAPNGTests.record(work, "other", photos: try GoldenAPNGTests.otherPhotos(in: work))
        let apng = work.file("golden/deck/snap-back/animation.png")
        try FileManager.default.removeItem(atPath: apng)
        try FileManager.default.copyItem(atPath: work.file("other/deck/snap-back/animation.png"), toPath: apng)
        let convert = try CLIRunner.run(["golden", "convert", "--to", "frames", work.file("golden")])
        #expect(convert.status == 2, "\(convert.stdout)")
        #expect(convert.stderr.contains("does not have the pixels golden.json records"), "\(convert.stderr)")
        #expect(FileManager.default.fileExists(atPath: apng), "the APNG stays")
    }

    @Test func aFileGoldenJSONDoesNotListIsNeverReplaced() throws {
        let work = try TestFolder(); defer { work.remove() }
        _ = try DiffAPNGTests.record(work, "golden")
        let mine = work.file("golden/deck/snap-back/frame-0002.png")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: mine))
        let convert = try CLIRunner.run(["golden", "convert", "--to", "frames", work.file("golden")])
        #expect(convert.status == 2 && convert.stderr.contains("frame-0002.png"), "\(convert.stderr)")
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "mine")
    }
}
