import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender
@testable import SceneFiles

/// Cards captioned from fixtures/captions.csv (Latin, Arabic, CJK, Korean, Greek) against goldens
/// under fixtures/golden/captions/.
@Suite struct CaptionGoldenFrameTests {
    static let keys: [(scene: String, animation: String, index: Int)] = [
        ("deck", "swipe-right", 15),  // Eileen dragged off, the Arabic caption below
        ("swiftui-deck", "swipe-left", 15)  // the same on the SwiftUI deck's white band
    ]

    @Test(arguments: 0..<keys.count)
    func captionedKeyFrameMatchesItsGolden(_ index: Int) throws {
        let key = Self.keys[index]
        let captions = try CaptionFile.load(Repository.fixtures.appendingPathComponent("captions.csv").path)
        let photos = try PhotoFolder.scan(Repository.photos).photos.map { photo in
            PhotoFile(path: photo.path, label: photo.label, caption: captions.caption(for: photo))
        }
        #expect(photos.allSatisfy { $0.caption?.title != nil })
        let scene = try #require(SceneCatalog.scene(named: key.scene, .init(photoCount: photos.count)))
        let frame = try KeyFrameGolden.frame(of: scene, animation: key.animation, index: key.index)
        try KeyFrameGolden.expectMatch(
            frame, photos: photos,
            golden: "captions/\(key.scene)-\(key.animation)-\(RenderPlan.frameName(key.index))")
    }
}
