import CardCheck
import CardGeometry
import CardRender
import CardRenderTesting
import CardSettings
import CardUI
import Foundation
import Testing

/// The app's scenes through cardrender's run (PNG files, contact sheets, motion tracks) and in
/// memory (PNG bytes): the same bytes either way; and a change of one point caught by the snapshots.
@Suite struct RenderingTests {
    private func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "cardui-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func filesAndMemoryHoldTheSameBytes() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        var settings = RenderSettings()
        settings.scale = 1
        settings.fps = 10
        let summary = try RenderJob(
            input: Fixtures.photos, output: out + "/frames", settings: settings,
            requests: [
                SceneRequest(name: "carousel") {
                    Carousel(photoCount: $0.photoCount, titles: ["Astronaut", "Cameraman"])
                },
                SceneRequest(name: "vertical-swiper", animations: ["swipe-right"]) {
                    VerticalCardSwiper(photoCount: $0.photoCount, caption: "First woman to pilot the Space Shuttle")
                }
            ]
        ).run()
        let paths = Set(summary.manifest.files.map(\.path))
        #expect(
            paths.isSuperset(of: [
                "carousel/still.png", "carousel/scroll/contact-sheet.png", "carousel/scroll/motion.json"
            ]))
        #expect(paths.contains("vertical-swiper/swipe-right/frame-0005.png"))

        let renderer = try FrameRenderer(input: Fixtures.photos, settings: settings)
        let swiper = VerticalCardSwiper(
            photoCount: renderer.sceneContext.photoCount, caption: "First woman to pilot the Space Shuttle")
        let written = try Data(contentsOf: URL(fileURLWithPath: out + "/frames/vertical-swiper/still.png"))
        #expect(try renderer.png(swiper.still()) == Array(written))
        for (index, frame) in try renderer.pngs(of: swiper.animations[0], fps: 10).enumerated() {
            let file = out + "/frames/vertical-swiper/swipe-right/" + String(format: "frame-%04d.png", index)
            #expect(frame.png == Array(try Data(contentsOf: URL(fileURLWithPath: file))), "frame \(index)")
        }
    }

    @Test func aCardMovedByOnePointFailsAndSaysWhere() throws {
        let artifacts = try scratch()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let renderer = try Fixtures.renderer()
        var carousel = Carousel(photoCount: renderer.sceneContext.photoCount, titles: Fixtures.titles(renderer))
        carousel.spacing += 1
        // The snapshots CarouselTests checks, read but never written (record mode never).
        let location = SnapshotLocation(filePath: #filePath, function: "carousel()")
        let snapshots = CardSnapshot(renderer: renderer, artifacts: artifacts)
        let result = try snapshots.verify(
            carousel, .animation("scroll", fps: 10),
            at: SnapshotLocation(
                filePath: #filePath, function: "carousel()",
                directory: location.directory.replacingOccurrences(of: "/RenderingTests", with: "/CarouselTests")),
            record: .never)
        guard case let .failed(message, folder?, _) = result else {
            Issue.record("a one-point change passed: \(result)")
            return
        }
        #expect(message.contains("first at 0 s"), "\(message)")
        #expect(message.contains("frame-0000.png (0 s)"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: folder + "/diff/" + DiffRun.reviewPageName))
        #expect(FileManager.default.fileExists(atPath: folder + "/expected/carousel/scroll/frame-0001.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/actual/carousel/scroll/frame-0001.png"))
    }
}
