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
        let folder = try TestFolder(); defer { folder.remove() }
        let listing = try PhotoFolder.scan(Repository.photos)
        var parameters = SceneParameters()
        parameters.setStamps(true)
        let scene = try #require(
            SceneCatalog.scene(named: key.scene, .init(photoCount: listing.photos.count, parameters: parameters)))
        let animation = try #require(scene.animation(named: key.animation))
        let frame = animation.frame(at: animation.frameTimes(fps: 60)[key.index])
        #expect(frame.layers.contains { if case .stamp = $0.content { true } else { false } })
        let library = PhotoLibrary(files: listing.photos, cover: FrameCompositor.pixelSize(frame.canvas, 1))
        let rendered = folder.file("frame.png")
        try FrameCompositor(scale: 1, photos: library).render(frame).savePNG(to: rendered, compression: 6)
        try GoldenImage.expectMatch(
            rendered, golden: "stamps/\(key.scene)-\(key.animation)-\(RenderPlan.frameName(key.index))",
            tolerance: .otherBuilds)
    }
}
