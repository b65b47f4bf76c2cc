import CardGeometry
import Testing
@testable import CardSettings
@testable import SceneFiles

/// A scene file's `layout-direction`, and a mockup set's stamp words per language.
@Suite struct LayoutDirectionFileTests {
    @Test func aSceneFileLaysTheScenesOutRightToLeft() throws {
        #expect(try SceneFile.parse("layout-direction: rtl\n", path: "/s.yaml").layoutDirection == .rightToLeft)
        #expect(try SceneFile.parse("layout-direction: ltr\n", path: "/s.yaml").layoutDirection == .leftToRight)
        #expect(try SceneFile.parse("deck: {cornerRadius: 12}\n", path: "/s.yaml").layoutDirection == .leftToRight)
    }

    @Test func anUnknownDirectionIsRefusedWithTheChoices() {
        #expect {
            _ = try SceneFile.parse("layout-direction: up\n", path: "/s.yaml")
        } throws: { error in
            let message = "\(error)"
            return message.contains("layout-direction") && message.contains("ltr, rtl") && message.contains("up")
        }
    }

    static let set = """
        formats: [iphone-6.9]
        languages: [en-US, ar, he-IL, de]
        stamps:
          like: {ar: "حلو", de: "JA"}
          nope: {de: "NEIN"}
        shots:
          - scene: deck
            animation: swipe-right
            stamps: true
        """

    @Test func stampWordsComeFromTheFileThenTheDefaultsByLanguage() throws {
        let set = try MockupSetFile.parse(Self.set, path: "/nonexistent/set.yaml")
        var words: [String: (String, String)] = [:]
        for image in set.images {
            let stamps = image.settings.sceneParameters.deck.stamps
            #expect(stamps.enabled)
            words[image.language] = (stamps.like.text, stamps.nope.text)
            #expect(image.settings.sceneParameters.swiftUIDeck.stamps.like.text == stamps.like.text)
        }
        #expect(words["en-US"]! == ("LIKE", "NOPE"))
        #expect(words["ar"]! == ("حلو", "لا"), "the file's like, the default nope")
        #expect(words["he-IL"]! == ("אהבתי", "לא"), "by the primary subtag")
        #expect(words["de"]! == ("JA", "NEIN"))
    }

    @Test func anArabicImageIsLaidOutRightToLeft() throws {
        let set = try MockupSetFile.parse(Self.set, path: "/nonexistent/set.yaml")
        for image in set.images {
            let rightToLeft = image.language == "ar" || image.language == "he-IL"
            #expect(image.settings.screenParameters.layoutDirection == (rightToLeft ? .rightToLeft : .leftToRight))
        }
    }

    @Test func aStampWordIsBoundedAndItsKeysKnown() {
        let long = String(repeating: "x", count: StampWords.maxLength + 1)
        for stamps in ["{like: {ar: \(long)}}", "{maybe: {ar: x}}", "[like]"] {
            #expect(throws: SceneFileProblem.self, "\(stamps)") {
                _ = try MockupSetFile.parse(
                    "formats: [iphone-6.9]\nstamps: \(stamps)\nshots: [{scene: deck}]\n", path: "/nonexistent/set.yaml")
            }
        }
    }
}
