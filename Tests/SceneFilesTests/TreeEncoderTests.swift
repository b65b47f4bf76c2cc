import CardGeometry
import Foundation
import Testing

@testable import SceneFiles

/// `TreeEncoder` gives the tree `TreeJSON` reads back from `JSONEncoder`'s text, kind for kind
/// (whole numbers `Int`, others `Double`, null `NSNull`, absent optionals absent), without the
/// text in between.
@Suite struct TreeEncoderTests {
    static func throughText(_ value: some Encodable, userInfo: [CodingUserInfoKey: Any] = [:]) throws -> Any {
        let encoder = JSONEncoder()
        encoder.userInfo = userInfo
        return try TreeJSON.tree(encoder.encode(value))
    }

    static func expectSame(_ value: some Encodable, userInfo: [CodingUserInfoKey: Any] = [:], _ name: String) throws {
        let direct = SceneSchemaTreeTests.describe(try TreeEncoder.tree(value, userInfo: userInfo))
        let text = SceneSchemaTreeTests.describe(try throughText(value, userInfo: userInfo))
        #expect(direct == text, "\(name)")
    }

    struct Empty: Encodable {}

    struct Kinds: Encodable {
        var whole = 2.0
        var fraction = 0.1
        var negativeZero = -0.0
        var huge = 1e308
        var subnormal = 1e-320
        var pastInt = 9.3e18
        var float: Float = 0.1
        var small: Int8 = -3
        var largest = UInt64.max
        var text = "a \"quoted\" line\nwith ü and 😀"
        var flags = [true, false]
        var absent: Double? = nil
        var items: [Double?] = [1, nil, 2.5]
        var byNumber: [Int: String] = [3: "three"]
        var empty = Empty()
        var nested = [[1.0], []]

        enum CodingKeys: String, CodingKey {
            case whole, fraction, negativeZero, huge, subnormal, pastInt, float, small, largest, text, flags, absent
            case items, byNumber, empty, nested, null
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(whole, forKey: .whole)
            try container.encode(fraction, forKey: .fraction)
            try container.encode(negativeZero, forKey: .negativeZero)
            try container.encode(huge, forKey: .huge)
            try container.encode(subnormal, forKey: .subnormal)
            try container.encode(pastInt, forKey: .pastInt)
            try container.encode(float, forKey: .float)
            try container.encode(small, forKey: .small)
            try container.encode(largest, forKey: .largest)
            try container.encode(text, forKey: .text)
            try container.encode(flags, forKey: .flags)
            try container.encodeIfPresent(absent, forKey: .absent)
            try container.encode(items, forKey: .items)
            try container.encode(byNumber, forKey: .byNumber)
            try container.encode(empty, forKey: .empty)
            try container.encode(nested, forKey: .nested)
            try container.encodeNil(forKey: .null)
        }
    }

    @Test func everyKindComesOutAsThroughTheText() throws {
        try Self.expectSame(Kinds(), "kinds")
    }

    @Test func sceneParametersComeOutAsThroughTheText() throws {
        let peek = SceneRegistry(SceneRegistry.builtIn.entries + [PeekEntry()])
        try Self.expectSame(SceneParameters(), "defaults")
        try Self.expectSame(SceneSchema.sample, "every optional set")
        try Self.expectSame(
            SceneSchema.sample(of: peek), userInfo: [SceneParameters.registryKey: peek], "with an added scene")
        for text in [
            "deck: {cornerRadius: 1e-320, visibleCards: 7}\n", "preset: koloda\nkoloda: {backgroundScale: 0.5}\n",
            "layout-direction: rtl\nsheet: {notches: [0.2, 0.9]}\n"
        ] {
            try Self.expectSame(try SceneFile.parse(text, path: "scene.yaml"), text)
        }
    }
}
