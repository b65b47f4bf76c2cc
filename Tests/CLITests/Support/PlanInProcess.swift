import ArgumentParser
import Foundation
import Testing
@testable import cardrender

/// `cardrender plan` parsed and planned in this process, as the binary does before it prints:
/// the parser, `validate()` and `Plan.document()` (every check that refuses the command, then
/// the JSON). For what a plan holds; exit statuses and standard output need the process.
enum PlanInProcess {
    /// The JSON `cardrender plan ARGUMENTS` would print, or the message it would refuse with.
    static func run(_ arguments: [String]) throws -> (json: Data?, refusal: String?) {
        let command = try #require(try CardRenderCommand.parseAsRoot(["plan"] + arguments) as? Plan)
        do {
            return (try command.document(), nil)
        } catch let error as ValidationError {
            return (nil, error.message)
        }
    }

    /// The plan's scenes, as JSON objects; empty when it was refused.
    static func scenes(_ json: Data?) -> [[String: Any]] {
        guard let json else { return [] }
        return ((try? JSONSerialization.jsonObject(with: json)) as? [String: Any])?["scenes"] as? [[String: Any]] ?? []
    }
}
