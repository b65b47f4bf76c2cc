import ArgumentParser
import Foundation
import PropertyBased
import Testing
@testable import cardrender

/// Random option values never crash the parser, and whatever it accepts is finite and in range.
@Suite struct OptionParsingPropertyTests {
    /// Strings made of the characters a size is written with, plus a few that break it.
    static let sizeText = Gen<Character?>.element(of: Array("0123456789x.-eE+ inf nan X,") as [Character]).map { $0! }.string(of: 0...14)

    @Test func canvasSizeParsingNeverAcceptsNonsense() async {
        await propertyCheck(count: 500, input: Self.sizeText) { text in
            if let size = CanvasSize(argument: text) {
                #expect(size.width.isFinite && size.height.isFinite, "\(text)")
                #expect(size.width > 0 && size.height > 0 && size.width <= CanvasSize.limit && size.height <= CanvasSize.limit, "\(text)")
            }
        }
    }

    @Test func renderOptionsAreFiniteAndInRangeOrRefused() async {
        // Mostly awkward values, some ordinary ones, some random numbers.
        let specials = ["0", "-0", "nan", "inf", "-inf", "1e309", "2", "60", "0.25", "8", "240", "-3", "1e-300", "abc", ""]
        let value = Gen.int(in: 0...(specials.count * 2)).map { pick -> String in
            pick < specials.count ? specials[pick] : String(Double(pick * 7919 % 1000) / 7.3 - 20)
        }
        await propertyCheck(count: 300, input: value, value, Self.sizeText) { scale, fps, size in
            let arguments = ["--input", "in", "--out", "out", "--scale", scale, "--fps", fps, "--size", size]
            guard let options = try? RenderOptions.parse(arguments) else { return }
            #expect(options.scale.isFinite && (0.25...8).contains(options.scale), "\(arguments)")
            #expect(options.fps.isFinite && (1...240).contains(options.fps), "\(arguments)")
            let settings = options.settings()
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
        (["--scene", "deck", "--animation", "swipe-rigth"], "did you mean \"swipe-right\"?"),
    ])
    func badValuesAreNamedWithWhatIsAllowed(_ extra: [String], _ quoted: String) throws {
        let result = try CLIRunner.run(["-i", Repository.photos, "-o", "/nonexistent/out"] + extra)
        #expect(result.status == 2)
        #expect(result.stderr.contains(quoted), "\(extra): \(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }
}

/// Subcommands refuse the root options they would ignore, and say which apply.
@Suite struct OptionScopeTests {
    @Test(arguments: [
        (["merge", "/tmp/none", "--scale", "4"], "--scale does not apply to `cardrender merge`"),
        (["init", "-", "--scene", "deck"], "--scene does not apply to `cardrender init`"),
        (["plan", "--captions", "/nonexistent.csv"], "--captions does not apply to `cardrender plan`"),
        (["mockup", "-i", "/tmp", "-o", "/tmp/m", "--fps", "30"], "--fps applies to an animated mockup"),
        (["mockup", "-i", "/tmp", "-o", "/tmp/m", "--loop", "2"], "--loop applies to an animated mockup"),
        (["mockup", "-i", "/tmp", "-o", "/tmp/m", "--jobs", "2"], "--jobs does not apply to `cardrender mockup`"),
        (["mockup", "-i", "/tmp", "-o", "/tmp/m", "--scene", "all"], "a mockup shows one scene"),
        (["diff", "/tmp", "/tmp", "--input", "/tmp"], "--input does not apply to `cardrender diff`"),
        (["diff", "/tmp", "/tmp", "--check", "/tmp"], "--check does not apply"),
    ])
    func ignoredOptionsAreErrors(_ arguments: [String], _ quoted: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stdout)")
        #expect(result.stderr.contains(quoted), "\(arguments): \(result.stderr)")
    }

    /// The shared-options block is built only for a command line that shows help.
    @Test func theSharedOptionsBlockIsBuiltOnlyForHelp() {
        for arguments in [["plan", "--help"], ["plan", "-h"], ["help", "plan"], ["--experimental-dump-help"], ["mockup", "--scene", "deck", "--help"]] {
            #expect(OptionScope.asksForHelp(arguments), "\(arguments)")
            #expect(OptionScope.sharedOptionsHelp(OptionScope.plan, arguments: arguments).contains("--scene <"), "\(arguments)")
        }
        for arguments in [[], ["--version"], ["plan", "--scene", "deck"], ["-i", "help", "-o", "out"], ["plan", "--", "--help"]] {
            #expect(!OptionScope.asksForHelp(arguments), "\(arguments)")
            #expect(OptionScope.sharedOptionsHelp(OptionScope.plan, arguments: arguments).isEmpty, "\(arguments)")
        }
    }

    /// The list the subcommands are checked against is every option the root command has.
    @Test func theRootOptionListIsTheParsers() throws {
        let dump = try CLIRunner.run(["--experimental-dump-help"])
        let object = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as! [String: Any]
        let arguments = (object["command"] as! [String: Any])["arguments"] as! [[String: Any]]
        let names = Set(arguments.flatMap { ($0["names"] as? [[String: String]] ?? []).map { ($0["kind"] == "long" ? "--" : "-") + $0["name"]! } })
        #expect(names.subtracting(["--help", "-h", "--version"]) == OptionScope.rootOptions)
        // And the help the subcommands repeat has an entry for each of them.
        let described = Set(OptionScope.rootHelpEntries().flatMap(\.names))
        #expect(OptionScope.rootOptions.subtracting(described).isEmpty, "no help entry for \(OptionScope.rootOptions.subtracting(described).sorted())")
    }
}

/// A problem inside a file the user gave is not a usage error: no usage block after it.
@Suite struct ContentErrorTests {
    @Test func aBadSceneFileOrCaptionFileGetsNoUsageBlock() throws {
        let work = try Scratch(); defer { work.remove() }
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
