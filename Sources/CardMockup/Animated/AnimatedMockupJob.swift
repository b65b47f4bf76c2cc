import CardFormats
import CardFoundation
import CardGeometry
import CardImaging
import CardRender
import CardSettings
import Foundation

/// An animated mockup as GIF, WebP or MP4: the whole animation inside the mockup, its title
/// and background still. Each distinct moment is drawn once and written as a PNG to a private
/// scratch folder (so memory holds one frame at a time), repeated moments are links to it, and
/// the exporters read the frames from there; the scratch folder is removed afterwards.
public struct AnimatedMockupJob: Sendable {
    /// The folder of photos.
    public let input: String
    /// The output folder.
    public let output: String
    /// The scene, the animation (required), format, background and text.
    public let settings: MockupSettings
    /// The files to write: GIF, WebP, MP4 (which needs ffmpeg).
    public let formats: [ExportFormat]
    /// Frames per second, within `SettingLimits.fps`.
    public let fps: Double
    /// How many times GIF and WebP play, within `SettingLimits.loop`; 0: forever.
    public let loop: Int
    /// How fast the animation plays, within `SettingLimits.speed`: 1 as it runs, 0.5 at half
    /// speed (twice as long). The holds at the start and the end keep their length.
    public let speed: Double
    /// The App Store preview preset: its size, 30 fps, H.264 MP4, 15 to 30 seconds.
    public let appPreview: Bool
    private let cancellation = ExportCancellation()

    /// A job writing `settings`' animation inside the mockup into `output` in each of `formats`.
    /// Nothing is read until `run`.
    public init(
        input: String, output: String, settings: MockupSettings, formats: [ExportFormat], fps: Double, loop: Int,
        speed: Double = AnimatedMockupTimeline.defaultSpeed, appPreview: Bool
    ) {
        self.input = input
        self.output = output
        self.settings = settings
        self.formats = formats
        self.fps = fps
        self.loop = loop
        self.speed = speed
        self.appPreview = appPreview
    }

    /// What a finished animated mockup wrote.
    public struct Summary: Sendable {
        /// Paths written, and each one's length in seconds.
        public var written: [(path: String, seconds: Double)]
        /// The files' width, in pixels.
        public var width: Int
        /// The files' height, in pixels.
        public var height: Int
        /// Input problems that did not stop the mockup (files skipped or failed).
        public var issues: [InputIssue]
        /// Things worth telling that did not stop the mockup: captions naming no photo, text no font draws.
        public var notices: [RunNotice]
    }

    /// Asks a running job to stop: no more frames are drawn, the export being written is
    /// stopped and removed, and `run` throws `RenderJob.Interrupted` (the manifest lists what
    /// was completed). Safe from any thread.
    public func cancel() {
        cancellation.cancel()
    }

    /// `baseName`: the files' name without extension, inside the output folder.
    public func run(baseName: String) throws -> Summary {
        do {
            try self.settings.validate()
            try InvalidSetting.check(fps, in: SettingLimits.fps, "fps")
            try InvalidSetting.check(loop, in: SettingLimits.loop, "loop")
            try InvalidSetting.check(speed, in: SettingLimits.speed, "speed")
        } catch let invalid as InvalidSetting {
            throw MockupFailure.invalidSetting(invalid)
        }
        guard let animationName = settings.animation else {
            throw MockupFailure.exportNeedsAnimation
        }
        let settings = try AnimatedMockupFrames.prepared(self.settings, appPreview: appPreview)
        let font = try MockupFont.load(settings)
        let ffmpeg = formats.contains(.mp4) ? VideoWriter.locate() : nil
        if formats.contains(.mp4) && ffmpeg == nil { throw MockupFailure.ffmpegMissing }

        let loaded = try MockupPhotos.load(
            input, captions: settings.captions, limit: settings.inputPixelLimit, backdrop: settings.backdrop)
        if OutputFolder.isSameOrInside(output, input) {
            throw MockupFailure.outputInsideInput(output: output)
        }
        var written: [(path: String, seconds: Double)] = []
        let frames: AnimatedMockupFrames
        do {
            frames = try AnimatedMockupFrames(
                settings: settings, photos: loaded.photos, font: font, fps: fps, speed: speed,
                appPreview: appPreview, cancellation: cancellation)
            let entries = formats.map { format in
                Manifest.Entry(
                    path: "\(baseName).\(format.rawValue)", kind: .export, scene: settings.scene,
                    animation: animationName,
                    format: format.rawValue, mockupFormat: settings.format.name)
            }
            var manifestSettings = settings.manifestSettings
            manifestSettings.fps = fps
            manifestSettings.speed = speed
            try MockupOutput(root: output, input: input).write(
                entries, settings: manifestSettings, photos: loaded.photos, issues: loaded.issues
            ) { entry, destination in
                let format = formats[entries.firstIndex { $0.path == entry.path }!]
                written.append((destination, try frames.write(format, to: destination, loop: loop, ffmpeg: ffmpeg)))
            }
        } catch  where cancellation.isCancelled {
            throw RenderJob.Interrupted(completedFiles: written.count)
        } catch let failure as MockupJob.Failure {
            throw failure
        } catch let issue as InputIssue {
            throw MockupFailure.inputProblem(issue)
        } catch {
            throw MockupFailure.stopped(error)
        }
        let notices: [RunNotice]
        do { notices = try loaded.notices + UndrawableTextNotices.mockup(settings, font: font) } catch {
            throw MockupFailure.stopped(error)
        }
        return Summary(
            written: written, width: frames.width, height: frames.height, issues: loaded.issues, notices: notices)
    }
}
