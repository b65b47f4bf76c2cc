import Foundation
import Testing
import TestSupport

/// `--trace FILE`: Chrome trace-event JSON of the run, every kind of task in it, written however
/// the run ends. A trace records its whole process, so the runs whose events are counted start the
/// binary: in the test process, other tests' encodes and writes would be recorded too.
@Suite struct TraceCommandTests {
    static let base = [
        "--input", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"
    ]

    /// The trace's events, parsed as JSON (an object with a `traceEvents` array).
    func events(_ path: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["traceEvents"] as? [[String: Any]])
    }

    @Test func aTracedRunRecordsEveryKindOfTask() throws {
        let out = try TestFolder(); defer { out.remove() }
        let trace = out.file("run.trace.json")
        let result = try CLIRunner.runExecutable(
            Self.base + ["--out", out.file("frames"), "--export", "gif", "--trace", trace])
        #expect(result.status == 0, "\(result.stderr)")
        let all = try events(trace)

        let tasks = all.filter { $0["ph"] as? String == "X" }
        for event in tasks {
            #expect(
                event["name"] is String && event["cat"] is String && event["pid"] is Int && event["tid"] is Int,
                "\(event)")
            #expect(((event["ts"] as? Double) ?? -1) >= 0 && ((event["dur"] as? Double) ?? -1) >= 0, "\(event)")
        }
        let kinds = Set(tasks.compactMap { $0["cat"] as? String })
        let expected: Set = [
            "run", "pool", "listing", "header", "decode", "prepare", "compose", "encode", "write",
            "still", "frame", "contact-sheet", "motion", "export"
        ]
        #expect(
            kinds == expected, "missing: \(expected.subtracting(kinds)), unexpected: \(kinds.subtracting(expected))")

        // One event per still and frame drawn, one write per file written: PNGs and motion.json.
        let frames = try TestFolder.files(under: out.file("frames")).filter { $0.hasPrefix("deck/snap-back/frame-") }
        #expect(tasks.filter { $0["cat"] as? String == "frame" }.count == frames.count)
        #expect(tasks.filter { $0["cat"] as? String == "still" }.count == 1)
        #expect(tasks.filter { $0["cat"] as? String == "write" }.count == frames.count + 3)

        // Every task lies within the run, and every thread that ran one is named.
        let run = try #require(tasks.first { $0["cat"] as? String == "run" })
        let start = run["ts"] as! Double, end = start + (run["dur"] as! Double)
        #expect(
            tasks.allSatisfy {
                ($0["ts"] as! Double) >= start && ($0["ts"] as! Double) + ($0["dur"] as! Double) <= end + 0.001
            })
        let named = Set(
            all.filter { $0["ph"] as? String == "M" && $0["name"] as? String == "thread_name" }.compactMap {
                $0["tid"] as? Int
            })
        #expect(Set(tasks.compactMap { $0["tid"] as? Int }).isSubset(of: named))
        #expect(run["tid"] as? Int == 1)
        #expect(!FileManager.default.fileExists(atPath: out.file("frames/run.trace.json")))
    }

    @Test func aFailedRunStillWritesItsTrace() throws {
        let out = try TestFolder(); defer { out.remove() }
        let empty = out.file("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let trace = out.file("failed.json")
        let result = try CLIRunner.runExecutable(["--input", empty, "--out", out.file("frames"), "--trace", trace])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no photos found"))
        let kinds = Set(try events(trace).compactMap { $0["cat"] as? String })
        #expect(kinds == ["run", "listing"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["empty", "failed.json"],
            "no temporary file is left")
    }

    /// Ctrl-C mid-run: exit 130, and the trace holds the frames that were finished.
    @Test func anInterruptedRunStillWritesItsTrace() throws {
        let out = try TestFolder(); defer { out.remove() }
        let trace = out.file("interrupted.json")
        let process = try CLIRunner.start([
            "-i", Repository.photos, "-o", out.file("frames"), "--scale", "1", "--jobs", "2", "--trace", trace
        ])
        CLIRunner.wait(for: process) { out.files().filter { $0.hasSuffix(".png") }.count >= 5 }
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let tasks = try events(trace).filter { $0["ph"] as? String == "X" }
        let written = tasks.filter { $0["cat"] as? String == "write" }.compactMap { $0["name"] as? String }
        #expect(written.count >= 5)
        #expect(written.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "every write traced is on disk")
        #expect(tasks.contains { $0["cat"] as? String == "run" })
    }

    @Test func aTraceWithNowhereToGoStopsTheRunBeforeItStarts() throws {
        let out = try TestFolder(); defer { out.remove() }
        let missing = try CLIRunner.run(
            Self.base + ["--out", out.file("frames"), "--trace", out.file("no-such-folder/t.json")])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains("--trace") && missing.stderr.contains("no-such-folder/t.json"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.file("frames")))

        let input = try TestFolder(); defer { input.remove() }
        try input.copyFixture("coffee.png")
        let inside = try CLIRunner.run([
            "--input", input.path, "--out", out.file("frames"), "--trace", input.file("t.json")
        ])
        #expect(inside.status == 2)
        #expect(inside.stderr.contains("inside the input folder"), "\(inside.stderr)")
        #expect(input.files() == ["coffee.png"])
    }
}
