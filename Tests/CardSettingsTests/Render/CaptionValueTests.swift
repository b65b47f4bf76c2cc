@testable import CardImaging
@testable import CardRender
import Testing
@testable import CardSettings
import TestSupport

/// What cards show of a caption set: which photo each caption belongs to, the name line, its direction.
@Suite struct CaptionValueTests {
    @Test func captionsMatchByFileNameThenByStem() {
        let set = CaptionSet(["a.jpg": Caption(name: "A"), "b": Caption(name: "B"), "zz.png": Caption(name: "Z")])
        let photos = [
            PhotoFile(path: "/x/a.jpg", label: "a"), PhotoFile(path: "/x/b.png", label: "b"),
            PhotoFile(path: "/x/c.png", label: "c")
        ]
        #expect(photos.map { set.caption(for: $0)?.name } == ["A", "B", nil])
        #expect(set.unmatched(photos) == ["zz.png"])
    }

    @Test func titleJoinsNameAndAge() {
        #expect(Caption(name: "Ann", age: "29").title == "Ann, 29")
        #expect(Caption(name: "ليلى", age: "31").title == "ليلى، 31")
        #expect(Caption(name: " Ann ").title == "Ann")
        #expect(Caption(text: "only a caption").title == nil)
        #expect(Caption(name: "", age: " ", text: "").title == nil && Caption(name: "", text: "").text == nil)
    }

    @Test func directionFollowsTheFirstLetter() {
        #expect(TextFit.isRightToLeft("ليلى"))
        #expect(TextFit.isRightToLeft("  31 ليلى"))
        #expect(TextFit.isRightToLeft("שלום"))
        #expect(!TextFit.isRightToLeft("Ann ليلى"))
        #expect(!TextFit.isRightToLeft("李明"))
    }
}
