import Foundation
import Testing
import TestSupport

/// `mockup --font` with hostile fonts: each is judged by what drawing it costs, refused naming the
/// file when too costly, and drawn in memory that follows the text when accepted
/// (docs/safety.md, "A font of yours").
@Suite struct MockupFontCostTests {
    /// The bound docs/safety.md states for a mockup at the default size with any font accepted.
    static let boundKilobytes = 400 * 1024

    struct Run {
        var status: Int32
        var stderr: String
        var peakKilobytes: Int
        /// Killed after the guard's seconds.
        var killed: Bool
    }

    /// Runs cardrender with `arguments`, its stderr kept, and returns its exit status and its own
    /// peak resident memory; killed after `guard` seconds (a hang guard, far beyond what any run
    /// here needs, not a measure of speed). It runs under a small Python parent that reads its
    /// children's peak (`RUSAGE_CHILDREN`): spawned straight from this process, whose memory it
    /// shares until it execs, its peak would start at this whole test process's own.
    static func run(_ arguments: [String], in folder: TestFolder, guard seconds: Double = 120) throws -> Run {
        let log = folder.file("stderr-\(UUID().uuidString).txt")
        let report = folder.file("peak-\(UUID().uuidString).txt")
        let script = """
            import resource, subprocess, sys
            killed = 0
            try:
                code = subprocess.run(sys.argv[2:], timeout=float(sys.argv[1])).returncode
            except subprocess.TimeoutExpired:
                code, killed = 137, 1
            code = 128 - code if code < 0 else code
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, killed)
            sys.exit(code)
            """
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, report, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let words = ["/usr/bin/python3", "-c", script, "\(seconds)", CLIRunner.executable] + arguments
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/python3", &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let stderr = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let numbers = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: " ")
            .compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        // ru_maxrss is in kilobytes on Linux.
        return Run(
            status: (status >> 8) & 0xFF, stderr: stderr, peakKilobytes: numbers.first ?? -1,
            killed: numbers.count == 2 && numbers[1] == 1)
    }

    static func mockup(_ folder: TestFolder, _ name: String, title: String, font: String) -> [String] {
        ["mockup", "-i", Repository.photos, "-o", folder.file(name), "--title", title, "--font", font]
    }

    @Test func aFontBombIsRefusedAndTheCostliestFontAcceptedDrawsWithinTheBound() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        // 1 KB: an em of 173 units and "A" 30,000 units wide and tall, just under the rasteriser's
        // largest side at the default title size (it took 3.6 GB).
        var bomb = TestFont(unitsPerEm: 173)
        bomb.add(TestFont.box(0, -14_000, 30_000, 16_000), advance: 30_000, for: "A")
        try bomb.write(to: folder.file("bomb.ttf"))
        let refused = try Self.run(Self.mockup(folder, "bomb", title: "A😀", font: folder.file("bomb.ttf")), in: folder)
        #expect(refused.status == 2 && !refused.killed, "\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "\(folder.file("bomb.ttf")): cannot be the title font: glyph 1 reaches 173.5 em from its origin"),
            "\(refused.stderr)")
        // Every limit at once: an em of 16 units, "A" of 16,384 points reaching 16 em up, down and
        // right, lines 4 em above and below. It draws, its ink kept near the title's box.
        try TestFont.atTheLimits(ems: 16, lineEms: 4, points: 16_384).write(to: folder.file("limits.ttf"))
        let drawn = try Self.run(
            Self.mockup(folder, "limits", title: "A😀", font: folder.file("limits.ttf")), in: folder)
        #expect(drawn.status == 0 && !drawn.killed, "\(drawn.stderr)")
        guard AddressSanitizer.measuresPeakMemory else { return }
        for run in [refused, drawn] {
            #expect(run.peakKilobytes > 0 && run.peakKilobytes < Self.boundKilobytes, "\(run.peakKilobytes / 1024) MB")
        }
    }

    @Test func nestedCompositesAreRefusedBeforeTheyAreFollowed() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        // A few hundred bytes: 40 levels of composite glyphs, each two copies of the one below.
        // FreeType followed them for tens of seconds and 2 GB before giving up on each glyph.
        try TestFont.nestedComposites(depth: 40, fanOut: 2).write(to: folder.file("nested.ttf"))
        let refused = try Self.run(
            Self.mockup(folder, "nested", title: "A", font: folder.file("nested.ttf")), in: folder, guard: 300)
        #expect(!refused.killed)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "\(folder.file("nested.ttf")): cannot be the title font: glyph 11 is drawn from 2046 components"),
            "\(refused.stderr)")
        // A mockup set's font is checked the same way, named as the set file resolves it.
        let set = "formats: [square]\ndensity: 1x\nfont: nested.ttf\nshots:\n  - scene: deck\n    title: A\n"
        try set.write(toFile: folder.file("set.yaml"), atomically: true, encoding: .utf8)
        let fromSet = try Self.run(
            ["mockup", "--config", folder.file("set.yaml"), "-i", Repository.photos, "-o", folder.file("set")],
            in: folder, guard: 300)
        #expect(!fromSet.killed && fromSet.status == 2, "\(fromSet.stderr)")
        #expect(fromSet.stderr.contains("\(folder.file("nested.ttf")): cannot be the title font: glyph 11"))
        guard AddressSanitizer.measuresPeakMemory else { return }
        for run in [refused, fromSet] {
            #expect(run.peakKilobytes < Self.boundKilobytes, "\(run.peakKilobytes / 1024) MB")
        }
    }

    @Test func whatTheCheckAcceptsDrawsAndWhatItRefusesIsNamed() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        // A real font whose em is said to be 16 units: its glyphs and lines are dozens of ems (the
        // check let it through and drawing the title failed, naming no font, after 1 GB).
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Repository.shippedFont("NanumSquareB.ttf")))
        var small = [UInt8](bytes)
        let head = Self.table("head", in: small)
        small[head + 18] = 0
        small[head + 19] = 16
        try BadInputs.write(small, to: folder.file("em16.ttf"))
        let refused = try Self.run(
            Self.mockup(folder, "em16", title: "Swipe right", font: folder.file("em16.ttf")), in: folder)
        #expect(refused.status == 2 && !refused.killed)
        #expect(
            refused.stderr.contains(
                "\(folder.file("em16.ttf")): cannot be the title font: its ascender or descender lies 53.2 em"),
            "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("em16")))
        // An em of 16 units is accepted, so it draws.
        try TestFont.boxes("Swipe right", unitsPerEm: 16).write(to: folder.file("boxes16.ttf"))
        let boxes = try Self.run(
            Self.mockup(folder, "boxes16", title: "Swipe right", font: folder.file("boxes16.ttf")), in: folder)
        #expect(boxes.status == 0, "\(boxes.stderr)")
        // Kerning that moves the next letter 2,048 em on: drawn, or refused naming the font.
        var kerned = TestFont.boxes("AV", unitsPerEm: 16)
        kerned.kerning = [(left: 1, right: 2, value: 32_767), (left: 2, right: 1, value: 32_767)]
        try kerned.write(to: folder.file("kerned.ttf"))
        let far = try Self.run(
            Self.mockup(folder, "kerned", title: "AVAV", font: folder.file("kerned.ttf")), in: folder)
        #expect(
            far.status == 0 || (far.status == 2 && far.stderr.contains("\(folder.file("kerned.ttf")): cannot be")),
            "\(far.status): \(far.stderr)")
        guard AddressSanitizer.measuresPeakMemory else { return }
        for run in [refused, boxes, far] {
            #expect(run.peakKilobytes < Self.boundKilobytes, "\(run.peakKilobytes / 1024) MB")
        }
    }

    /// Where the table `tag` starts in an sfnt font's bytes.
    static func table(_ tag: String, in b: [UInt8]) -> Int {
        func u32(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
        let count = Int(b[4]) << 8 | Int(b[5])
        let record = (0..<count).map { 12 + $0 * 16 }.first { String(decoding: b[$0..<($0 + 4)], as: UTF8.self) == tag }
        return u32(record! + 8)
    }
}
