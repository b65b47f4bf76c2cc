import Foundation
import Testing
import TestSupport
@testable import CardSettings
@testable import SceneFiles

/// `--captions`: CSV and JSON files mapping photo file names to name, age and caption.
@Suite struct CaptionFileTests {
    static func load(_ text: String, as ext: String) throws -> CaptionSet {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("captions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("captions.\(ext)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try CaptionFile.load(path)
    }

    static func problem(_ text: String, as ext: String) throws -> CaptionFile.Problem {
        do {
            _ = try load(text, as: ext)
        } catch let problem as CaptionFile.Problem {
            return problem
        }
        Issue.record("no problem reported")
        return CaptionFile.Problem(path: "", message: "")
    }

    @Test func csvWithQuotesCommasNewlinesAndAnyColumnOrder() throws {
        let set = try Self.load(
            "\u{FEFF}caption,file,age,name\r\n\"Likes \"\"tea\"\", cats,\nand rain\",a.jpg,29,Ann\r\n,b.png,,李明\n",
            as: "csv")
        #expect(set.entries["a.jpg"] == Caption(name: "Ann", age: "29", text: "Likes \"tea\", cats,\nand rain"))
        #expect(set.entries["b.png"] == Caption(name: "李明"))
        #expect(set.entries.count == 2)
    }

    @Test(arguments: [
        ("file,name,nickname\n", ":1: unknown column \"nickname\""),
        ("name,age\n", ":1: the header has no \"file\" column"),
        ("file,name\na.jpg,Ann\nb.jpg,Bo,12\n", ":3: 3 fields, the header has 2"),
        ("file,name\na.jpg,Ann\na.jpg,Bo\n", ":3: \"a.jpg\" is captioned twice"),
        ("file,name\na.jpg,\"Ann\n", ":2: a quoted field is never closed"),
        ("file,name\n,Ann\n", ":2: empty file name")
    ])
    func csvProblemsNameTheLine(_ text: String, _ expected: String) throws {
        let problem = try Self.problem(text, as: "csv")
        #expect(
            problem.description.hasSuffix(expected.dropFirst(0)) || problem.description.contains(expected), "\(problem)"
        )
    }

    @Test func jsonObjectAndArray() throws {
        let object = try Self.load(
            #"{"a.jpg": {"name": "ليلى", "age": 31, "caption": "أحب القطط"}, "b": {"caption": "x"}}"#, as: "json")
        #expect(object.entries["a.jpg"] == Caption(name: "ليلى", age: "31", text: "أحب القطط"))
        #expect(object.entries["b"] == Caption(text: "x"))
        let array = try Self.load(#"[{"file": "c.png", "name": "김민지", "age": "25"}]"#, as: "json")
        #expect(array.entries == ["c.png": Caption(name: "김민지", age: "25")])
    }

    @Test(arguments: [
        (#"{"a.jpg": {"name": 3}}"#, "\"a.jpg\".name: expected a string"),
        (#"{"a.jpg": {"age": true}}"#, "\"a.jpg\".age: expected a whole number from 0 to 999 or a string"),
        (#"{"a.jpg": {"nick": "x"}}"#, "\"a.jpg\": unknown key \"nick\""),
        (#"[{"name": "x"}]"#, "[0]: needs a \"file\" string"),
        (#"{"a.jpg": "#, "not valid JSON"),
        (#"42"#, "expected an object")
    ])
    func jsonProblemsNameTheKey(_ text: String, _ expected: String) throws {
        let problem = try Self.problem(text, as: "json")
        #expect(problem.description.contains(expected), "\(problem)")
    }
}
