import CardGeometry
import Foundation
import Testing
import Yams

@testable import SceneFiles

/// The parameters' tree keeps JSON's kinds apart: booleans stay `Bool`, whole numbers `Int`,
/// others `Double`, as a YAML reader of the same JSON sees them; 0 and 1 are never taken for
/// false and true, which would let a number past its range check.
@Suite struct SceneSchemaTreeTests {
    @Test(arguments: [SceneParameters(), SceneSchema.sample])
    func theTreeHoldsWhatAYAMLReaderOfTheJSONHolds(_ parameters: SceneParameters) throws {
        let json = String(decoding: try JSONEncoder().encode(parameters), as: UTF8.self)
        let read = try #require(try Yams.load(yaml: json) as? [String: Any])
        #expect(Self.describe(SceneSchema.tree(parameters)) == Self.describe(read))
    }

    @Test func zeroAndOneAreNumbers() throws {
        var parameters = SceneParameters()
        parameters.deck.visibleCards = 1
        parameters.deck.cornerRadius = 0
        let deck = try #require(SceneSchema.tree(parameters)["deck"] as? [String: Any])
        #expect(deck["visibleCards"] as? Int == 1 && !(deck["visibleCards"] is Bool))
        #expect(deck["cornerRadius"] as? Int == 0 && !(deck["cornerRadius"] is Bool))
    }

    /// Each value with its Swift type, keys sorted, so two trees compare as text.
    static func describe(_ value: Any) -> String {
        switch value {
        case let object as [String: Any]:
            return "{" + object.keys.sorted().map { "\($0): \(describe(object[$0]!))" }.joined(separator: ", ") + "}"
        case let array as [Any]:
            return "[" + array.map(describe).joined(separator: ", ") + "]"
        case let flag as Bool:
            return "Bool(\(flag))"
        case let whole as Int:
            return "Int(\(whole))"
        case let number as Double:
            return "Double(\(number))"
        case let text as String:
            return "String(\(text))"
        default:
            return "\(type(of: value))"
        }
    }
}
