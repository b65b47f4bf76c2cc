import Foundation
import Testing
@testable import CardFoundation
@testable import CardSettings
@testable import SceneFiles

/// `--captions` files read exactly and within bounds: JSON numbers stay numbers, a key given twice
/// is refused in JSON as in CSV, and the file's size and entry count are capped.
@Suite struct CaptionFileLimitTests {
    @Test(arguments: [
        ("0", "0"), ("1", "1"), ("1.0", "1"), ("42", "42"), ("999", "999"), ("3e1", "30"), ("\"31\"", "31")
    ])
    func jsonAgesAreWholeNumbersOrText(_ age: String, _ expected: String) throws {
        let set = try CaptionFileTests.load(#"{"a.jpg": {"name": "Ann", "age": \#(age)}}"#, as: "json")
        #expect(set.entries["a.jpg"] == Caption(name: "Ann", age: expected))
    }

    @Test(arguments: ["1.5", "-1", "1000", "1e9", "true", "false", "[1]", "{}"])
    func otherAgesAreRefusedNamingTheKey(_ age: String) throws {
        let problem = try CaptionFileTests.problem("{\n\"a.jpg\": {\"age\": \(age)}}", as: "json")
        #expect(
            problem.description.contains(
                "captions.json:2: \"a.jpg\".age: expected a whole number from 0 to 999 or a string"), "\(problem)")
    }

    @Test(arguments: [
        (
            "{\"a.jpg\": {\"name\": \"A\"},\n \"a.jpg\": {\"name\": \"B\"}}",
            "captions.json:2: not valid JSON: the key \"a.jpg\" is given twice"
        ),
        (
            "{\"a.jpg\": {\"name\": \"A\",\n\n \"name\": \"B\"}}",
            "captions.json:3: not valid JSON: the key \"name\" is given twice"
        ),
        ("[{\"file\": \"a.jpg\"},\n{\"file\": \"a.jpg\"}]", "captions.json:2: [1]: \"a.jpg\" is captioned twice")
    ])
    func jsonDuplicatesAreRefusedNamingTheFileLineAndKey(_ text: String, _ expected: String) throws {
        let problem = try CaptionFileTests.problem(text, as: "json")
        #expect(problem.description.hasSuffix(expected), "\(problem)")
    }

    /// YAML that is not JSON, in a JSON captions file, is refused at its line.
    @Test(arguments: [
        ("{\n a.jpg: {\"name\": \"x\"}}", "captions.json:2: not valid JSON: expected a key in quotes"),
        ("{\"a.jpg\": {\"name\": 'x'}}", "captions.json:1: not valid JSON: expected a string in double quotes"),
        ("{\"a.jpg\": {\"name\":\n x}}", "captions.json:2: not valid JSON: not a number: \"x\""),
        (
            "a.jpg:\n  name: x\n",
            "captions.json:1: not valid JSON: expected an object in braces or an array in brackets"
        ),
        ("", "captions.json:1: not valid JSON: unexpected end of the file")
    ])
    func yamlThatIsNotJSONIsRefused(_ text: String, _ expected: String) throws {
        let problem = try CaptionFileTests.problem(text, as: "json")
        #expect(problem.description.hasSuffix(expected), "\(problem)")
    }

    @Test func generatedDuplicateKeysAnywhereAreRefused() throws {
        // Every position of a duplicate among 50 distinct keys.
        for position in stride(from: 0, to: 50, by: 7) {
            var keys = (0..<50).map { "p\($0).jpg" }
            let twice = keys[position]
            keys.insert(twice, at: (position * 13) % 50 + 1)
            let text = "{" + keys.map { "\"\($0)\": {\"caption\": \"x\"}" }.joined(separator: ",\n") + "}"
            let problem = try CaptionFileTests.problem(text, as: "json")
            #expect(problem.description.contains("the key \"\(twice)\" is given twice"), "\(problem)")
        }
    }

    @Test func deepNestingIsRefusedNotRecursedInto() throws {
        let text =
            "{\"a.jpg\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        let problem = try CaptionFileTests.problem(text, as: "json")
        #expect(problem.description.contains("nested more than \(JSONNodes.maxDepth) deep"), "\(problem)")
    }

    @Test(arguments: ["json", "csv"])
    func entriesAreCapped(_ format: String) throws {
        let count = CaptionFile.maxEntries + 1
        let text =
            format == "json"
            ? "[" + (0..<count).map { "{\"file\": \"p\($0).jpg\"}" }.joined(separator: ",") + "]"
            : "file\n" + (0..<count).map { "p\($0).jpg" }.joined(separator: "\n") + "\n"
        let problem = try CaptionFileTests.problem(text, as: format)
        #expect(
            problem.description.contains("a captions file may hold at most \(CaptionFile.maxEntries)"), "\(problem)")
        // One fewer is fine.
        let fewer =
            format == "json"
            ? "[" + (0..<count - 1).map { "{\"file\": \"p\($0).jpg\"}" }.joined(separator: ",") + "]"
            : "file\n" + (0..<count - 1).map { "p\($0).jpg" }.joined(separator: "\n") + "\n"
        #expect(try CaptionFileTests.load(fewer, as: format).entries.count == count - 1)
    }

    @Test func theFileSizeIsCapped() throws {
        let text = "file,caption\na.jpg," + String(repeating: "x", count: CaptionFile.maxBytes) + "\n"
        let problem = try CaptionFileTests.problem(text, as: "csv")
        #expect(
            problem.description.contains("a captions file may be at most \(CaptionFile.maxBytes) bytes"), "\(problem)")
    }

    @Test func messagesQuoteOnlyAPrefixOfLongUserText() throws {
        // A key of JSON read as YAML is at most 1024 characters long; a longer one is not valid JSON here.
        let long = String(repeating: "k", count: 1_000), longer = String(repeating: "k", count: 5_000)
        for text in ["{\"a.jpg\": {\"\(long)\": 1}}", "file,\(longer)\n", "{\"\(long)\": 1, \"\(long)\": 2}"] {
            let problem = try CaptionFileTests.problem(text, as: text.hasPrefix("{") ? "json" : "csv")
            #expect(problem.description.count < 300, "\(problem.description.prefix(300))")
            #expect(problem.description.contains(String(repeating: "k", count: UserText.maxCharacters) + "…"))
        }
        let problem = try CaptionFileTests.problem("{\"a.jpg\": {\"\(longer)\": 1}}", as: "json")
        #expect(
            problem.description.contains("captions.json:1: not valid JSON: ") && problem.description.count < 300,
            "\(problem.description.prefix(300))")
    }

    @Test func jsonEscapesDecodeExactly() throws {
        let set = try CaptionFileTests.load(
            #"{"a.jpg": {"name": "x\u00e9\ud83d\ude00\n\"q\"\\\/\t", "caption": "ليلى"}}"#, as: "json")
        #expect(set.entries["a.jpg"] == Caption(name: "xé😀\n\"q\"\\/", text: "ليلى"))
        // An escaped backslash before `u` starts no escape; a lone surrogate is refused.
        #expect(
            try CaptionFileTests.load(#"{"a.jpg": {"name": "\\ud83d\\ude00"}}"#, as: "json").entries["a.jpg"]?.name
                == #"\ud83d\ude00"#)
        #expect(
            try CaptionFileTests.problem(#"{"a.jpg": {"name": "\ud83d"}}"#, as: "json").description.contains(
                "not valid JSON"))
        // Many escapes in one long string (each once reallocated the whole string).
        let lines = try CaptionFileTests.load(
            "{\"a.jpg\": {\"caption\": \"" + String(repeating: "a\\n", count: 300_000) + "\"}}", as: "json")
        #expect(lines.entries["a.jpg"]?.text?.count == 600_000 - 1)
    }
}
