import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// The scenes' library presets and the scenes rendered only when named, drawn: key frames of each
/// animation (nil: the still) against goldens under fixtures/golden/presets/, named by the scene-file
/// section (re-recorded by `make golden` like the others).
@Suite struct PresetGoldenFrameTests {
    static let keys: [(section: String, animation: String?, index: Int)] = [
        ("cardstackview", "swipe-right", 24),  // dragged right, grabbed below the middle: turned anticlockwise
        ("cardstackview", "swipe-left", 33),  // released: accelerating on, the next card grown to full size
        ("cardstackview", "snap-back", 27),  // decelerating back, the cards behind shrinking with it
        ("swiftui-cardstackview", "swipe-right", 20),  // dragged right, turned about its place's centre
        ("swiftui-cardstackview", "swipe-left", 33),  // moving on by twice its drag, the stack moving up
        ("swiftui-cardstackview", "snap-back", 30),  // springing back under .default
        ("floatingpanel", "fling-up", 20),  // springing towards full past its middle, the backdrop darkening
        ("floatingpanel", "settle", 30),  // released 0.41 of the way to full: going back to half
        ("vertical-swiper", nil, 0),  // at rest: the focused card and 50 points of the next at the bottom
        ("vertical-swiper", "swipe-right", 26),  // dragged right past the threshold: turned clockwise, LIKE full
        ("vertical-swiper", "swipe-right", 51),  // the card gone, the next one half way up into its place
        ("vertical-swiper", "swipe-left", 33),  // flying off to the left along its turned axis, under the next card
        ("vertical-swiper", "snap-back", 27)  // springing back, turn and offset by the same fraction
    ]

    @Test(arguments: 0..<keys.count)
    func presetKeyFrameMatchesItsGolden(_ index: Int) throws {
        let key = Self.keys[index]
        let listing = try PhotoFolder.scan(Repository.photos)
        let (name, section) = try #require(SceneRegistry.builtIn.sections.first { $0.section.key == key.section })
        var parameters = section.choosing(SceneParameters())
        parameters.setStamps(true)
        let scene = try #require(
            SceneCatalog.scene(named: name, .init(photoCount: listing.photos.count, parameters: parameters)))
        let frame: SceneFrame
        let golden: String
        if let animationName = key.animation {
            frame = try KeyFrameGolden.frame(of: scene, animation: animationName, index: key.index)
            golden = "\(key.section)-\(animationName)-\(RenderPlan.frameName(key.index))"
        } else {
            frame = scene.still()
            golden = "\(key.section)-still.png"
        }
        try KeyFrameGolden.expectMatch(frame, photos: listing.photos, golden: "presets/\(golden)")
    }
}
