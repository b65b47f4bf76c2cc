import Testing
import TestSupport
@testable import CardMockup

/// A mockup's title and subtitle with a Unicode noncharacter in them draw it as U+FFFD, as every
/// text cardrender draws: libunibreak 1.1 aborted the process on U+FFFF.
@Suite struct MockupTextGateTests {
    @Test(arguments: BadInputs.noncharacters)
    func aTitleAndSubtitleDrawANoncharacterAsTheReplacementCharacter(_ scalar: Unicode.Scalar) throws {
        let hostile = try MockupRenderTests.render {
            $0.title = "ab\(scalar)cd"; $0.subtitle = "\(scalar) sub\(scalar)title"
        }
        let replaced = try MockupRenderTests.render {
            $0.title = "ab\u{FFFD}cd"; $0.subtitle = "\u{FFFD} sub\u{FFFD}title"
        }
        #expect(try hostile.pixels() == replaced.pixels())
    }
}
