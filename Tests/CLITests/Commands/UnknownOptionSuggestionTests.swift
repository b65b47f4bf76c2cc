import ArgumentParser
import Foundation
import Testing
@testable import cardrender

/// A mistyped option gets the option it was most likely meant to be: among those as near by
/// edits, the one that shares the most of its start (`--output` is `--out` lengthened, not
/// `--input` rewritten).
@Suite struct UnknownOptionSuggestionTests {
    @Test(arguments: [
        (["-i", "photos", "--output", "out"], "--out"),
        (["-i", "photos", "-o", "out", "--scenes", "deck"], "--scene"),
        (["render", "-i", "photos", "--output", "out"], "--out"),
        (["diff", "a", "b", "--outptu", "x"], "--out"),
        (["mockup", "--formatt", "square"], "--format"),
        (["plan", "--scenes", "deck"], "--scene")
    ])
    func theSuggestionIsTheLikeliestOption(_ arguments: [String], _ suggestion: String) throws {
        let message = try #require(ParsedCommandLine.refusal(arguments))
        #expect(message.contains("Did you mean '\(suggestion)'?"), "\(arguments): \(message)")
    }

    /// An option of another subcommand is not suggested: `diff` takes no --scene.
    @Test func onlyTheChosenSubcommandsOptionsAreSuggested() throws {
        let message = try #require(ParsedCommandLine.refusal(["diff", "a", "b", "--scenes", "deck"]))
        #expect(message.contains("Unknown option '--scenes'") && !message.contains("Did you mean"), "\(message)")
    }

    /// Every option of rendering, the default subcommand, with one letter missing, is suggested back.
    @Test func eachOptionLessItsLastLetterSuggestsItself() throws {
        let names = Set(UnknownOptionHint.longOptions(of: [Render.self]))
        #expect(names.count > 30 && names.contains("--check-contact-sheets"), "\(names)")
        for name in names.sorted() where name.count > 4 && !["--help", "--version"].contains(name) {
            let typo = String(name.dropLast())
            let message = ParsedCommandLine.refusal([typo]) ?? ""
            #expect(message.contains("Unknown option '\(typo)'. Did you mean '\(name)'?"), "\(typo): \(message)")
        }
    }

    /// The process: the improved message on stderr, and exit status 2.
    @Test func theBinaryPrintsTheSuggestionAndExitsWithStatusTwo() throws {
        let result = try CLIRunner.run(["-i", "photos", "--output", "out"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Did you mean '--out'?"), "\(result.stderr)")
    }
}
