import Foundation
import Testing
import TestSupport

/// `cardrender diff GOLDEN OUT` where GOLDEN holds a golden.json: what it compares follows the
/// index, as `--check` does, and a contact sheet is never counted as a frame.
@Suite struct DiffOfGoldenFolderTests {
    static let deck = ["--scene", "deck", "--scale", "0.25", "--fps", "10", "--progress", "none"]

    private func renamedPhotos() throws -> TestFolder {
        let photos = try TestFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try photos.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
        return photos
    }

    @Test func aMatchingRenderPassesWhateverElseTheRenderHolds() throws {
        let work = try TestFolder(), photos = try renamedPhotos()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden"), out = work.file("out")
        let snapBack = Self.deck + ["--animation", "snap-back"]
        #expect(
            try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("a")] + snapBack + ["--check", golden, "--record"]
            ).status == 0)
        // Another platform's variant, listed by the index, is not a missing frame.
        #expect(
            try CLIRunner.run(
                ["-i", photos.path, "-o", work.file("b")] + snapBack + [
                    "--check", golden, "--record", "--variant", "arm64"
                ]
            ).status == 0)
        #expect(try TestFolder.files(under: golden).contains { $0.contains(".arm64.png") })

        // The whole deck (animations the golden folder never recorded) with its contact sheets.
        #expect(try CLIRunner.run(["-i", Repository.photos, "-o", out] + Self.deck).status == 0)
        let diff = try CLIRunner.run(["diff", golden, out])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
        #expect(!diff.stdout.contains("new") && !diff.stdout.contains("missing"), "\(diff.stdout)")
    }

    @Test func aContactSheetIsNeverCountedAsAFrame() throws {
        let work = try TestFolder(), photos = try renamedPhotos()
        defer { work.remove(); photos.remove() }
        let snapBack = Self.deck + ["--animation", "snap-back"]
        #expect(try CLIRunner.run(["-i", Repository.photos, "-o", work.file("a")] + snapBack).status == 0)
        #expect(try CLIRunner.run(["-i", photos.path, "-o", work.file("b")] + snapBack).status == 0)
        let frames = try FileManager.default.contentsOfDirectory(atPath: work.file("a/deck/snap-back")).filter {
            $0.hasPrefix("frame-")
        }.count
        let diff = try CLIRunner.run(["diff", work.file("a"), work.file("b")])
        #expect(diff.status == 1)
        let line = try #require(
            diff.stdout.split(separator: "\n").first { $0.hasPrefix("deck/snap-back:") }, "\(diff.stdout)")
        #expect(line.contains(" of \(frames) frames differ"), "\(frames) frames: \(line)")
    }
}
