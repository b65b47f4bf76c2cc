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

    /// Two unnamed assertions of one subject: the second is checked against `<test>.still.2`.
    func testUnnamedAssertionsAreNumbered() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let renderer = try CardSnapshotTests.renderer()
        let location = SnapshotLocation(filePath: #filePath, function: #function, directory: folder.path)
        let snapshots = CardSnapshot(renderer: renderer)
        for (cards, name) in [(SlidingCards(), nil), (SlidingCards(nudge: 3), "2")] {
            let recorded = try snapshots.verify(cards, .still(), named: name, at: location, record: .all)
            guard case .recorded = recorded else { return XCTFail("not recorded: \(recorded)") }
        }
        assertCardSnapshot(of: SlidingCards(), renderer: renderer, snapshotDirectory: folder.path)
        assertCardSnapshot(of: SlidingCards(nudge: 3), renderer: renderer, snapshotDirectory: folder.path)
    }
}
