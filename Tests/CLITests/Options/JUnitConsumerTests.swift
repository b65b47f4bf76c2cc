import Foundation
import Testing
import TestSupport

/// The JUnit reports cardrender writes, read by the programs CI systems read them with: valid
/// against the kept schema (every time and timestamp there), a test case per animation, still
/// and file named by the file, and counts and times that add up as junitparser counts them.
@Suite struct JUnitConsumerTests {
    /// The whole-second UTC time of `date`, as the report writes a suite's start.
    private func utcSeconds(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Reads `file` with both programs and checks what holds for any report: valid, counted
    /// right, every case named and timed, the suite started between `after` and `before`.
    private func read(_ file: String, startedBetween before: Date, and after: Date) throws -> JUnitReaders.Reading {
        let problems = try JUnitReaders.schemaProblems(file)
        #expect(problems == nil, "xmllint: \(problems ?? "")")
        let reading = try JUnitReaders.read(file)
        #expect(
            JUnitReaders.stated(reading.root) == reading.recountedRoot,
            "the root's counts are not its suites' sums: \(reading.root)")
        #expect(
            reading.suites.map(JUnitReaders.stated) == reading.recountedSuites,
            "a suite's counts are not its test cases' sums: \(reading.suites)")
        #expect(reading.cases.allSatisfy { $0.time.map { $0 >= 0 } == true }, "\(reading.cases)")
        #expect(reading.cases.allSatisfy { ![nil, "", "."].contains($0.name) }, "\(reading.cases.map(\.name))")
        for suite in reading.suites {
            let stamp = suite["timestamp"] ?? "none"
            #expect(stamp >= utcSeconds(before) && stamp <= utcSeconds(after), "\(stamp) is not the run's UTC start")
        }
        return reading
    }

    @Test(.enabled(if: JUnitReaders.shouldRun, "\(JUnitReaders.missing)"))
    func aFolderDiffIsOneCasePerAnimationStillAndFileAtEveryDepth() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        // At the top: 4 passed, 4 different, 1 of another size, 1 missing, 1 new.
        for index in 1...4 {
            try folders.same("p\(index).png")
            try folders.differing("d\(index).png")
        }
        let coffee = (Repository.photos as NSString).appendingPathComponent("coffee.png")
        try RawFiles.copy(DiffFolders.astronaut, to: Array((folders.expected + "/s.png").utf8))
        try RawFiles.copy(coffee, to: Array((folders.actual + "/s.png").utf8))
        try RawFiles.copy(DiffFolders.astronaut, to: Array((folders.expected + "/m.png").utf8))
        try RawFiles.copy(DiffFolders.astronaut, to: Array((folders.actual + "/n.png").utf8))
        // A still, an animation with one changed frame, a folder of files, an unreadable file.
        try folders.same("deck/still.png")
        for frame in 1...3 {
            try frame == 2
                ? folders.differing("deck/swipe/frame-000\(frame).png")
                : folders.same("deck/swipe/frame-000\(frame).png")
        }
        try folders.same("a/b/c.png")
        try folders.differing("a/b/d.png")
        try RawFiles.copy(DiffFolders.astronaut, to: Array((folders.expected + "/a/b/e.png").utf8))
        try RawFiles.copy(DiffFolders.astronaut, to: Array((folders.actual + "/a/b/f.png").utf8))
        try RawFiles.copy(DiffFolders.astronaut, to: Array((folders.expected + "/broken/x/bad.png").utf8))
        try RawFiles.write(Data("not a PNG\n".utf8), to: Array((folders.actual + "/broken/x/bad.png").utf8))

        let junit = folders.work.file("report.xml"), out = folders.work.file("d")
        let before = Date()
        // Times and dates do not follow the zone or the locale.
        let result = try CLIRunner.run(
            ["diff", folders.expected, folders.actual, "--junit", junit, "--out", out],
            environment: ["TZ": "Asia/Kolkata", "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"])
        let after = Date()
        #expect(result.status == 2, "an unreadable file: \(result.stdout)\(result.stderr)")

        let reading = try read(junit, startedBetween: before, and: after)
        let cases = Dictionary(
            reading.cases.map { ($0.name ?? "", "\($0.classname ?? "") \($0.result) \($0.type ?? "-")") },
            uniquingKeysWith: { first, _ in first })
        let top = "cardrender.diff"
        #expect(
            cases == [
                "p1.png": "\(top) passed -", "p2.png": "\(top) passed -", "p3.png": "\(top) passed -",
                "p4.png": "\(top) passed -",
                "d1.png": "\(top) failure changed", "d2.png": "\(top) failure changed",
                "d3.png": "\(top) failure changed", "d4.png": "\(top) failure changed",
                "s.png": "\(top) failure size-changed", "m.png": "\(top) failure missing",
                "n.png": "\(top) failure new",
                "deck/still.png": "deck passed -", "deck/swipe": "deck failure changed",
                "a/b/c.png": "a/b passed -", "a/b/d.png": "a/b failure changed",
                "a/b/e.png": "a/b failure missing", "a/b/f.png": "a/b failure new",
                "broken/x/bad.png": "broken/x error error"
            ])
        #expect(reading.cases.count == 18)
        #expect(
            reading.root["tests"] == "18" && reading.root["failures"] == "11" && reading.root["errors"] == "1",
            "\(reading.root)")
        // The copy in the output folder is the same report.
        #expect(FileManager.default.contentsEqual(atPath: junit, andPath: out + "/report.junit.xml"))
    }

    @Test(.enabled(if: JUnitReaders.shouldRun, "\(JUnitReaders.missing)"))
    func aGoldenCheckWritesTheSameKindOfReport() throws {
        let work = try TestFolder(); defer { work.remove() }
        let render = [
            "-i", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10",
            "--progress", "none"
        ]
        let golden = work.file("golden"), out = work.file("out")
        try RecordedGolden.copy(to: golden)
        // A slower release: the animation's frames change.
        try "deck:\n  releaseDuration: 0.4\n".write(toFile: work.file("scene.yaml"), atomically: true, encoding: .utf8)
        let before = Date()
        let check = try CLIRunner.run(render + ["-o", out, "--scene-file", work.file("scene.yaml"), "--check", golden])
        let after = Date()
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")

        let reading = try read(out + "/diff/report.junit.xml", startedBetween: before, and: after)
        let snapBack = try #require(reading.cases.first { $0.name == "deck/snap-back" }, "\(reading.cases)")
        #expect(snapBack.classname == "deck" && snapBack.result == "failure")
        #expect(
            reading.cases.contains { $0.name == "deck/still.png" && $0.classname == "deck" && $0.result == "passed" },
            "\(reading.cases)")
    }
}
