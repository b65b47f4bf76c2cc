import Foundation
import TestSupport

/// python3's jsonschema (Debian's python3-jsonschema, which `scripts/install-deps.sh --test`
/// installs), the reader the plan's schema is written for, through scripts/validate-json.py:
/// it checks the schema against its draft's metaschema, then the document against the schema.
enum JSONSchemaCheck {
    /// The first python3 that has jsonschema: the PATH's, then Debian's.
    static let python: String? = [Python.path, "/usr/bin/python3"].first { python in
        (try? CLIRunner.runTool(python, ["-c", "import jsonschema"]).status) == 0
    }

    /// Run when jsonschema is there, and always in CI, where its absence is a failure.
    static let shouldRun = python != nil || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    static let missing =
        "python3 with jsonschema is not installed (scripts/install-deps.sh --test installs python3-jsonschema)"

    /// Exit status 0 when every document is valid, 1 with each invalid one's first problem (a
    /// line each, naming the document), 3 when jsonschema is missing. One python for them all:
    /// its start and the schema's check cost more than a plan's validation. The paths go to it
    /// as arguments, not through a shell.
    static func validate(
        schema: String = Repository.root.appendingPathComponent("docs/plan.schema.json").path, documents: [String]
    ) throws -> (status: Int32, message: String) {
        let script = Repository.root.appendingPathComponent("scripts/validate-json.py").path
        let result = try CLIRunner.runTool(python ?? Python.path, [script, schema] + documents)
        return (result.status, result.stderr)
    }
}
