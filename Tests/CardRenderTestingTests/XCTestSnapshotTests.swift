import CardRender
import CardRenderTesting
import TestSupport
import XCTest

/// The assertion from an XCTest case: a snapshot recorded beforehand passes.
final class XCTestSnapshotTests: XCTestCase {
    func testAMatchingSnapshotPasses() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let renderer = try CardSnapshotTests.renderer()
        let location = SnapshotLocation(filePath: #filePath, function: #function, directory: folder.path)
        let recorded = try CardSnapshot(renderer: renderer).verify(SlidingCards(), .still(), at: location, record: .all)
        guard case .recorded = recorded else { return XCTFail("not recorded: \(recorded)") }
        assertCardSnapshot(of: SlidingCards(), renderer: renderer, snapshotDirectory: folder.path)
    }
}
