import ArgumentParser
import CardCheck
import Testing
@testable import cardrender

/// A render's --check folder checked in this process as `cardrender` checks it before anything
/// is drawn (`GoldenFolder.validate` with the command's input and output folders), worded as it
/// writes the refusal on standard error. Exit statuses need the process.
enum GoldenFolderRefusal {
    /// What cardrender says of the golden folder of render command line `arguments`; nil when it
    /// is accepted.
    static func message(_ arguments: [String]) throws -> String? {
        let render = try #require(try CardRenderCommand.parseAsRoot(arguments) as? Render)
        let (input, out) = try render.files.required()
        let golden = try #require(render.golden.check, "no --check")
        do {
            try GoldenFolder.validate(golden: golden, output: out, inputs: [input], recording: render.golden.record)
            return nil
        } catch let failure as DiffFailure {
            return "cardrender: \(ErrorText.describe(failure))"
        }
    }
}
