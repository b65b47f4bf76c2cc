import Foundation
import Testing
import TestSupport

/// `--check` against a golden folder that came with a pull request: its files are compared as
/// they are, never through links, and none is skipped for its name.
@Suite struct GoldenFolderSafetyTests {
    static let render = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "5"]

    /// The fixture photos with astronaut.png (the top card) renamed: its label changes.
    private func renamedPhotos() throws -> TestFolder {
        let photos = try TestFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try photos.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
        return photos
    }

    private func record(_ golden: String, in work: TestFolder) throws {
        let record = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("recorded"), "--check", golden, "--record"] + Self.render)
        #expect(record.status == 0, "\(record.stderr)")
    }

    /// Golden PNGs that are links to the frames the checked run writes would pass whatever it draws.
    @Test func goldenLinksToTheRenderedOutputFailTheCheck() throws {
        let work = try TestFolder(), photos = try renamedPhotos()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden"), out = work.file("out")
        try record(golden, in: work)
        let recorded = try TestFolder.files(under: golden).filter { $0.hasSuffix(".png") }
        #expect(recorded.contains("deck/still.png"))
        for path in recorded {
            try FileManager.default.removeItem(atPath: golden + "/" + path)
            try FileManager.default.createSymbolicLink(
                atPath: golden + "/" + path, withDestinationPath: out + "/" + path)
        }
        let check = try CLIRunner.run(["-i", photos.path, "-o", out, "--check", golden] + Self.render)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stderr.contains("\(golden)/deck/still.png: is a symbolic link; compared files must be plain files"),
            "\(check.stderr)")
    }

    /// A golden variant that is a link to the rendered frame would let a changed frame pass.
    @Test func aGoldenVariantThatIsALinkIsAnError() throws {
        let work = try TestFolder(), photos = try renamedPhotos()
        defer { work.remove(); photos.remove() }
        let golden = work.file("golden"), out = work.file("out")
        try record(golden, in: work)
        try FileManager.default.createSymbolicLink(
            atPath: golden + "/deck/still.arm64.png", withDestinationPath: out + "/deck/still.png")
        // Listed by the index (only listed variants count), as a pull request could list it.
        let indexPath = golden + "/golden.json"
        var index =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: indexPath))) as! [String: Any]
        var files = index["files"] as! [[String: Any]]
        var variant = try #require(files.first { $0["path"] as? String == "deck/still.png" })
        variant["path"] = "deck/still.arm64.png"
        files.append(variant)
        index["files"] = files
        try JSONSerialization.data(withJSONObject: index).write(to: URL(fileURLWithPath: indexPath))
        let check = try CLIRunner.run(["-i", photos.path, "-o", out, "--check", golden] + Self.render)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stderr.contains(
                "\(golden)/deck/still.arm64.png: is a symbolic link; compared files must be plain files"),
            "\(check.stderr)")
    }

    /// Without an index every PNG in the scope is a golden frame: one whose name is not UTF-8
    /// cannot be named in the reports, so the check fails and names it.
    @Test func aGoldenPNGWhoseNameIsNotUTF8FailsTheCheck() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        try record(golden, in: work)
        try FileManager.default.removeItem(atPath: golden + "/golden.json")
        try RawFiles.copy(
            golden + "/deck/still.png", to: Array((golden + "/deck/old").utf8) + [0xE9] + Array(".png".utf8))
        let check = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("out"), "--check", golden] + Self.render)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains(#"\#(golden)/deck/old\xe9.png: the name is not UTF-8"#), "\(check.stderr)")
    }
}
