import Foundation
import Testing
import TestSupport

/// `--record` owns up to every file it writes, whatever stops it, and never shares its folder.
@Suite struct GoldenRecordingTests {
    static let deck = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]

    /// Every PNG in the golden folder is listed by its index, as recorded or pending.
    private func unaccounted(in golden: String) throws -> [String] {
        let index = try HostileFiles.readJSON((golden as NSString).appendingPathComponent("golden.json"))
        let listed = Set(
            (index["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
                + (index["pending"] as? [String] ?? []))
        return try TestFolder.files(under: golden).filter { $0.hasSuffix(".png") && !listed.contains($0) }
    }

    @Test func aGoldenFolderBeingRecordedIsLocked() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        let held = open(golden, O_RDONLY | O_DIRECTORY)
        defer { close(held) }
        #expect(flock(held, LOCK_EX | LOCK_NB) == 0)
        let record = try CLIRunner.run(
            ["-i", Repository.photos, "-o", work.file("out")] + Self.deck + ["--check", golden, "--record"])
        #expect(record.status == 2, "\(record.stdout)")
        #expect(record.stderr.contains("another cardrender run is writing into this folder"), "\(record.stderr)")
        #expect(try TestFolder.files(under: golden).isEmpty)
    }

    /// Records `out` into `golden` and sends `signal` the moment `ready` holds. A fast machine may
    /// finish the recording before the signal lands: then it tries again, up to five times.
    /// The stopped process, or nil when every try finished first.
    private func recording(
        _ out: String, into golden: String, stoppedBy signal: Int32, once ready: () -> Bool
    ) throws -> Process? {
        for _ in 0..<5 {
            try? FileManager.default.removeItem(atPath: golden)
            let process = try CLIRunner.start(["merge", out, "--check", golden, "--record"])
            _ = FileWatch.wait(under: (golden as NSString).deletingLastPathComponent, while: process, until: ready)
            guard process.isRunning else { process.waitUntilExit(); continue }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            return process
        }
        return nil
    }

    @Test func aRecordingKilledAtAnyPointLeavesAnIndexThatAccountsForEveryFile() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        #expect(
            try CLIRunner.run(["-i", Repository.photos, "-o", out, "--scene", "deck", "--scale", "0.5", "--fps", "120"])
                .status == 0)
        // Killed once its first golden frames are there.
        let killed = try recording(out, into: golden, stoppedBy: SIGKILL) {
            (try? FileManager.default.contentsOfDirectory(atPath: work.file("golden/deck/swipe-right")).count) ?? 0 > 3
        }
        #expect(killed != nil, "the recording was stopped part-way at least once")
        #expect(try unaccounted(in: golden).isEmpty, "a killed recording leaves no PNG its index does not list")
        let again = try CLIRunner.run(["merge", out, "--check", golden, "--record"])
        #expect(again.status == 0, "a later recording takes over: \(again.stderr)")
        #expect(try unaccounted(in: golden).isEmpty)
    }

    @Test func aRecordingStoppedBySIGTERMSaysSo() throws {
        let work = try TestFolder(); defer { work.remove() }
        let out = work.file("out"), golden = work.file("golden")
        #expect(
            try CLIRunner.run(["-i", Repository.photos, "-o", out, "--scene", "deck", "--scale", "0.5", "--fps", "120"])
                .status == 0)
        let stopped = try recording(out, into: golden, stoppedBy: SIGTERM) {
            FileManager.default.fileExists(atPath: work.file("golden/deck"))
        }
        let process = try #require(stopped, "the recording was signalled part-way at least once")
        #expect(process.terminationStatus == 143, "a stopped recording exits as stopped, never 0")
        #expect(try unaccounted(in: golden).isEmpty)
    }

    @Test func onlyIndexedVariantsCountWhenThereIsAnIndex() throws {
        let work = try TestFolder(); defer { work.remove() }
        let golden = work.file("golden")
        try RecordedGolden.copy(to: golden)
        // A look the deck must not regress to (the top card's old label), kept beside the golden still by hand.
        let photos = try TestFolder(); defer { photos.remove() }
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.photos) {
            try photos.copyFixture(name, as: name == "astronaut.png" ? "astronaut_2.png" : name)
        }
        #expect(try CLIRunner.run(["-i", photos.path, "-o", work.file("b")] + Self.deck).status == 0)
        try FileManager.default.copyItem(
            atPath: work.file("b/deck/still.png"), toPath: work.file("golden/deck/still.old.png"))
        let check = try CLIRunner.run(["-i", photos.path, "-o", work.file("b")] + Self.deck + ["--check", golden])
        #expect(check.status == 1, "\(check.stderr)")
        let report = try HostileFiles.readJSON(work.file("b/diff/report.json"))
        let still = try #require(
            (report["pairs"] as? [[String: Any]])?.first { $0["path"] as? String == "deck/still.png" })
        #expect(still["kind"] as? String != "identical" && still["variant"] == nil, "\(still)")
    }
}
