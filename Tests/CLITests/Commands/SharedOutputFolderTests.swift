import Foundation
import Testing
import TestSupport

/// Every command that writes an output folder run twice into it, and each kind after the others:
/// whatever manifest cardrender wrote there, it reads back. A render, a merge and a mockup set take
/// the folder over; single mockups add to a folder of mockups and refuse one that holds a render.
@Suite struct SharedOutputFolderTests {
    static let hasFFmpeg = FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")
    static let render = [
        "-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "4"
    ]
    static let mockup = ["mockup", "-i", Repository.photos, "--format", "link", "--at", "1x"]
    static let set = """
        formats: [link]
        density: 1x
        export: [gif]
        fps: 2
        shots:
          - {scene: deck, animation: snap-back}
        """

    static func manifestFiles(_ folder: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(manifest["complete"] as? Bool == true)
        return try #require(manifest["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }.sorted()
    }

    @Test func everyCommandRunsAgainIntoItsOwnFolderAndAfterTheOthers() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden"), config = work.file("set.yaml")
        try Self.set.write(toFile: config, atomically: true, encoding: .utf8)
        func run(_ arguments: [String], _ what: String) throws -> CLIRunner.Result {
            let result = try CLIRunner.run(arguments, timeout: 120)
            #expect(result.status == 0 && !result.signalled, "\(what): \(result.stderr)")
            return result
        }
        let exports = Self.hasFFmpeg ? "gif,webp,mp4" : "gif,webp"

        // A render with its exports, twice; the same run in two shards over it, merged twice.
        for pass in 1...2 { _ = try run(Self.render + ["-o", out, "--export", exports], "render \(pass)") }
        #expect(try Self.manifestFiles(out).contains("deck/snap-back.gif"))
        for shard in 1...2 { _ = try run(Self.render + ["-o", out, "--shard", "\(shard)/2"], "shard \(shard)/2") }
        for pass in 1...2 { _ = try run(["merge", out], "merge \(pass)") }
        #expect(!(try Self.manifestFiles(out).contains("deck/snap-back.gif")), "the merged run made no export")
        // A check that records its golden folder, twice.
        for pass in 1...2 {
            _ = try run(Self.render + ["-o", out, "--check", golden, "--record"], "--check --record \(pass)")
        }
        let rendered = try Self.manifestFiles(out)

        // A single mockup refuses a render's folder and leaves it as it was.
        let refused = try CLIRunner.run(Self.mockup + ["-o", out])
        #expect(refused.status == 2 && !refused.signalled, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("\(out)/manifest.json: lists a render's files")
                && refused.stderr.contains("mockups add only to a folder of mockups"), "\(refused.stderr)")
        #expect(try Self.manifestFiles(out) == rendered)

        // A mockup set with an animated file takes the folder over, twice.
        for pass in 1...2 {
            _ = try run(["mockup", "--config", config, "-i", Repository.photos, "-o", out], "set \(pass)")
        }
        let setFiles = ["en-US/link/01-deck-snap-back.gif", "en-US/link/01-deck-snap-back.png"]
        #expect(try Self.manifestFiles(out) == setFiles)
        #expect(!FileManager.default.fileExists(atPath: out + "/deck"), "the render's files were removed")

        // Single mockups add to it: an animated one, a still, the animated one again.
        let animated = Self.mockup + ["-o", out, "--animation", "snap-back", "--export", "gif", "--fps", "2"]
        _ = try run(animated, "animated mockup")
        _ = try run(Self.mockup + ["-o", out], "still mockup")
        _ = try run(animated, "animated mockup again")
        let mockups = ["mockup-deck-link@1x.png", "mockup-deck-snap-back-link@1x.gif"]
        #expect(try Self.manifestFiles(out) == (setFiles + mockups).sorted())
        for file in setFiles + mockups { #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file)") }

        // A render takes the folder back.
        _ = try run(Self.render + ["-o", out], "render after the mockups")
        #expect(try Self.manifestFiles(out) == rendered)
        #expect(!FileManager.default.fileExists(atPath: out + "/en-US"))
    }
}
