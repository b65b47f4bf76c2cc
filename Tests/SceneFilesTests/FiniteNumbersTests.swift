import CardGeometry
import Foundation
import Testing
import TestSupport

/// `FiniteNumbers.check`, which the scene-file sweep asks in place of `JSONEncoder`, refuses
/// exactly what the encoder refuses: an infinite or NaN number, wherever it sits.
@Suite struct FiniteNumbersTests {
    struct Sample: Encodable {
        var plain = 1.5
        var float: Float = 2
        var list: [Double] = [0, 1, 2]
        var nested: [String: [Double?]] = ["a": [1, nil]]
        var optional: Double? = nil
        var text = "x"
        var count = 3
    }

    static func samples() -> [(String, Sample)] {
        var made: [(String, Sample)] = [("finite", Sample())]
        for (name, bad) in [("inf", Double.infinity), ("-inf", -Double.infinity), ("nan", Double.nan)] {
            var sample = Sample()
            sample.plain = bad
            made.append(("a key's \(name)", sample))
            sample = Sample()
            sample.list[2] = bad
            made.append(("a list item's \(name)", sample))
            sample = Sample()
            sample.nested["a"] = [1, nil, bad]
            made.append(("a nested \(name)", sample))
            sample = Sample()
            sample.optional = bad
            made.append(("an optional's \(name)", sample))
            sample = Sample()
            sample.float = Float(bad)
            made.append(("a Float's \(name)", sample))
        }
        return made
    }

    @Test func refusesWhatJSONEncoderRefuses() {
        for (name, sample) in Self.samples() {
            let encodes = (try? JSONEncoder().encode(sample)) != nil
            let checks = (try? FiniteNumbers.check(sample)) != nil
            #expect(encodes == checks, "\(name): JSONEncoder \(encodes), FiniteNumbers \(checks)")
            #expect(checks == (name == "finite"), "\(name)")
        }
    }

    @Test func aSceneOfEveryEntryPlansFinitely() throws {
        for entry in SceneRegistry.builtIn.entries {
            let scene = try #require(
                SceneCatalog.scene(of: entry, SceneCatalog.Context(photoCount: 5, parameters: SceneParameters())))
            let plan = ScenePlan(scene: scene, fps: 10)
            _ = try JSONEncoder().encode(plan)
            try FiniteNumbers.check(plan)
        }
    }

    @Test func theRefusalNamesWhereTheNumberIs() {
        var sample = Sample()
        sample.list[2] = .nan
        #expect {
            try FiniteNumbers.check(sample)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["list", "2"]
        }
    }
}
