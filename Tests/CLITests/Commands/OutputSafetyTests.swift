import Foundation
import Testing
import TestSupport

/// Nothing the user has is deleted or overwritten: inputs, foreign files, links out of the folder,
/// files named by untrusted manifests.
@Suite struct OutputSafetyTests {
    static let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]

    private func copyPhotos(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try FileManager.default.copyItem(
                atPath: (Repository.photos as NSString).appendingPathComponent(name),
                toPath: (folder as NSString).appendingPathComponent(name))
        }
    }

    private func contents(_ folder: String) throws -> [String: Data] {
        Dictionary(
            uniqueKeysWithValues: try TestFolder.files(under: folder).map {
                ($0, try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent($0))))
            })
    }

    @Test func aGoldenFolderThatIsOrHoldsTheInputIsRefused() throws {
        let work = try TestFolder(); defer { work.remove() }
        let photos = work.file("photos")
        try copyPhotos(to: photos)
        let before = try contents(work.path)
        // Checked in process, as the render checks it before drawing (DiffCommandTests'
        // goldenOptionMistakesAreUsageErrors keeps this refusal's exit status 2 through the binary).
        for golden in [photos, work.path, work.file("photos/golden")] {
            let refusal = try GoldenFolderRefusal.message(
                ["-i", photos, "-o", work.file("out")] + Self.deck + ["--check", golden, "--record"])
            #expect(
                refusal?.contains("input folder") == true || refusal?.contains("may not be the same") == true,
                "\(golden): \(refusal ?? "accepted")")
        }
        #expect(try contents(work.path) == before, "no file was touched")
    }

    @Test func aFileNotWrittenByCardrenderStopsTheRun() throws {
        let work = try TestFolder(); defer { work.remove() }
        // The input is a scene folder of the output: its files would be overwritten.
        try copyPhotos(to: work.file("x/deck"))
        try FileManager.default.copyItem(
            atPath: work.file("x/deck/astronaut.png"), toPath: work.file("x/deck/still.png"))
        let before = try contents(work.file("x"))
        let result = try CLIRunner.run(["-i", work.file("x/deck"), "-o", work.file("x")] + Self.deck)
        #expect(result.status == 2)
        #expect(result.stderr.contains("x/deck/still.png: exists and no cardrender manifest"), "\(result.stderr)")
        #expect(try contents(work.file("x")) == before)
    }

    @Test func aLinkOutOfTheOutputFolderIsNeverWrittenThrough() throws {
        let work = try TestFolder(); defer { work.remove() }
        try FileManager.default.createDirectory(atPath: work.file("out"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: work.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: work.file("out/deck"), withDestinationPath: work.file("elsewhere"))
        let result = try CLIRunner.run(["-i", Repository.photos, "-o", work.file("out")] + Self.deck)
        #expect(result.status == 2)
        #expect(result.stderr.contains("symbolic link"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.file("elsewhere")).isEmpty)

        // Nor a link inside a golden folder.
        let golden = work.file("golden")
        try RecordedGolden.copy(to: golden)
        try FileManager.default.removeItem(atPath: work.file("golden/deck/snap-back"))
        try FileManager.default.createSymbolicLink(
            atPath: work.file("golden/deck/snap-back"), withDestinationPath: work.file("elsewhere"))
        let record = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("o2")] + Self.deck + ["--check", golden, "--record"])
        #expect(record.status == 2, "\(record.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.file("elsewhere")).isEmpty)
    }

    @Test func mergeRefusesPathsThatLeaveTheFolder() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        for i in 1...2 {
            #expect(
                try CLIRunner.run(["-i", Repository.photos, "-o", out] + Self.deck + ["--shard", "\(i)/2"]).status == 0)
        }
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: work.file("victim.txt")))
        for i in 1...2 {
            let manifest = work.file("out/manifest.shard-\(i)-of-2.json")
            var object =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest)))
                as! [String: Any]
            var files = object["files"] as! [[String: Any]]
            files[files.count - 1]["path"] = "../victim.txt"
            object["files"] = files
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: manifest))
        }
        let merge = try CLIRunner.run(["merge", out])
        #expect(merge.status == 2)
        #expect(merge.stderr.contains("../victim.txt"), "\(merge.stderr)")
        #expect(try String(contentsOfFile: work.file("victim.txt"), encoding: .utf8) == "keep me")
    }

    @Test func diffRefusesAnOutputBesideItsInputsAndKeepsForeignDiffImages() throws {
        let work = try TestFolder(); defer { work.remove() }
        for side in ["a", "b"] {
            try RecordedGolden.copyRender(to: work.file(side))
        }
        for out in [".", work.file("a"), work.file("b/deck"), work.path] {
            let result = try CLIRunner.run(
                ["diff", work.file("a"), work.file("b"), "--out", out], directory: work.file("a"))
            #expect(result.status == 2, "--out \(out): \(result.stdout)")
            #expect(result.stderr.contains("may not be"), "\(result.stderr)")
        }
        // A *.diff.png no earlier diff wrote is never removed or replaced.
        try FileManager.default.createDirectory(atPath: work.file("d/.hidden"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: work.file("d/.hidden/x.diff.png")))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: work.file("d/keep.diff.png")))
        let result = try CLIRunner.run(["diff", work.file("a"), work.file("b"), "--out", work.file("d")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.file("d/.hidden/x.diff.png")))
        #expect(FileManager.default.fileExists(atPath: work.file("d/keep.diff.png")))
    }

    @Test func aMockupIsNeverWrittenIntoTheInput() throws {
        let work = try TestFolder(); defer { work.remove() }
        try copyPhotos(to: work.file("photos"))
        let before = try contents(work.file("photos"))
        for out in [work.file("photos"), work.file("photos/shots")] {
            let result = try CLIRunner.run(["mockup", "-i", work.file("photos"), "-o", out, "--format", "square"])
            #expect(result.status == 2, "\(out): \(result.stdout)")
        }
        #expect(try contents(work.file("photos")) == before)
    }

    @Test func twoRunsIntoOneFolderCannotMix() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        let process = try CLIRunner.start(["-i", Repository.photos, "-o", out, "--scale", "1"])
        defer { if process.isRunning { process.terminate() }; process.waitUntilExit() }
        // Once the first run has its manifest (it holds the lock by then), a second run is refused.
        CLIRunner.wait(for: process, interval: 0.02) {
            FileManager.default.fileExists(atPath: work.file("out/manifest.json"))
        }
        let second = try CLIRunner.run(["-i", Repository.photos, "-o", out] + Self.deck)
        #expect(second.status == 2, "\(second.stdout)")
        #expect(second.stderr.contains("another cardrender run is writing into this folder"), "\(second.stderr)")
    }

    @Test func aKilledRerunLeavesAManifestThatSaysSo() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out")
        #expect(try CLIRunner.run(["-i", Repository.photos, "-o", out, "--scale", "0.25", "--fps", "10"]).status == 0)
        let process = try CLIRunner.start(["-i", Repository.photos, "-o", out, "--scale", "1"])
        // Wait until the re-render writes (the manifest says it is writing), then kill it hard.
        CLIRunner.wait(for: process, interval: 0.01) {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: work.file("out/manifest.json"))),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return false }
            return object["complete"] as? Bool == false
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let object =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: work.file("out/manifest.json")))) as! [String: Any]
        #expect(object["complete"] as? Bool == false)
        // Every file in the folder is accounted for, so the next run may replace it.
        let accounted = Set(
            (object["files"] as! [[String: Any]]).map { $0["path"] as! String } + (object["pending"] as? [String] ?? [])
        )
        // Temporary files (hidden, `.NAME.PID.tmp`) are a killed write's; the next run ignores them.
        let onDisk = Set(
            try TestFolder.files(under: out).filter {
                $0 != "manifest.json" && !($0 as NSString).lastPathComponent.hasPrefix(".")
            })
        #expect(
            onDisk.isSubset(of: accounted), "not accounted for: \(onDisk.subtracting(accounted).sorted().prefix(5))")
        let rerun = try CLIRunner.run(["-i", Repository.photos, "-o", out] + Self.deck)
        #expect(rerun.status == 0, "\(rerun.stderr)")
    }
}
