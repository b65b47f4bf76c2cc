import Foundation
import Testing
@testable import SceneFiles

/// Language tags are case-insensitive: one language whatever its case, one folder in BCP 47's
/// case, never folders that differ by case alone (they collide on a disk that ignores case).
@Suite struct MockupSetLanguageCaseTests {
    @Test func tagsAreWrittenInBCP47Case() throws {
        let set = try MockupSetFileTests.parse(
            """
            formats: [square]
            languages: [EN-us, zh-hant-tw, AR, sr-latn]
            shots:
              - scene: deck
                title: {en-us: Hi, ZH-HANT-TW: 你好, ar: مرحبا, SR-Latn: Zdravo}
            """)
        #expect(set.languages == ["en-US", "zh-Hant-TW", "ar", "sr-Latn"])
        #expect(set.shots[0].titles["en-US"] == "Hi" && set.shots[0].titles["zh-Hant-TW"] == "你好")
        let folders = Set(set.images.map { $0.path.split(separator: "/").first.map(String.init) ?? "" })
        #expect(folders == ["en-US", "zh-Hant-TW", "ar", "sr-Latn"], "\(folders)")
    }

    @Test func aLanguageListedTwiceInAnySpellingIsRefused() {
        let listed = MockupSetFileTests.problem(
            "formats: [square]\nlanguages: [en-US, EN-us]\nshots:\n  - {scene: deck}\n")
        #expect(listed?.description.contains("en-US is listed twice") == true, "\(String(describing: listed))")
        let titled = MockupSetFileTests.problem(
            "formats: [square]\nshots:\n  - {scene: deck, title: {en-US: A, en-us: B}}\n")
        #expect(titled?.description.contains("en-US is given twice") == true, "\(String(describing: titled))")
    }

    @Test func titlesNamedInThreeCasesMakeOneFolder() throws {
        let set = try MockupSetFileTests.parse(
            """
            formats: [square]
            shots:
              - {scene: deck, title: {en-US: A}}
              - {scene: sheet, title: {EN-us: B}}
              - {scene: sidecard, title: {en-us: C}}
            """)
        #expect(set.languages == ["en-US"])
        let lowered = Set(set.images.map { $0.path.lowercased() })
        #expect(lowered.count == set.images.count)
    }
}
