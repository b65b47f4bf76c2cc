import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// Key frames against their goldens under fixtures/golden/, drawn as the CLI draws them at scale 1:
/// photos decoded to cover the canvas, PNG level 6 (re-recorded by `make golden`).
enum KeyFrameGolden {
    /// The frame at `index` of a scene's animation, at 60 frames a second.
    static func frame(of scene: any Scene, animation name: String, index: Int) throws -> SceneFrame {
        let animation = try #require(scene.animation(named: name))
        return animation.frame(at: animation.frameTimes(fps: 60)[index])
    }

    /// Draws `frame` with `photos` and expects it to match `golden` (a path under fixtures/golden/).
    static func expectMatch(_ frame: SceneFrame, photos: [PhotoFile], golden: String) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let library = PhotoLibrary(files: photos, cover: FrameCompositor.pixelSize(frame.canvas, 1))
        let rendered = folder.file("frame.png")
        try FrameCompositor(scale: 1, photos: library).render(frame).savePNG(to: rendered, compression: 6)
        try GoldenImage.expectMatch(rendered, golden: golden, tolerance: .otherBuilds)
    }
}
