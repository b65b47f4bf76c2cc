import Foundation
import Testing

/// A mistyped option gets the option it was most likely meant to be: among those as near by
/// edits, the one that shares the most of its start (`--output` is `--out` lengthened, not
/// `--input` rewritten).
@Suite struct UnknownOptionSuggestionTests {
    @Test(arguments: [(["-i", "photos", "--output", "out"], "--out"),
                      (["-i", "photos", "-o", "out", "--scenes", "deck"], "--scene"),
                      (["diff", "a", "b", "--outptu", "x"], "--out"),
                      (["mockup", "--formatt", "square"], "--format")])
    func theSuggestionIsTheLikeliestOption(_ arguments: [String], _ suggestion: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Did you mean '\(suggestion)'?"), "\(arguments): \(result.stderr)")
    }

    /// Every option of rendering, the default subcommand, with one letter missing, is suggested back.
    @Test func eachOptionLessItsLastLetterSuggestsItself() throws {
        let help = try CLIRunner.run(["render", "--help"]).stdout
        let names = Set(help.matches(of: #/(?m)^  (?:-\w, )?(--[a-z][a-z-]+)/#).map { String($0.output.1) })
        #expect(names.count > 30, "\(help)")
        for name in names.sorted() where name.count > 4 && !["--help", "--version"].contains(name) {
            let typo = String(name.dropLast())
            let result = try CLIRunner.run([typo])
            #expect(result.stderr.contains("Unknown option '\(typo)'. Did you mean '\(name)'?"), "\(typo): \(result.stderr)")
        }
    }
}
