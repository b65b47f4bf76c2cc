import ArgumentParser
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
