import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// The `vertical-swiper` scene drawn: its still and a key frame of each animation against goldens
/// under fixtures/golden/presets/ (re-recorded by `make golden` like the others).
@Suite struct VerticalSwiperGoldenFrameTests {
    static let keys: [(animation: String?, index: Int)] = [
        (nil, 0),  // at rest: the focused card and 50 points of the next at the bottom
        ("swipe-right", 26),  // dragged right past the threshold: turned clockwise, LIKE at full strength
        ("swipe-right", 51),  // the card gone, the next one half way up into its place
        ("swipe-left", 33),  // flying off to the left along its turned axis, under the next card
        ("snap-back", 27)  // springing back, turn and offset by the same fraction
    ]

    @Test(arguments: 0..<keys.count)
    func keyFrameMatchesItsGolden(_ index: Int) throws {
        let key = Self.keys[index]
        let folder = try TestFolder(); defer { folder.remove() }
        let listing = try PhotoFolder.scan(Repository.photos)
        var parameters = SceneParameters()
        parameters.setStamps(true)
        let scene = try #require(
            SceneCatalog.scene(
                named: "vertical-swiper", .init(photoCount: listing.photos.count, parameters: parameters)))
        let frame: SceneFrame
        let name: String
        if let animationName = key.animation {
            let animation = try #require(scene.animation(named: animationName))
            frame = animation.frame(at: animation.frameTimes(fps: 60)[key.index])
            name = "vertical-swiper-\(animationName)-\(RenderPlan.frameName(key.index))"
        } else {
            frame = scene.still()
            name = "vertical-swiper-still.png"
        }
        let library = PhotoLibrary(files: listing.photos, cover: FrameCompositor.pixelSize(frame.canvas, 1))
        let rendered = folder.file("frame.png")
        try FrameCompositor(scale: 1, photos: library).render(frame).savePNG(to: rendered, compression: 6)
        try GoldenImage.expectMatch(rendered, golden: "presets/\(name)", tolerance: .otherBuilds)
    }
}
