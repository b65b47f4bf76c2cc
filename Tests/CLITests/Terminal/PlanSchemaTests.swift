import Foundation
import Testing
import TestSupport
@testable import cardrender

/// `cardrender plan` prints what docs/plan.schema.json describes: a versioned document, layer
/// contents named by kind, numbers without binary noise.
@Suite struct PlanSchemaTests {
    @Test(.enabled(if: JSONSchemaCheck.shouldRun, "\(JSONSchemaCheck.missing)"))
    func everySceneAndContentKindMatchesTheSchema() throws {
        let work = try TestFolder(); defer { work.remove() }
        #expect(try CLIRunner.run(["init", work.file("scene.yaml")]).status == 0)
        let cases: [(String, [String])] = [
            ("all", []), ("stamps", ["--stamps", "--scene-file", work.file("scene.yaml")]),
            ("rtl-zoomed", ["--layout-direction", "rtl", "--size", "780x1688"])
        ]
        // Planned in process (the document the process prints; planPrintsItsSchemaAndTheSchemaIsValid
        // validates a printed one).
        for (name, extra) in cases {
            let planned = try PlanInProcess.run(["--fps", "4"] + extra)
            #expect(planned.refusal == nil, "\(planned.refusal ?? "")")
            let plan = String(decoding: planned.json ?? Data(), as: UTF8.self)
            try plan.write(toFile: work.file("\(name).json"), atomically: true, encoding: .utf8)
            #expect(!plan.contains("\"_0\""))
            #expect(plan.contains("\"kind\" : \"blurredPhoto\"") && plan.contains("\"version\" : 2"))
            // Right to left on a larger canvas, the frames say so, and the schema takes it.
            let said = plan.contains("\"layoutDirection\" : \"rtl\"") && plan.contains("\"contentZoom\" : 2")
            #expect(said == (name == "rtl-zoomed"), "\(name)")
        }
        let plans = cases.map { work.file("\($0.0).json") }
        let result = try JSONSchemaCheck.validate(documents: plans)
        #expect(result.status == 0, "\(result.message)")
        // The schema catches the old, synthesised form, alone or among valid plans, and names its file.
        let old = try String(contentsOfFile: work.file("all.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"kind\" : \"photo\",\n", with: "\"kind\" : \"photo\", \"_0\" : 0,\n")
        try old.write(toFile: work.file("old.json"), atomically: true, encoding: .utf8)
        let among = try JSONSchemaCheck.validate(documents: [plans[0], work.file("old.json"), plans[1]])
        #expect(among.status == 1, "\(among.message)")
        let lines = among.message.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix(work.file("old.json") + ": "), "\(among.message)")
    }

    /// `plan --schema` prints docs/plan.schema.json as it is, a schema python's jsonschema (and
    /// check-jsonschema, where the test tools are) accepts as draft 2020-12, that leaves no
    /// printed field undescribed and no size negative.
    @Test(.enabled(if: JSONSchemaCheck.shouldRun, "\(JSONSchemaCheck.missing)"))
    func planPrintsItsSchemaAndTheSchemaIsValid() throws {
        let work = try TestFolder(); defer { work.remove() }
        let printed = try CLIRunner.run(["plan", "--schema"])
        #expect(printed.status == 0 && printed.stderr.isEmpty, "\(printed.stderr)")
        let docs = try Data(contentsOf: Repository.root.appendingPathComponent("docs/plan.schema.json"))
        #expect(Data(printed.stdout.utf8) == docs, "plan --schema differs from docs/plan.schema.json")
        try printed.stdout.write(toFile: work.file("schema.json"), atomically: true, encoding: .utf8)
        let plan = try CLIRunner.run(["plan", "--fps", "4"])
        try plan.stdout.write(toFile: work.file("plan.json"), atomically: true, encoding: .utf8)
        // validate-json.py checks the schema against its metaschema before the plan against it.
        let check = try JSONSchemaCheck.validate(schema: work.file("schema.json"), documents: [work.file("plan.json")])
        #expect(check.status == 0, "\(check.message)")
        if let tools = TestTools.folder {
            let meta = try TestTools.run(
                TestTools.path("check-jsonschema", in: tools), ["--check-metaschema", work.file("schema.json")])
            #expect(meta.status == 0, "\(meta.stdout)")
        }

        let schema = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        #expect(Self.openObjects(in: schema, at: "#").isEmpty, "objects that allow fields the schema does not describe")
        let size =
            ((schema["$defs"] as? [String: Any])?["size"] as? [String: Any])?["properties"] as? [String: [String: Any]]
        #expect(size?["width"]?["minimum"] as? Int == 0 && size?["height"]?["minimum"] as? Int == 0)
    }

    /// The paths of object schemas that do not set `additionalProperties: false`.
    static func openObjects(in schema: Any, at path: String) -> [String] {
        if let list = schema as? [Any] {
            return list.enumerated().flatMap { openObjects(in: $0.element, at: "\(path)/\($0.offset)") }
        }
        guard let object = schema as? [String: Any] else { return [] }
        let describesObject = object["properties"] != nil || object["type"] as? String == "object"
        let open = describesObject && object["additionalProperties"] as? Bool != false && object["oneOf"] == nil
        return (open ? [path] : []) + object.keys.sorted().flatMap { openObjects(in: object[$0]!, at: "\(path)/\($0)") }
    }

    @Test func numbersAreTheShortestDecimalOfTheRoundedValue() {
        #expect(PlanDocument.number(0.2 + 0.4) == "0.6")
        #expect(PlanDocument.number(382) == "382" && PlanDocument.number(-0.5) == "-0.5")
        #expect(PlanDocument.number(0.9686274509803922) == "0.968627451")
        #expect(
            PlanDocument.roundingNumbers(in: #"{"a" : 0.6000000000000001, "s" : "0.6000000000000001", "e" : 1e-12}"#)
                == #"{"a" : 0.6, "s" : "0.6000000000000001", "e" : 0}"#)
    }
}
