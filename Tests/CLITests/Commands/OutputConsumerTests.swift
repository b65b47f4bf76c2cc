import Foundation
import Testing
import TestSupport

/// Files are done when the program that reads them accepts them: every PNG cardrender writes
/// (frames, stills, contact sheets, diff images) through pngcheck and Pillow, GIF exports through
/// gifsicle, the step summary through cmark-gfm, and every JSON file through Python's strict
/// parser. (Other outputs meet their readers in their own suites: WebP in `WebPTimingTests`,
/// MP4 in `VideoExportTests`, JUnit in its schema test, plan output in `PlanSchemaTests`, the
/// review page in Chromium.)
@Suite(.serialized, OutputConsumerRenders.Shared()) struct OutputConsumerTests {
    static let pngcheck = ImageReaders.pngcheck, python = ImageReaders.python
    static let gifsicle = "/usr/bin/gifsicle", cmark = "/usr/bin/cmark-gfm"

    static var missing: String? {
        let absent = [pngcheck, gifsicle, cmark, python].filter { !FileManager.default.isExecutableFile(atPath: $0) }
        if !absent.isEmpty {
            return "\(absent.joined(separator: ", ")) missing (scripts/install-deps.sh --test installs them)"
        }
        return ImageReaders.hasPillow ? nil : "Pillow missing (scripts/install-deps.sh --test installs python3-pil)"
    }

    /// Runs in CI always (a missing tool fails there); elsewhere only when the tools are installed.
    static var shouldRun: Bool { missing == nil || ImageReaders.inCI }

    static func files(under folder: String, ending suffix: String) throws -> [String] {
        try TestFolder.files(under: folder).filter { $0.hasSuffix(suffix) }.map {
            (folder as NSString).appendingPathComponent($0)
        }
    }

    @Test(.enabled(if: shouldRun, "\(missing ?? "")"))
    func everyPNGPassesPngcheckAndDecodesInPillowAtItsOwnSize() throws {
        let renders = try OutputConsumerRenders.current()
        let pngs = try [renders.before, renders.after].flatMap { try Self.files(under: $0, ending: ".png") }
        #expect(
            pngs.contains { $0.hasSuffix(".diff.png") } && pngs.contains { $0.hasSuffix("contact-sheet.png") },
            "\(pngs)")

        let checked = try CLIRunner.runTool(Self.pngcheck, ["-q"] + pngs)
        #expect(checked.status == 0, "pngcheck: \(checked.stdout)\(checked.stderr)")

        // Pillow decodes every pixel (load, not just the header) and finds the size the IHDR says.
        let script = """
            import struct, sys
            from PIL import Image
            for path in sys.argv[1:]:
                with open(path, 'rb') as f:
                    f.seek(16); width, height = struct.unpack('>II', f.read(8))
                with Image.open(path) as image:
                    image.load()
                    assert image.format == 'PNG', path
                    assert image.size == (width, height), (path, image.size, width, height)
                    assert image.mode in ('RGB', 'RGBA'), (path, image.mode)
            print(len(sys.argv) - 1)
            """
        let decoded = try CLIRunner.runTool(Self.python, ["-c", script] + pngs)
        #expect(decoded.status == 0, "Pillow: \(decoded.stderr)")
        #expect(decoded.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String(pngs.count))
    }

    @Test(.enabled(if: shouldRun, "\(missing ?? "")"))
    func aGIFLoopsForeverAndPlaysInTheAnimationsTime() throws {
        let renders = try OutputConsumerRenders.current()
        let gif = renders.after + "/photostack/flick.gif"
        let info = try CLIRunner.runTool(Self.gifsicle, ["--info", gif])
        #expect(info.status == 0, "gifsicle: \(info.stderr)")
        #expect(info.stdout.contains("loop forever"), "\(info.stdout)")
        // "delay 0.10s" per image; the frames at 10 fps span the animation's end time.
        let delays = info.stdout.split(separator: "\n").compactMap { line -> Double? in
            guard let range = line.range(of: "delay ") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "s" })
        }
        let frames = try Self.files(under: renders.after + "/photostack/flick", ending: ".png").filter {
            $0.contains("/frame-")
        }
        #expect(delays.count == frames.count, "\(info.stdout)")
        let manifest = try HostileFiles.readJSON(renders.after + "/manifest.json")
        let end = try #require(
            (manifest["files"] as? [[String: Any]])?
                .filter { ($0["path"] as? String)?.hasPrefix("photostack/flick/frame-") == true }
                .compactMap { $0["time"] as? Double }.max())
        let played = delays.dropLast().reduce(0, +)
        #expect(abs(played - end) <= 0.1 + 0.001, "\(played) s against \(end) s")
    }

    @Test(.enabled(if: shouldRun, "\(missing ?? "")"))
    func theStepSummaryRendersAsAGitHubMarkdownTable() throws {
        let renders = try OutputConsumerRenders.current()
        let html = try CLIRunner.runTool(
            Self.cmark, ["--extension", "table", "--extension", "autolink", renders.work.file("summary.md")])
        #expect(html.status == 0, "cmark-gfm: \(html.stderr)")
        // The table is a table (not paragraphs of pipes), and it links the diff images.
        #expect(html.stdout.contains("<table>") && html.stdout.contains("<td>"), "\(html.stdout)")
        #expect(!html.stdout.contains("<p>|"), "\(html.stdout)")
        // Every link reaches a file the check wrote, relative to the summary's folder.
        let links = html.stdout.components(separatedBy: "<a href=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(
            links.contains { $0.hasSuffix(".diff.png") } && links.contains { $0.hasSuffix("report.html") }, "\(links)")
        for link in links {
            #expect(FileManager.default.fileExists(atPath: renders.work.file(link)), "\(link)")
        }
    }

    @Test(.enabled(if: shouldRun, "\(missing ?? "")"))
    func everyJSONFileParsesStrictly() throws {
        let renders = try OutputConsumerRenders.current()
        let json = try [renders.before, renders.after].flatMap { try Self.files(under: $0, ending: ".json") }

        #expect(
            ["manifest.json", "motion.json", "golden.json", "report.json"].allSatisfy { name in
                json.contains { $0.hasSuffix("/" + name) }
            }, "\(json)")
        // Python's parser refuses NaN and Infinity here (JSON has neither) and any duplicate key.
        let script = """
            import json, sys
            def pairs(items):
                keys = [key for key, _ in items]
                assert len(keys) == len(set(keys)), ('duplicate key', keys)
                return dict(items)
            def constant(name):
                raise ValueError('not JSON: ' + name)
            for path in sys.argv[1:]:
                with open(path, encoding='utf-8') as f:
                    json.load(f, parse_constant=constant, object_pairs_hook=pairs)
            print(len(sys.argv) - 1)
            """
        let parsed = try CLIRunner.runTool(Self.python, ["-c", script] + json)
        #expect(parsed.status == 0, "python json: \(parsed.stderr)")
        #expect(parsed.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String(json.count))
    }
}
