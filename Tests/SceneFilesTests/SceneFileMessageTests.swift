import Foundation
import Testing
@testable import SceneFiles

/// Problems YAML itself finds (a key given twice, nesting too deep) are named like every other
/// scene-file problem: the file, the line, and what is wrong in cardrender's words.
@Suite struct SceneFileMessageTests {
    static func problem(_ text: String) -> String? {
        do {
            _ = try SceneFile.parse(text, path: "scene.yaml")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aKeyGivenTwiceIsNamedWithItsLines() {
        #expect(
            Self.problem("deck:\n  cornerRadius: 20\n  curve: linear\n  cornerRadius: 30\n")
                == "scene.yaml:4: the same key twice: \"cornerRadius\" (first on line 2)")
        // At the top level, and quoted the second time.
        #expect(
            Self.problem("# comment\nsheet:\n  notches: [0.3]\n\n\"sheet\":\n  notches: [0.5]\n")
                == "scene.yaml:5: the same key twice: \"sheet\" (first on line 2)")
    }

    @Test func aKeyGivenTwiceOnOneLineIsNamedWithThatLine() {
        #expect(
            Self.problem("deck: {cornerRadius: 20, cornerRadius: 30}\n")
                == "scene.yaml:1: the same key twice: \"cornerRadius\"")
    }

    @Test func nestingTooDeepIsSaidInPlainWords() throws {
        let message = try #require(Self.problem("deck: " + String(repeating: "[", count: 1200)))
        #expect(message.hasPrefix("scene.yaml:1: "), "\(message)")
        #expect(message.contains("nested deeper than 1000 levels"), "\(message)")
        #expect(!message.contains("yaml_set_max_nest_level"), "\(message)")
    }
}
