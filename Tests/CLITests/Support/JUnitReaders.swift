import Foundation
import TestSupport

/// Two programs that read a JUnit report as CI systems do: xmllint, validating it against the
/// schema kept in Tests/Schemas/junit.xsd, and the Python library junitparser, which lists its
/// test cases and counts them again. `scripts/install-deps.sh --test` installs both.
enum JUnitReaders {
    static let schema = Repository.root.appendingPathComponent("Tests/Schemas/junit.xsd").path
    static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    /// The test tools' Python, when junitparser is installed beside it.
    static let python = TestTools.folder(holding: ["python3", "junitparser"]).map { TestTools.path("python3", in: $0) }

    /// Whether a test that needs them should run: when both are there, and always in CI, where
    /// their absence is a failure rather than a skip.
    static let shouldRun =
        (xmllint != nil && python != nil) || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    static let missing = "xmllint or junitparser is not installed (scripts/install-deps.sh --test installs both)"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// xmllint's verdict on `file` against the kept schema: nil when valid, else what it said.
    static func schemaProblems(_ file: String) throws -> String? {
        guard let xmllint else { throw Failure(description: missing) }
        let result = try CLIRunner.runTool(xmllint, ["--noout", "--schema", schema, file])
        return result.status == 0 ? nil : result.stdout + result.stderr
    }

    struct Counts: Decodable, Equatable {
        var tests: Int?
        var failures: Int?
        var errors: Int?
        var time: Double?
    }

    struct TestCase: Decodable, Equatable {
        var classname: String?
        var name: String?
        var time: Double?
        /// "passed", "failure", "error" or "skipped".
        var result: String
        var type: String?
    }

    /// What junitparser read: the root's and the suites' attributes as written, their counts
    /// as junitparser counts them again from the test cases, and the cases.
    struct Reading: Decodable {
        var root: [String: String]
        var suites: [[String: String]]
        var recountedRoot: Counts
        var recountedSuites: [Counts]
        var cases: [TestCase]
    }

    /// The counts an element's attributes state; nil where one is missing or not a number.
    static func stated(_ attributes: [String: String]) -> Counts {
        Counts(
            tests: attributes["tests"].flatMap { Int($0) }, failures: attributes["failures"].flatMap { Int($0) },
            errors: attributes["errors"].flatMap { Int($0) }, time: attributes["time"].flatMap { Double($0) })
    }

    private static let script = """
        import json, sys
        from junitparser import JUnitXml
        xml = JUnitXml.fromfile(sys.argv[1])
        # As written: junitparser's own properties fill in a missing count or time.
        def written(e): return dict(e._elem.attrib)
        def counts(e): return {"tests": e.tests, "failures": e.failures, "errors": e.errors, "time": e.time}
        def case(c):
            results = c.result
            kind = type(results[0]).__name__.lower() if results else "passed"
            return {"classname": c.classname, "name": c.name, "time": c.time, "result": kind,
                    "type": results[0].type if results else None}
        reading = {"root": written(xml), "suites": [written(s) for s in xml], "cases": [case(c) for s in xml for c in s]}
        xml.update_statistics()
        reading.update(recountedRoot=counts(xml), recountedSuites=[counts(s) for s in xml])
        print(json.dumps(reading))
        """

    static func read(_ file: String) throws -> Reading {
        guard let python else { throw Failure(description: missing) }
        let result = try CLIRunner.runTool(python, ["-c", script, file])
        guard result.status == 0 else {
            throw Failure(description: "junitparser could not read \(file): \(result.stderr)")
        }
        return try JSONDecoder().decode(Reading.self, from: Data(result.stdout.utf8))
    }
}
