@testable import CardFormats
import CardGeometry
import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// What a render writes beside each animation's frames: motion.json, listed in the manifest.
struct MotionFileTests {
    @Test func aRenderWritesEachAnimationsMotionBesideItsFrames() throws {
        let out = try TestFolder(); defer { out.remove() }
        var settings = RenderSettings()
        settings.scale = 0.5
        settings.fps = 20
        let summary = try RenderJob(
            input: Repository.photos, output: out.path, settings: settings,
            requests: [SceneRequest(name: "deck", animations: ["swipe-right", "snap-back"])]
        ).run()
        let motions = summary.manifest.files.filter { $0.kind == .motion }
        #expect(motions.map(\.path) == ["deck/swipe-right/motion.json", "deck/snap-back/motion.json"])

        let track = try MotionTrack.read(out.file("deck/swipe-right/motion.json"))
        let frames = summary.manifest.files.filter { $0.animation == "swipe-right" && $0.kind == .frame }
        #expect(track.scene == "deck" && track.animation == "swipe-right" && track.fps == 20 && track.version == 2)
        #expect(track.frames.map(\.time) == frames.compactMap(\.time))
        // The same numbers as the geometry: the top card at rest, then dragged right and turned clockwise.
        let context = SceneCatalog.Context(photoCount: 8, canvas: nil, seed: 0, parameters: SceneParameters())
        let scene = try #require(SceneCatalog.scene(named: "deck", context))
        let geometry = try #require(scene.animation(named: "swipe-right")).frame(at: track.frames[5].time)
        let top = try #require(MotionTrack.identified(geometry.layers).first { $0.0 == "card 0" }?.1)
        let sample = try #require(track.frames[5].layers["card 0"])
        #expect(abs(sample.x - top.position.x) < 1e-6 && abs(sample.y - top.position.y) < 1e-6)
        #expect(abs(sample.rotation - top.rotation * 180 / .pi) < 1e-6 && sample.rotation > 0)
        #expect(track.frames[0].layers["card 0"]?.x == track.frames[0].layers["card 1"]?.x)

        // The same render writes the same bytes.
        let again = try TestFolder(); defer { again.remove() }
        _ = try RenderJob(
            input: Repository.photos, output: again.path, settings: settings,
            requests: [SceneRequest(name: "deck", animations: ["swipe-right"])]
        ).run()
        #expect(
            FileManager.default.contentsEqual(
                atPath: out.file("deck/swipe-right/motion.json"), andPath: again.file("deck/swipe-right/motion.json")))
    }
}
