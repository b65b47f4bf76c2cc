import Foundation
import Testing
import TestSupport

/// Shard manifests and manifests from elsewhere decide nothing outside their folder: names merge
/// builds files from, paths a recording copies, and links among the rendered files.
@Suite struct UntrustedManifestTests {
    static let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]

    @Test func mergeExportsNeverLeaveTheFolderByASceneName() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        for i in 1...2 {
            #expect(
                try CLIRunner.run(["-i", Repository.photos, "-o", out] + Self.deck + ["--shard", "\(i)/2"]).status == 0)
        }
        try FileManager.default.createDirectory(atPath: work.file("victim"), withIntermediateDirectories: true)
        try HostileFiles.write("the user's animation", to: work.file("victim/snap-back.gif"))
        for i in 1...2 {
            let path = work.file("out/manifest.shard-\(i)-of-2.json")
            var manifest = try HostileFiles.readJSON(path)
            manifest["files"] = (manifest["files"] as! [[String: Any]]).map { entry in
                var entry = entry
                entry["scene"] = "../victim"
                return entry
            }
            manifest["pending"] = ["../victim/snap-back.gif"]
            try HostileFiles.writeJSON(manifest, to: path)
        }
        let merge = try CLIRunner.run(["merge", out, "--export", "gif"])
        #expect(merge.status == 2, "\(merge.stdout)")
        #expect(merge.stderr.contains("manifest.shard-1-of-2.json"), "\(merge.stderr)")
        #expect(HostileFiles.text(work.file("victim/snap-back.gif")) == "the user's animation")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.file("victim")) == ["snap-back.gif"])
    }

    @Test func anAlreadyMergedManifestIsCheckedBeforeItIsRecorded() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("a/out")
        try RecordedGolden.copyRender(to: out)
        try FileManager.default.createDirectory(atPath: work.file("a/secret"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: work.file("a/out/deck/still.png"), toPath: work.file("a/secret/key.png"))
        let path = work.file("a/out/manifest.json")
        var manifest = try HostileFiles.readJSON(path)
        manifest["files"] =
            (manifest["files"] as! [[String: Any]]) + [["path": "../secret/key.png", "kind": "still", "scene": "deck"]]
        try HostileFiles.writeJSON(manifest, to: path)
        let golden = work.file("b/golden")
        let merge = try CLIRunner.run(["merge", out, "--check", golden, "--record"])
        #expect(merge.status == 2, "\(merge.stdout)")
        #expect(merge.stderr.contains("../secret/key.png"), "\(merge.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: work.file("b/secret")),
            "nothing was written beside the golden folder")
    }

    @Test func aRecordingNeverCopiesThroughALink() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        try RecordedGolden.copyRender(to: out)
        try HostileFiles.write("a private key", to: work.file("private.txt"))
        let motion = work.file("out/deck/snap-back/motion.json")
        try FileManager.default.removeItem(atPath: motion)
        try FileManager.default.createSymbolicLink(atPath: motion, withDestinationPath: work.file("private.txt"))
        let record = try CLIRunner.run(["merge", out, "--check", golden, "--record"])
        #expect(record.status == 2, "\(record.stdout)")
        #expect(record.stderr.contains("symbolic link"), "\(record.stderr)")
        #expect(HostileFiles.text(work.file("golden/deck/snap-back/motion.json")) != "a private key")
    }
}
