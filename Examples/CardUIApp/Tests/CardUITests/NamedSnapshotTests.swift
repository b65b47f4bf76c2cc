import CardGeometry
import CardRenderTesting
import CardUI
import Foundation
import Testing

/// Several snapshots of one subject in one test: unnamed ones are numbered in order
/// (`captions.still`, `captions.still.2`), a named one is `captions.still.<name>`; and a
/// tolerance in swift-snapshot-testing's names, recorded beside its snapshot.
@Suite struct NamedSnapshotTests {
    @Test func captions() throws {
        let renderer = try Fixtures.renderer()
        let titled = Carousel(photoCount: renderer.sceneContext.photoCount, titles: Fixtures.titles(renderer))
        let untitled = Carousel(photoCount: renderer.sceneContext.photoCount)
        var narrow = titled
        narrow.cardSize = Size(width: 200, height: 330)
        assertCardSnapshot(of: titled, renderer: renderer)  // captions.still
        assertCardSnapshot(of: untitled, renderer: renderer)  // captions.still.2
        assertCardSnapshot(of: narrow, named: "narrow", renderer: renderer)  // captions.still.narrow
    }

    /// `tolerant.still.within/snapshot.json` records precision 0.99 and perceptual precision 0.98, and the
    /// second assertion, which gives none, is checked with them: its cards two points
    /// further apart still match. Without the tolerance they do not.
    @Test func tolerant() throws {
        let renderer = try Fixtures.renderer()
        let carousel = Carousel(photoCount: renderer.sceneContext.photoCount, titles: Fixtures.titles(renderer))
        assertCardSnapshot(
            of: carousel, named: "within", renderer: renderer, precision: 0.99, perceptualPrecision: 0.98)
        var nudged = carousel
        nudged.spacing += 2
        assertCardSnapshot(of: nudged, named: "within", renderer: renderer)

        // Without a tolerance (pixelmatch's threshold, no pixel may differ) they do not.
        let artifacts = NSTemporaryDirectory() + "cardui-tolerance-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let exact = CardSnapshot(renderer: renderer, tolerance: SnapshotTolerance(), artifacts: artifacts)
        let location = SnapshotLocation(filePath: #filePath, function: #function)
        let result = try exact.verify(nudged, .still(), named: "within", at: location, record: .never)
        guard case let .failed(message, _, _) = result else {
            Issue.record("two points passed without a tolerance: \(result)")
            return
        }
        #expect(message.hasPrefix("Snapshot NamedSnapshotTests/tolerant.still.within does not match:"), "\(message)")
    }
}
