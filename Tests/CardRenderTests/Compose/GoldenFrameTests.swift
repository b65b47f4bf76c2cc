import CardGeometry
@testable import CardImaging
import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// Key frames of every scene compared with the golden PNGs under fixtures/golden/, laid out as
/// the CLI writes them. Re-record with `make golden` (CARDRENDER_RECORD_GOLDEN=1) after a
/// deliberate visual change, look at them, and commit them.
@Suite struct GoldenFrameTests {
    /// The whole deck run through the CLI's own job, contact sheet included.
    static let deckFiles = [
        "deck/still.png",
        "deck/swipe-right/frame-0015.png",  // mid-drag, tilted
        "deck/swipe-right/frame-0032.png",  // released: exiting and fading while the stack moves up
        "deck/swipe-left/frame-0033.png",
        "deck/snap-back/frame-0030.png",  // on its way back
        "deck/swipe-right/contact-sheet.png"
    ]

    @Test func deckMatchesTheGoldens() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        var settings = RenderSettings()
        settings.scale = 1
        _ = try RenderJob(
            input: Repository.photos, output: folder.path, settings: settings, requests: [SceneRequest(name: "deck")]
        ).run()
        for name in Self.deckFiles {
            try GoldenImage.expectMatch(folder.file(name), golden: name, tolerance: .otherBuilds)
        }
    }

    /// A still (by name) or one frame of an animation.
    struct KeyFrame: CustomTestStringConvertible, Sendable {
        var scene: String
        var still: String?
        var animation: String?
        var index: Int = 0

        var path: String {
            if let still { return "\(scene)/\(still).png" }
            return "\(scene)/\(animation!)/\(RenderPlan.frameName(index))"
        }

        var testDescription: String { path }
    }

    static let keyFrames: [KeyFrame] = [
        KeyFrame(scene: "swiftui-deck", still: "still"),
        KeyFrame(scene: "swiftui-deck", animation: "swipe-right", index: 15),  // dragging, turned about the bottom
        KeyFrame(scene: "swiftui-deck", animation: "swipe-right", index: 36),  // removed: fading, stack springing up
        KeyFrame(scene: "swiftui-deck", animation: "snap-back", index: 26),
        KeyFrame(scene: "photostack", still: "still"),
        KeyFrame(scene: "photostack", animation: "flick", index: 20),  // flying out
        KeyFrame(scene: "photostack", animation: "flick", index: 28),  // going to the back, tilting
        KeyFrame(scene: "photostack", animation: "show-all", index: 30),
        KeyFrame(scene: "sidecard", animation: "open", index: 14),
        KeyFrame(scene: "sidecard", animation: "cancel", index: 17),
        KeyFrame(scene: "sheet", still: "still-minimum"),
        KeyFrame(scene: "sheet", animation: "fling-up", index: 20),  // overshooting the top notch
        KeyFrame(scene: "sheet", animation: "settle", index: 40)
    ]

    @Test(arguments: keyFrames)
    func keyFrameMatchesItsGolden(_ key: KeyFrame) throws {
        let listing = try PhotoFolder.scan(Repository.photos)
        let scene = try #require(SceneCatalog.scene(named: key.scene, .init(photoCount: listing.photos.count)))
        let frame: SceneFrame
        if let still = key.still {
            frame = try #require(scene.stills.first { $0.name == still }).frame
        } else {
            frame = try KeyFrameGolden.frame(of: scene, animation: key.animation!, index: key.index)
        }
        try KeyFrameGolden.expectMatch(frame, photos: listing.photos, golden: key.path)
    }
}
