import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// `--stamps`: key frames of both decks with their LIKE / NOPE stamp, against goldens under
/// fixtures/golden/stamps/ (re-recorded by `make golden` like the others).
@Suite struct StampGoldenFrameTests {
    static let keys: [(scene: String, animation: String, index: Int)] = [
        ("deck", "swipe-right", 15),  // dragging right: LIKE fading in, turned with the card
        ("deck", "swipe-left", 22),  // dragging left: NOPE at the top right, nearly opaque
        ("swiftui-deck", "swipe-left", 15)  // NOPE, turned about the card's bottom centre
    ]

    @Test(arguments: 0..<keys.count)
    func stampedKeyFrameMatchesItsGolden(_ index: Int) throws {
        let key = Self.keys[index]
        let listing = try PhotoFolder.scan(Repository.photos)
        var parameters = SceneParameters()
        parameters.setStamps(true)
        let scene = try #require(
            SceneCatalog.scene(named: key.scene, .init(photoCount: listing.photos.count, parameters: parameters)))
        let frame = try KeyFrameGolden.frame(of: scene, animation: key.animation, index: key.index)
        #expect(frame.layers.contains { if case .stamp = $0.content { true } else { false } })
        try KeyFrameGolden.expectMatch(
            frame, photos: listing.photos,
            golden: "stamps/\(key.scene)-\(key.animation)-\(RenderPlan.frameName(key.index))")
    }
}
