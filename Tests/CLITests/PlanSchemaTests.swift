import Foundation
import Testing
@testable import cardrender

/// `cardrender plan` prints what docs/plan.schema.json describes: a versioned document, layer
/// contents named by kind, numbers without binary noise.
@Suite struct PlanSchemaTests {
    /// Validates with the first python3 that has jsonschema (the PATH's, then Debian's).
    private func validate(_ document: String) throws -> (status: Int32, message: String) {
        let schema = Repository.root.appendingPathComponent("docs/plan.schema.json").path
        let script = Repository.root.appendingPathComponent("scripts/validate-json.py").path
        for python in ["python3", "/usr/bin/python3"] {
            let result = try CLIRunner.runShell("\(python) \"\(script)\" \"\(schema)\" \"\(document)\"")
            if result.status != 3 && result.status != 127 { return (result.status, result.stderr) }
        }
        Issue.record("no python3 with jsonschema: run `scripts/install-deps.sh --test` (make test does)")
        return (3, "")
    }

    @Test func everySceneAndContentKindMatchesTheSchema() throws {
        let work = try Scratch(); defer { work.remove() }
        #expect(try CLIRunner.run(["init", work.file("scene.yaml")]).status == 0)
        for (name, extra) in [("all", [String]()), ("stamps", ["--stamps", "--scene-file", work.file("scene.yaml")])] {
            let plan = try CLIRunner.run(["plan", "--fps", "4"] + extra)
            #expect(plan.status == 0, "\(plan.stderr)")
            try plan.stdout.write(toFile: work.file("\(name).json"), atomically: true, encoding: .utf8)
            let result = try validate(work.file("\(name).json"))
            #expect(result.status == 0, "\(name): \(result.message)")
            #expect(!plan.stdout.contains("\"_0\""))
            #expect(plan.stdout.contains("\"kind\" : \"blurredPhoto\"") && plan.stdout.contains("\"version\" : 2"))
        }
        // The schema catches the old, synthesised form.
        let old = try String(contentsOfFile: work.file("all.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"kind\" : \"photo\",\n", with: "\"kind\" : \"photo\", \"_0\" : 0,\n")
        try old.write(toFile: work.file("old.json"), atomically: true, encoding: .utf8)
        #expect(try validate(work.file("old.json")).status == 1)
    }

    @Test func numbersAreTheShortestDecimalOfTheRoundedValue() {
        #expect(PlanDocument.number(0.2 + 0.4) == "0.6")
        #expect(PlanDocument.number(382) == "382" && PlanDocument.number(-0.5) == "-0.5")
        #expect(PlanDocument.number(0.9686274509803922) == "0.968627451")
        #expect(PlanDocument.roundingNumbers(in: #"{"a" : 0.6000000000000001, "s" : "0.6000000000000001", "e" : 1e-12}"#)
                == #"{"a" : 0.6, "s" : "0.6000000000000001", "e" : 0}"#)
    }
}
