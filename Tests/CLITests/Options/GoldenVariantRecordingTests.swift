import Foundation
import Testing
import TestSupport

/// `--record --variant NAME` adds another platform's rendering beside the base files: never a
/// base file, only the frames that differ from the base, and its own motion track only where the
/// motion differs.
@Suite struct GoldenVariantRecordingTests {
    static let options = ["--scene", "deck", "--scale", "0.25", "--progress", "none"]

    /// The fixture photos with the top card's photo renamed, so its label changes.
    private func renamedPhotos() throws -> TestFolder {
        let photos = try TestFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try photos.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
        return photos
    }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Every file of `golden` but its index, with its bytes.
    private func baseFiles(_ golden: String) throws -> [String: Data] {
        Dictionary(
            uniqueKeysWithValues: try TestFolder.files(under: golden).filter { $0 != "golden.json" }.map {
                ($0, bytes(golden + "/" + $0) ?? Data())
            })
    }

    @Test func aVariantRecordsOnlyTheFramesThatDifferFromTheBase() throws {
        let work = try TestFolder(), photos = try renamedPhotos()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden"), out = work.file("b")
        let swipe = Self.options + ["--animation", "swipe-right", "--fps", "10"]
        #expect(
            try CLIRunner.run(["-i", Repository.photos, "-o", work.file("a")] + swipe + ["--check", golden, "--record"])
                .status == 0)
        let base = try baseFiles(golden)

        let variant = try CLIRunner.run(
            ["-i", photos.path, "-o", out] + swipe + ["--check", golden, "--record", "--variant", "arm64"])
        #expect(variant.status == 0, "\(variant.stdout)\(variant.stderr)")
        let after = try baseFiles(golden)
        #expect(after.filter { !$0.key.contains(".arm64.") } == base, "no base file was written")

        let variants = after.keys.filter { $0.contains(".arm64.") }.sorted()
        let rendered = try TestFolder.files(under: out).filter {
            $0.hasSuffix(".png") && !$0.hasSuffix("contact-sheet.png") && !$0.hasPrefix("diff/")
        }
        #expect(!variants.isEmpty)
        #expect(variants.count < rendered.count, "\(variants.count) variant files for \(rendered.count) rendered files")
        for path in rendered {
            let variantPath = String(path.dropLast(4)) + ".arm64.png"
            if bytes(out + "/" + path) == base[path] {
                #expect(after[variantPath] == nil, "\(path) is the same as the base file, yet a variant was recorded")
            }
        }
        for path in variants where path.hasSuffix(".png") {
            let basePath = path.replacingOccurrences(of: ".arm64.png", with: ".png")
            #expect(after[path] != base[basePath], "\(path) is the base file's copy")
        }
        // The motion is the same: no variant motion track.
        #expect(after["deck/swipe-right/motion.arm64.json"] == nil)
        // Both renderings pass.
        for (input, folder) in [(photos.path, "c"), (Repository.photos, "d")] {
            let check = try CLIRunner.run(["-i", input, "-o", work.file(folder)] + swipe + ["--check", golden])
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        }
    }

    @Test func aVariantKeepsItsOwnMotionTrackAndNeverTheBaseOne() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        let snapBack = ["-i", Repository.photos] + Self.options + ["--animation", "snap-back", "--fps", "20"]
        #expect(try CLIRunner.run(snapBack + ["-o", work.file("a"), "--check", golden, "--record"]).status == 0)
        let baseMotion = try #require(bytes(work.file("golden/deck/snap-back/motion.json")))

        try HostileFiles.write("deck:\n  releaseDuration: 0.4\n", to: work.file("slow.yaml"))
        let variant = try CLIRunner.run(
            snapBack + [
                "-o", work.file("b"), "--scene-file", work.file("slow.yaml"),
                "--check", golden, "--record", "--variant", "arm64"
            ])
        #expect(variant.status == 0, "\(variant.stdout)\(variant.stderr)")
        #expect(
            bytes(work.file("golden/deck/snap-back/motion.json")) == baseMotion, "the base motion track is the base's")
        let own = try #require(
            bytes(work.file("golden/deck/snap-back/motion.arm64.json")), "the variant's motion track is kept")
        #expect(own == bytes(work.file("b/deck/snap-back/motion.json")))
        let index = try String(contentsOfFile: work.file("golden/golden.json"), encoding: .utf8)
        #expect(index.contains("\"deck/snap-back/motion.arm64.json\""))
    }
}
