import CardGeometry
import Foundation

/// `cardrender mockup --export gif,webp,mp4`: the whole animation inside the mockup, its title
/// and background still. Each distinct moment is drawn once and written as a PNG to a private
/// scratch folder (so memory holds one frame at a time), repeated moments are links to it, and
/// the exporters read the frames from there; the scratch folder is removed afterwards.
public struct AnimatedMockupJob: Sendable {
    public let input: String
    /// The output folder.
    public let output: String
    public let settings: MockupSettings
    public let formats: [ExportFormat]
    public let fps: Double
    public let loop: Int
    /// The App Store preview preset: its size, 30 fps, H.264 MP4, 15 to 30 seconds.
    public let appPreview: Bool

    public init(input: String, output: String, settings: MockupSettings, formats: [ExportFormat], fps: Double, loop: Int, appPreview: Bool) {
        self.input = input
        self.output = output
        self.settings = settings
        self.formats = formats
        self.fps = fps
        self.loop = loop
        self.appPreview = appPreview
    }

    public struct Summary: Sendable {
        /// Paths written, and each one's length in seconds.
        public var written: [(path: String, seconds: Double)]
        public var width: Int
        public var height: Int
        public var issues: [InputIssue]
        public var notices: [String]
    }

    /// `baseName`: the files' name without extension, inside the output folder.
    public func run(baseName: String) throws -> Summary {
        guard let animationName = settings.animation else {
            throw MockupJob.Failure(description: "--export shows an animation inside the mockup: name it with --animation")
        }
        var settings = settings
        if let canvas = settings.canvas { settings.format = settings.format.oriented(like: canvas) }
        if appPreview {
            guard let spec = AppPreviewSpec.forFormat(settings.format.name), settings.format.points.height > settings.format.points.width else {
                throw MockupJob.Failure(description: "--export-preset app-preview: App Previews are portrait iPhone and iPad sizes (iphone-6.9, iphone-6.7, iphone-6.5, iphone-6.5-1242, ipad-13), not \(settings.format.name)")
            }
            settings.format = spec.format(from: settings.format)
            settings.density = 2
        }
        let ffmpeg = formats.contains(.mp4) ? VideoWriter.locate() : nil
        if formats.contains(.mp4) && ffmpeg == nil { throw MockupJob.Failure(description: "--export mp4: \(VideoWriter.missingAdvice); nothing was written") }

        let loaded = try MockupPhotos.load(input, captions: settings.captions, maxPixels: settings.maxInputPixels)
        if OutputFolder.isSameOrInside(output, input) {
            throw MockupJob.Failure(description: "\(output): the output folder is the input folder or inside it; choose another --out")
        }
        let k = settings.resolvedDensity
        let library = PhotoLibrary(files: loaded.photos, cover: settings.format.pixels(density: k), maxPixels: settings.maxInputPixels)
        if case let .blurredPhoto(index, _, _) = settings.background, !(0..<loaded.photos.count).contains(index) {
            throw MockupJob.Failure(description: "--background-photo \(index + 1): there are \(loaded.photos.count) photos")
        }
        let renderer = MockupRenderer(settings: settings, photos: library)
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("cardrender-mockup-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var written: [(path: String, seconds: Double)] = []
        var size = (width: 0, height: 0)
        do {
            let plan = try renderer.plan()
            let moment = try MockupMoment(settings: settings, photoCount: loaded.photos.count, canvas: plan.canvas)
            guard let animation = moment.animation else { throw MockupJob.Failure(description: "no animation \(animationName)") }
            let background = try renderer.background()
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)

            // GIF and WebP loop by themselves: one cycle. The video plays long enough to be a preview.
            let loopOnce = AnimatedMockupTimeline(duration: animation.duration, fps: fps)
            let video = appPreview
                ? AnimatedMockupTimeline(duration: animation.duration, fps: fps, minimumLength: AppPreviewSpec.minimumLength,
                                         maximumLength: AppPreviewSpec.maximumLength)
                : loopOnce
            var drawn: [Double: String] = [:]
            for (index, time) in (loopOnce.distinctTimes + video.distinctTimes).enumerated() where drawn[time] == nil {
                let image = try renderer.render(animation.frame(at: time), plan: plan, background: background)
                size = (image.width, image.height)
                let path = (scratch as NSString).appendingPathComponent("moment-\(index).png")
                try image.savePNG(to: path, compression: settings.pngCompression)
                drawn[time] = path
            }
            let timelines = formats.map { $0 == .mp4 ? video : loopOnce }
            let entries = formats.map { format in
                Manifest.Entry(path: "\(baseName).\(format.rawValue)", kind: .export, scene: settings.scene, animation: animationName,
                               format: format.rawValue, mockupFormat: settings.format.name)
            }
            var manifestSettings = settings.manifestSettings
            manifestSettings.fps = fps
            try MockupOutput(root: output, input: input).write(entries, settings: manifestSettings, photos: loaded.photos, issues: loaded.issues) { entry, destination in
                let index = entries.firstIndex { $0.path == entry.path }!
                let format = formats[index], timeline = timelines[index]
                // The frames in order, each a link to its moment's PNG.
                let frames = (scratch as NSString).appendingPathComponent(format.rawValue)
                try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: false)
                var paths: [String] = []
                for (number, time) in timeline.times.enumerated() {
                    let path = (frames as NSString).appendingPathComponent(RenderJob.frameName(number))
                    try FileManager.default.linkItem(atPath: drawn[time]!, toPath: path)
                    paths.append(path)
                }
                let times = timeline.times.indices.map { Double($0) / fps }
                switch format {
                case .gif, .webp:
                    try AnimatedImageWriter(loop: loop).write(format, frames: paths, times: times, fps: fps, to: destination)
                case .mp4:
                    try VideoWriter(ffmpeg: ffmpeg!).write(framesIn: frames, fps: fps, to: destination)
                }
                written.append((destination, timeline.length))
            }
        } catch let failure as MockupJob.Failure {
            throw failure
        } catch let issue as InputIssue {
            throw MockupJob.Failure(description: "\(issue.path): \(issue.reason)")
        } catch {
            throw MockupJob.Failure(description: "\(error)")
        }
        return Summary(written: written, width: size.width, height: size.height, issues: loaded.issues, notices: loaded.notices)
    }
}
