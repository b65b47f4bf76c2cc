import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardMockup
@testable import CardSettings

/// The touch indicator in an animated mockup: over the finger from touch-down to lift-off, never
/// in the holds or after the finger lifts; the GIF plays the same frames.
@Suite struct TouchIndicatorFramesTests {
    static func settings() -> MockupSettings {
        var settings = MockupSettings()
        settings.format = MockupFormat.named("square")!
        settings.density = 1
        settings.scene = "deck"
        settings.animation = "snap-back"
        return settings
    }

    /// The sum of the red, green and blue of a 9×9 square about (`x`, `y`).
    static func brightness(_ image: VImage, _ x: Int, _ y: Int) throws -> Int {
        let patch = try image.cropped(left: x - 4, top: y - 4, width: 9, height: 9).pixels()
        return patch.reduce(0) { $0 + Int($1) }
    }

    @Test func theFingerIsDrawnFromTouchDownToLiftOffOnly() throws {
        let settings = try AnimatedMockupFrames.prepared(Self.settings(), appPreview: false)
        let photos = try MockupPhotos.load(
            Repository.photos, captions: settings.captions, limit: settings.inputPixelLimit
        ).photos
        let frames = try AnimatedMockupFrames(
            settings: settings, photos: photos, font: nil, fps: 10, speed: 1, appPreview: false)
        // The same moments drawn without a finger, and where the finger lands in the picture.
        let planned = try PlannedMockup(settings)
        let renderer = planned.renderer, plan = planned.plan
        let background = try renderer.background()
        let moment = try planned.moment(settings)
        let animation = try #require(moment.animation)
        let gesture = try #require(DeckScene.defaultGestures.first { $0.name == "snap-back" }?.gesture)

        var drawnWithFinger = 0, drawnAfterLift = 0
        for played in frames.loopOnce.distinctMoments {
            let image = try VImage.load(try #require(frames.drawing(of: played))).materialized("test")
            let bare = try renderer.render(animation.frame(at: played.time), plan: plan, background: background)
            guard played.playing, let touch = animation.touch(at: played.time) else {
                // The holds and every frame after lift-off: the scene alone.
                #expect(try image.pixels() == bare.pixels(), "\(played)")
                if played.playing && played.time >= gesture.duration { drawnAfterLift += 1 }
                continue
            }
            #expect(played.time < gesture.duration)
            let placement = plan.layout.place(
                canvas: settings.format.points, scene: plan.canvas, textHeight: plan.textHeight,
                maxSceneScale: MockupRenderer.maxScenePixelsPerPoint)
            let x = Int((placement.scene.origin.x + touch.x * placement.sceneScale).rounded())
            let y = Int((placement.scene.origin.y + touch.y * placement.sceneScale).rounded())
            // Under the finger the picture is lighter than the same moment without it; away from
            // it (a fingertip and more off) nothing changed.
            #expect(try Self.brightness(image, x, y) > Self.brightness(bare, x, y) + 9 * 9 * 3 * 5, "\(played)")
            #expect(try Self.brightness(image, x, y - 40) == Self.brightness(bare, x, y - 40), "\(played)")
            drawnWithFinger += 1
        }
        // 0.4 s of drag at 10 fps; the snap-back after it.
        #expect(drawnWithFinger == 4 && drawnAfterLift >= 2, "\(drawnWithFinger) \(drawnAfterLift)")
    }

    @Test func theGIFPlaysTheHoldTheFingerAndTheEnd() throws {
        let out = try TestFolder(); defer { out.remove() }
        let job = AnimatedMockupJob(
            input: Repository.photos, output: out.path, settings: Self.settings(), formats: [.gif], fps: 10, loop: 0,
            speed: 1, appPreview: false)
        _ = try job.run(baseName: "touch")
        let gif = try VImage.load(out.file("touch.gif") + "[n=-1]").materialized("test")
        let timeline = AnimatedMockupTimeline(duration: 0.6, fps: 10, speed: 1)
        let pageHeight = gif.width
        #expect(gif.height == pageHeight * timeline.moments.count)
        func page(_ index: Int) throws -> [UInt8] {
            try gif.cropped(left: 0, top: index * pageHeight, width: gif.width, height: pageHeight).pixels()
        }
        let lastHeld = timeline.moments.firstIndex { $0.playing }! - 1
        // The start hold and the first played frame show the same scene time: only the finger differs.
        #expect(try page(lastHeld) != page(lastHeld + 1))
        #expect(try page(0) == page(lastHeld))
        // The end hold and the last played frame (the finger lifted long before): the same picture.
        let lastPlayed = timeline.moments.lastIndex { $0.playing }!
        #expect(try page(lastPlayed) == page(lastPlayed + 1))
    }

    @Test(arguments: [0.05, 4.5, .nan])
    func aSpeedOutOfRangeIsRefused(_ speed: Double) throws {
        let out = try TestFolder(); defer { out.remove() }
        let job = AnimatedMockupJob(
            input: Repository.photos, output: out.path, settings: Self.settings(), formats: [.gif], fps: 10, loop: 0,
            speed: speed, appPreview: false)
        #expect {
            _ = try job.run(baseName: "x")
        } throws: { error in
            "\(error)".contains("speed") && "\(error)".contains("from 0.1 to 4")
        }
        #expect(out.files().isEmpty)
    }
}
