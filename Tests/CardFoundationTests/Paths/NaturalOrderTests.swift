import Testing
@testable import CardRender
@testable import CardFoundation
import TestSupport

@Suite struct NaturalOrderTests {
    @Test func digitRunsCompareByValue() {
        let names = ["img10.png", "img2.png", "img1.png", "IMG3.png", "img02b.png", "a.png", "img.png"]
        #expect(
            names.sorted(by: NaturalOrder.areInIncreasingOrder)
                == ["a.png", "img.png", "img1.png", "img2.png", "img02b.png", "IMG3.png", "img10.png"])
    }

    @Test func orderIsTotalAndStable() {
        // Names equal but for case or leading zeros still get a fixed order, both ways round.
        #expect(
            NaturalOrder.areInIncreasingOrder("A.png", "a.png") != NaturalOrder.areInIncreasingOrder("a.png", "A.png"))
        #expect(NaturalOrder.areInIncreasingOrder("x01", "x1") != NaturalOrder.areInIncreasingOrder("x1", "x01"))
        #expect(!NaturalOrder.areInIncreasingOrder("same", "same"))
    }
}
