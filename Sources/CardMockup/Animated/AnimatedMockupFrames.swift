import CardFoundation
import CardGeometry
import CardImaging
import CardRender
import CardSettings
import Foundation

/// An animation drawn inside its mockup, ready to be written as GIF, WebP or MP4, with the touch
/// indicator at the finger while the animation plays. Each distinct picture (a scene time, and
/// where the finger is then) is drawn once and kept as a PNG in a private scratch folder (so
/// memory holds one frame at a time), repeated moments are links to it, and the exporters read
/// the frames from there. The scratch folder goes when this does (or with the process, if it
/// must stop at once).
final class AnimatedMockupFrames {
    let scratch: String
    let fps: Double
    let width: Int
    let height: Int
    /// GIF and WebP loop by themselves: one cycle. The video plays long enough to be a preview
    /// when `appPreview`, else one cycle too.
    let loopOnce: AnimatedMockupTimeline
    let video: AnimatedMockupTimeline
    private let drawn: [AnimatedMockupTimeline.Moment: String]
    private let cancellation: ExportCancellation

    /// `settings`: with its animation and its final format (see `prepared`); `font`: its font file,
    /// read; `speed`: how fast the animation plays (see `AnimatedMockupTimeline`). After
    /// `cancellation` no more frames are drawn and `RenderJob.Interrupted` is thrown; it stops the
    /// exports too.
    init(
        settings: MockupSettings, photos: [PhotoFile], font: FontFile?, fps: Double,
        speed: Double = AnimatedMockupTimeline.defaultSpeed, appPreview: Bool,
        cancellation: ExportCancellation = ExportCancellation()
    ) throws {
        self.fps = fps
        self.cancellation = cancellation
        let k = settings.resolvedDensity
        let library = PhotoLibrary(
            files: photos, cover: settings.format.pixels(density: k), limit: settings.inputPixelLimit)
        if case let .blurredPhoto(index, _, _) = settings.background, !(0..<photos.count).contains(index) {
            throw MockupFailure.backgroundPhotoOutOfRange(number: index + 1, photos: photos.count)
        }
        let renderer = MockupRenderer(settings: settings, photos: library, font: font)
        let plan = try renderer.plan()
        let moment = try MockupMoment(settings: settings, photos: photos, plan: plan)
        guard let animation = moment.animation else {
            throw MockupFailure.animationNeeded(known: moment.scene.animations.map(\.name))
        }
        loopOnce = AnimatedMockupTimeline(duration: animation.duration, fps: fps, speed: speed)
        video =
            appPreview
            ? AnimatedMockupTimeline(
                duration: animation.duration, fps: fps, speed: speed, minimumLength: AppPreviewSpec.minimumLength,
                maximumLength: AppPreviewSpec.maximumLength)
            : loopOnce
        let background = try renderer.background()
        let scratch = try ScratchFolders.make(prefix: "cardrender-mockup-")
        var drawn: [AnimatedMockupTimeline.Moment: String] = [:]
        // Moments that look alike share one drawing: a hold and a played frame with no finger down.
        var pictures: [Picture: String] = [:]
        var size = (width: 0, height: 0)
        do {
            for (index, moment) in (loopOnce.distinctMoments + video.distinctMoments).enumerated()
            where drawn[moment] == nil {
                if cancellation.isCancelled { throw RenderJob.Interrupted(completedFiles: 0) }
                let picture = Picture(
                    time: moment.time, touch: moment.playing ? animation.touch(at: moment.time) : nil)
                if let path = pictures[picture] {
                    drawn[moment] = path
                    continue
                }
                let frame = animation.frame(at: moment.time).withTouch(at: picture.touch)
                let image = try renderer.render(frame, plan: plan, background: background)
                size = (image.width, image.height)
                let path = (scratch as NSString).appendingPathComponent("moment-\(index).png")
                try image.savePNG(to: path, compression: settings.pngCompression)
                drawn[moment] = path
                pictures[picture] = path
            }
        } catch {
            ScratchFolders.remove(scratch)
            throw error
        }
        self.scratch = scratch
        self.drawn = drawn
        (width, height) = size
    }

    /// The PNG drawn for `moment` (one of the timelines'), or nil for a moment neither plays.
    func drawing(of moment: AnimatedMockupTimeline.Moment) -> String? {
        drawn[moment]
    }

    /// What a moment looks like: the scene time, and the finger's place (nil: none down).
    private struct Picture: Hashable {
        var time: Double
        var touch: Point?
    }

    deinit {
        ScratchFolders.remove(scratch)
    }

    /// The settings an animated mockup is drawn with: turned with its canvas, and for an App
    /// Preview at the preview's size.
    static func prepared(_ settings: MockupSettings, appPreview: Bool) throws -> MockupSettings {
        var settings = settings
        if let canvas = settings.canvas { settings.format = settings.format.oriented(like: canvas) }
        if appPreview {
            guard let spec = AppPreviewSpec.forFormat(settings.format.name),
                settings.format.points.height > settings.format.points.width
            else {
                throw MockupFailure.appPreviewFormat(settings.format.name)
            }
            settings.format = spec.format(from: settings.format)
            settings.density = 2
            // The set's text height was measured for the still's format.
            settings.textAreaHeight = nil
        }
        return settings
    }

    /// Writes the animation as `format` to `destination` (atomically); returns its length in seconds.
    func write(_ format: ExportFormat, to destination: String, loop: Int, ffmpeg: String?) throws -> Double {
        let timeline = format == .mp4 ? video : loopOnce
        // The frames in order, each a link to its moment's PNG.
        let frames = (scratch as NSString).appendingPathComponent("\(format.rawValue)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: frames) }
        var paths: [String] = []
        for (number, moment) in timeline.moments.enumerated() {
            let path = (frames as NSString).appendingPathComponent(RenderPlan.frameName(number))
            try FileManager.default.linkItem(atPath: drawn[moment]!, toPath: path)
            paths.append(path)
        }
        let times = timeline.moments.indices.map { Double($0) / fps }
        switch format {
        case .gif, .webp:
            try AnimatedImageWriter(loop: loop, colour: .sRGB)
                .write(
                    format, frames: paths, times: times, fps: fps, to: OutputFile(path: destination),
                    cancellation: cancellation)
        case .mp4:
            guard let ffmpeg else { throw MockupFailure.ffmpegMissing }
            try VideoWriter(ffmpeg: ffmpeg).write(
                framesIn: frames, fps: fps, to: OutputFile(path: destination), cancellation: cancellation)
        }
        return timeline.length
    }
}
