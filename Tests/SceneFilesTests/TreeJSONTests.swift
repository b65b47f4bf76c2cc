import CardGeometry
import Foundation
import Testing

@testable import SceneFiles

/// `TreeJSON` stands in for Foundation's JSON on a scene file's path: the tree it reads from
/// JSONEncoder's text is the one JSONDecoder reads, and the text it writes decodes to the values
/// JSONSerialization's text decodes to, strings and doubles exactly.
@Suite struct TreeJSONTests {
    static let parameters = [SceneParameters(), SceneSchema.sample]

    /// The tree as JSONDecoder reads it: what `SceneSchema.tree` read before `TreeJSON`.
    private struct DecodedTree: Decodable {
        let value: Any

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                value = Int(exactly: number) ?? number
            } else if let flag = try? container.decode(Bool.self) {
                value = flag
            } else if let text = try? container.decode(String.self) {
                value = text
            } else if container.decodeNil() {
                value = NSNull()
            } else if let object = try? container.decode([String: DecodedTree].self) {
                value = object.mapValues(\.value)
            } else {
                value = try container.decode([DecodedTree].self).map(\.value)
            }
        }
    }

    @Test(arguments: parameters)
    func theTreeOfJSONEncodersTextIsWhatJSONDecoderReads(_ parameters: SceneParameters) throws {
        let json = try JSONEncoder().encode(parameters)
        let decoded = try JSONDecoder().decode(DecodedTree.self, from: json).value
        #expect(SceneSchemaTreeTests.describe(try TreeJSON.tree(json)) == SceneSchemaTreeTests.describe(decoded))
    }

    @Test(arguments: parameters)
    func aWrittenTreeDecodesAsJSONSerializationsTextDoes(_ parameters: SceneParameters) throws {
        let tree = SceneSchema.tree(parameters)
        let ours = try JSONDecoder().decode(SceneParameters.self, from: TreeJSON.data(tree))
        let foundations = try JSONDecoder().decode(
            SceneParameters.self, from: JSONSerialization.data(withJSONObject: tree))
        #expect(ours == foundations)
        #expect(ours == parameters)
    }

    @Test func stringsComeBackWithEveryCharacter() throws {
        let texts = [
            "", "plain", "quote \" backslash \\ slash / tab \t newline \n return \r", "control \u{01}\u{1F}\u{7F}",
            "é ß 日本 😀 \u{10FFFF}", "\\u0041 is not an escape here"
        ]
        let tree: [String: Any] = Dictionary(uniqueKeysWithValues: texts.enumerated().map { ("\($0)\($1)", $1) })
        let written = TreeJSON.data(tree)
        #expect(try JSONDecoder().decode([String: String].self, from: written) == tree as? [String: String])
        #expect(try TreeJSON.tree(written) as? [String: String] == tree as? [String: String])
        // JSONEncoder's escapes (`\/`, `\u` pairs for what it escapes) read back too.
        let encoded = try JSONEncoder().encode(texts)
        #expect(try TreeJSON.tree(encoded) as? [String] == texts)
        #expect(try TreeJSON.tree(Data(#"["\ud83d\ude00\u00e9\b\f"]"#.utf8)) as? [String] == ["😀é\u{8}\u{C}"])
    }

    /// Doubles of every magnitude, by bit pattern: written, each reads back as the same double;
    /// read from JSONEncoder's text, a whole one that fits is an `Int`.
    @Test func doublesComeBackExactly() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var numbers: [Double] = [
            0, -0.0, 1, -1, 0.1, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123_456_789, 1e20, 0.5
        ]
        while numbers.count < 5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let number = Double(bitPattern: state)
            if number.isFinite { numbers.append(number) }
        }
        let written = try JSONDecoder().decode([Double].self, from: TreeJSON.data(numbers))
        #expect(written.map(\.bitPattern) == numbers.map(\.bitPattern))
        let read = try #require(try TreeJSON.tree(JSONEncoder().encode(numbers)) as? [Any])
        for (value, number) in zip(read, numbers) {
            if let whole = Int(exactly: number) {
                #expect(value as? Int == whole, "\(number)")
            } else {
                #expect((value as? Double)?.bitPattern == number.bitPattern, "\(number)")
            }
        }
        #expect(try TreeJSON.tree(Data("[true,false,null,3,-2.5e-3]".utf8)) is [Any])
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "[1 2]", "\"\\x\"", "\"open", "tru", "[1]]", "-", "{1:2}"])
    func malformedTextIsRefused(_ text: String) {
        #expect(throws: TreeJSON.Malformed.self) { try TreeJSON.tree(Data(text.utf8)) }
    }
}
