import Testing
@testable import CardRender
@testable import CardFoundation
import TestSupport

/// Paths split at their last slash, one-character names included (where Foundation traps).
@Suite struct PathPartsTests {
    @Test(arguments: [
        ("a", "", "a"), ("a/b", "a", "b"), ("deck/swipe-right/frame-0001.png", "deck/swipe-right", "frame-0001.png"),
        ("/r", "/", "r"), ("/tmp/x/", "/tmp", "x"), ("o (1)/d", "o (1)", "d"), ("a//b", "a", "b"), ("/", "/", "")
    ])
    func splitsAtTheLastSlash(_ path: String, _ folder: String, _ name: String) {
        #expect(PathParts.folder(of: path) == folder)
        #expect(PathParts.name(of: path) == name)
    }
}
