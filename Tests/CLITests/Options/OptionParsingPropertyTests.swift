import ArgumentParser
import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import cardrender

/// Random option values never crash the parser, and whatever it accepts is finite and in range.
@Suite struct OptionParsingPropertyTests {
    /// Strings made of the characters a size is written with, plus a few that break it.
    static let sizeText = Gen<Character?>.element(of: Array("0123456789x.-eE+ inf nan X,") as [Character]).map { $0! }
        .string(of: 0...14)

    @Test func canvasSizeParsingNeverAcceptsNonsense() async {
        await propertyCheck(count: 500, input: Self.sizeText) { text in
            if let size = CanvasSize(argument: text) {
                #expect(size.width.isFinite && size.height.isFinite, "\(text)")
                #expect(
                    size.width > 0 && size.height > 0 && size.width <= CanvasSize.limit
                        && size.height <= CanvasSize.limit, "\(text)")
            }
        }
    }

    @Test func renderOptionsAreFiniteAndInRangeOrRefused() async {
        // Mostly awkward values, some ordinary ones, some random numbers.
        let specials = [
            "0", "-0", "nan", "inf", "-inf", "1e309", "2", "60", "0.25", "8", "240", "-3", "1e-300", "abc", ""
        ]
        let value = Gen.int(in: 0...(specials.count * 2)).map { pick -> String in
            pick < specials.count ? specials[pick] : String(Double(pick * 7919 % 1000) / 7.3 - 20)
        }
        await propertyCheck(count: 300, input: value, value, Self.sizeText) { scale, fps, size in
            let arguments = ["--input", "in", "--out", "out", "--scale", scale, "--fps", fps, "--size", size]
            guard let render = try? Render.parse(arguments) else { return }
            #expect(render.frames.scale.isFinite && (0.25...8).contains(render.frames.scale), "\(arguments)")
            #expect(render.frames.fps.isFinite && (1...240).contains(render.frames.fps), "\(arguments)")
            let settings = try render.settings()
            #expect(settings.canvas.map { $0.width.isFinite && $0.height.isFinite } == true)
        }
    }
}

/// Errors that quote the bad value, say what is allowed, and suggest the name meant.
@Suite struct OptionErrorTests {
    @Test(arguments: [
        (["--size", "-5x10"], "more than 0"),
        (["--size", "5"], "WIDTHxHEIGHT"),
        (["--loop", "-1"], "--loop -1"),
        (["--fps", "-3"], "--fps -3"),
        (["--scene", "dekc"], "did you mean \"deck\"?"),
        (["--scene", "deck", "--animation", "swipe-rigth"], "did you mean \"swipe-right\"?")
    ])
    func badValuesAreNamedWithWhatIsAllowed(_ extra: [String], _ quoted: String) throws {
        let message = try #require(
            ParsedCommandLine.refusal(["-i", Repository.photos, "-o", "/nonexistent/out"] + extra))
        #expect(message.contains(quoted), "\(extra): \(message)")
        #expect(!message.contains("Missing value"), "\(message)")
    }
}

/// Each command takes only the options it uses: any other is the parser's unknown option, named
/// with the command's own usage.
@Suite struct OptionScopeTests {
    @Test(arguments: [
        (["merge", "/tmp/none", "--scale", "4"], "Unknown option '--scale'", "cardrender merge --help"),
        (["init", "-", "--scene", "deck"], "Unknown option '--scene'", "cardrender init --help"),
        (["plan", "--captions", "/nonexistent.csv"], "Unknown option '--captions'", "cardrender plan --help"),
        (
            ["mockup", "-i", "/tmp", "-o", "/tmp/m", "--jobs", "2"], "Unknown option '--jobs'",
            "cardrender mockup --help"
        ),
        (["diff", "/tmp", "/tmp", "--input", "/tmp"], "Unknown option '--input'", "cardrender diff --help"),
        (["diff", "/tmp", "/tmp", "--check", "/tmp"], "Unknown option '--check'", "cardrender diff --help"),
        (["-i", "/tmp", "-o", "/tmp/out", "--photos", "3"], "Unknown option '--photos'", "cardrender render --help"),
        (
            ["render", "-i", "/tmp", "-o", "/tmp/out", "--title", "x"], "Unknown option '--title'",
            "cardrender render --help"
        )
    ])
    func optionsACommandDoesNotTakeAreUnknownToIt(_ arguments: [String], _ quoted: String, _ help: String) throws {
        let message = try #require(ParsedCommandLine.refusal(arguments))
        #expect(message.contains(quoted), "\(arguments): \(message)")
        #expect(message.contains(help), "\(arguments): \(message)")
    }

    /// A mockup refuses what a still or a single mockup cannot use, in its own words.
    @Test(arguments: [
        (["mockup", "-i", "/tmp", "-o", "/tmp/m", "--fps", "30"], "--fps applies to an animated mockup"),
        (["mockup", "-i", "/tmp", "-o", "/tmp/m", "--loop", "2"], "--loop applies to an animated mockup"),
        (["mockup", "-i", "/tmp", "-o", "/tmp/m", "--scene", "all"], "a mockup shows one scene")
    ])
    func mockupOptionsWithoutTheirUseAreErrors(_ arguments: [String], _ quoted: String) throws {
        let message = try #require(ParsedCommandLine.refusal(arguments))
        #expect(message.contains(quoted), "\(arguments): \(message)")
    }

    /// Every render option is render's, not the root command's: the root has only --version and
    /// --help, so no subcommand can be handed an option it would ignore.
    @Test func theRootCommandTakesNoOptionOfItsOwn() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(CardRenderCommand._dumpHelp().utf8)) as? [String: Any])
        let root = try #require(object["command"] as? [String: Any])
        let arguments = root["arguments"] as? [[String: Any]] ?? []
        let names = Set(
            arguments.flatMap {
                ($0["names"] as? [[String: String]] ?? []).map { ($0["kind"] == "long" ? "--" : "-") + $0["name"]! }
            })
        #expect(names == ["--help", "-h", "--version"])
        #expect(root["defaultSubcommand"] as? String == "render")
    }
}

/// A problem inside a file the user gave is not a usage error: no usage block after it.
@Suite struct ContentErrorTests {
    @Test func aBadSceneFileOrCaptionFileGetsNoUsageBlock() throws {
        let work = try TestFolder(); defer { work.remove() }
        try "deck:\n  cornerRadius: big\n".write(toFile: work.file("bad.yaml"), atomically: true, encoding: .utf8)
        try "file,name\nx.png\n\"unclosed\n".write(toFile: work.file("bad.csv"), atomically: true, encoding: .utf8)
        for extra in [["--scene-file", work.file("bad.yaml")], ["--captions", work.file("bad.csv")]] {
            let result = try CLIRunner.run(["-i", Repository.photos, "-o", work.file("out")] + extra)
            #expect(result.status == 2, "\(extra)")
            #expect(result.stderr.hasPrefix("cardrender: \(extra[0]) "), "\(result.stderr)")
            #expect(!result.stderr.contains("Usage") && !result.stderr.contains("USAGE"), "\(result.stderr)")
        }
    }
}
