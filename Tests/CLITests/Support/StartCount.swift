import Foundation
import Testing

/// Names the running test to the `cardrender` processes a test starts, when
/// scripts/count-cli-starts.sh counts them: its wrapper in place of the binary writes the name
/// beside each start. Outside that script the environment is left as it is.
enum StartCount {
    /// True when scripts/count-cli-starts.sh runs the tests.
    static let counting = ProcessInfo.processInfo.environment["CARDRENDER_COUNT_STARTS"] != nil

    /// `environment` with the running test's file and name added, when counting.
    static func labelled(_ environment: [String: String]) -> [String: String] {
        guard counting else { return environment }
        let test = Test.current.map { "\($0.sourceLocation.fileID) \($0.name)" } ?? "unknown"
        return environment.merging(["CARDRENDER_COUNT_TEST": test]) { $1 }
    }

    /// The whole environment for a child `Process`, or nil (inherit) when not counting and none is given.
    static func processEnvironment(_ environment: [String: String]) -> [String: String]? {
        let labelled = labelled(environment)
        return labelled.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(labelled) { $1 }
    }
}
