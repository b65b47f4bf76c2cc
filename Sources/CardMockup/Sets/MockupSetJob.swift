import CardFormats
import CardFoundation
import CardGeometry
import CardImaging
import CardRender
import CardSettings
import Foundation

/// A mockup set: every image of it into one folder, with a manifest.
/// The folder is taken over as a render's is (`RunOutput`): only files an earlier cardrender run
/// listed are replaced or removed; any other file where an image goes stops the run first.
public struct MockupSetJob: Sendable {
    /// The folder of photos.
    public let input: String
    /// The folder the set is written into; it must not be the input folder or lie inside it.
    public let output: String
    /// The formats, languages, shots and shared settings.
    public let set: MockupSet
    private let cancellation = ExportCancellation()

    /// A job writing every image of `set`, drawn from the photos in `input`, into `output`. Nothing is
    /// read until `run`.
    public init(input: String, output: String, set: MockupSet) {
        self.input = input
        self.output = output
        self.set = set
    }

    /// What a finished set wrote.
    public struct Summary: Sendable {
        /// Relative to the output folder, in the order written.
        public var written: [String]
        /// Earlier files of cardrender's removed because this set no longer makes them.
        public var removed: [String]
        /// The photos that could be read and were available to the shots.
        public var photos: Int
        /// Input problems that did not stop the set (files skipped or failed).
        public var issues: [InputIssue]
        /// Things worth telling that did not stop the set: captions naming no photo, text no font draws.
        public var notices: [RunNotice]
    }

    /// Asks a running set to stop: no new image starts, the animated file being drawn or written
    /// is stopped, and `run` throws `RenderJob.Interrupted` after writing a manifest of what was
    /// completed. Safe from any thread.
    public func cancel() {
        cancellation.cancel()
    }

    /// Checks the set, reads the photos' headers and writes every image and animated file, then the
    /// manifest; `progress` is called with each file's path, relative to the output folder, once it
    /// is written. Throws `MockupFailure`, or `RenderJob.Interrupted` after `cancel()`.
    public func run(progress: (String) -> Void = { _ in }) throws -> Summary {
        var images = set.images
        guard !images.isEmpty else { throw MockupFailure.emptySet }
        do {
            try InvalidSetting.check(set.fps, in: SettingLimits.fps, "fps")
            try InvalidSetting.check(set.loop, in: SettingLimits.loop, "loop")
            try InvalidSetting.check(set.speed, in: SettingLimits.speed, "speed")
            for image in images { try image.settings.validate() }
        } catch let invalid as InvalidSetting {
            throw MockupFailure.invalidSetting(invalid)
        }
        guard images.count <= MockupSet.maxImages else {
            throw MockupFailure.tooManyImages(images.count)
        }
        let animatedCount = images.reduce(0) { $0 + $1.animated.count }
        guard animatedCount <= MockupSet.maxAnimated else {
            throw MockupFailure.tooManyAnimatedFiles(animatedCount)
        }
        let font = try MockupFont.load(set.base)
        let ffmpeg = images.contains { $0.animated.contains { $0.format == .mp4 } } ? VideoWriter.locate() : nil
        if ffmpeg == nil && images.contains(where: { $0.animated.contains { $0.format == .mp4 } }) {
            throw MockupFailure.ffmpegMissingForSet
        }
        let loaded = try MockupPhotos.load(
            input, captions: set.base.captions, limit: set.base.inputPixelLimit, backdrop: set.base.backdrop)
        if OutputFolder.isSameOrInside(output, input) {
            throw MockupFailure.outputInsideInput(output: output)
        }
        do {
            try Self.lineUp(&images, photos: loaded.photos, font: font)
        } catch let failure as MockupFailure {
            throw failure
        } catch {
            throw MockupFailure.stopped(error)
        }
        let paths = images.flatMap { [$0.path] + $0.animated.map(\.path) }
        let run: RunOutput
        do {
            run = try RunOutput(
                folder: GuardedFolder(root: output, protected: [input]), shard: nil, writes: paths,
                planned: paths, writing: manifest(loaded, files: [], complete: false))
        } catch {
            throw MockupFailure.stopped(error)
        }
        var entries: [Manifest.Entry] = []
        func stop(_ error: Error) -> Error {
            var stopped = manifest(loaded, files: entries, complete: false)
            stopped.pending = run.pending(afterStoppingWith: Set(entries.map(\.path)))
            _ = try? run.folder.file(Manifest.fileName).write(try stopped.encoded())
            if cancellation.isCancelled { return RenderJob.Interrupted(completedFiles: entries.count) }
            return error is MockupFailure ? error : MockupFailure.stopped(error)
        }
        for image in images {
            let shot = set.shots[image.shot]
            do {
                if cancellation.isCancelled { throw RenderJob.Interrupted(completedFiles: entries.count) }
                let drawn = try MockupJob.draw(image.settings, photos: loaded.photos, font: font)
                try drawn.image.savePNG(
                    to: run.folder.file(image.path), compression: set.base.pngCompression, colour: .sRGB)
                entries.append(
                    Manifest.Entry(
                        path: image.path, kind: .mockup, scene: shot.scene, animation: shot.animation,
                        time: drawn.time, language: image.language, mockupFormat: image.format.name))
                progress(image.path)
                // The animated files: drawn once for the plain ones, once more at the App Preview's size.
                for appPreview in [false, true] {
                    let files = image.animated.filter { $0.appPreview == appPreview }
                    guard !files.isEmpty else { continue }
                    let settings = try AnimatedMockupFrames.prepared(image.settings, appPreview: appPreview)
                    let frames = try AnimatedMockupFrames(
                        settings: settings, photos: loaded.photos, font: font,
                        fps: appPreview ? AppPreviewSpec.fps : set.fps, speed: set.speed,
                        appPreview: appPreview, cancellation: cancellation)
                    for file in files {
                        _ = try frames.write(
                            file.format, to: run.folder.path(file.path), loop: set.loop, ffmpeg: ffmpeg)
                        entries.append(
                            Manifest.Entry(
                                path: file.path, kind: .export, scene: shot.scene, animation: shot.animation,
                                format: file.format.rawValue, language: image.language,
                                mockupFormat: settings.format.name))
                        progress(file.path)
                    }
                }
            } catch {
                throw stop(error)
            }
        }
        do {
            try run.folder.file(Manifest.fileName).write(try manifest(loaded, files: entries, complete: true).encoded())
        } catch {
            throw MockupFailure.stopped(error)
        }
        // Each image's title and stamps, each warning once.
        var notices = loaded.notices
        do {
            for image in images {
                for notice in try UndrawableTextNotices.mockup(
                    image.settings, font: font, place: image.path, parts: (.title, .subtitle))
                where !notices.contains(notice) {
                    notices.append(notice)
                }
            }
        } catch {
            throw MockupFailure.stopped(error)
        }
        return Summary(
            written: entries.map(\.path), removed: run.removed, photos: loaded.photos.count, issues: loaded.issues,
            notices: notices)
    }

    /// Gives the images of each format and language the text height of the tallest text among
    /// them, so that the screen sits at the same place in each.
    static func lineUp(_ images: inout [MockupSet.Image], photos: [PhotoFile], font: FontFile? = nil) throws {
        func group(_ image: MockupSet.Image) -> String { image.format.name + "\u{0}" + image.language }
        var tallest: [String: Double] = [:]
        for image in images {
            var settings = image.settings
            if let canvas = settings.canvas { settings.format = settings.format.oriented(like: canvas) }
            // Only the text is measured: no photo is decoded.
            let library = PhotoLibrary(
                files: photos, cover: settings.format.pixels(density: settings.resolvedDensity),
                limit: settings.inputPixelLimit)
            let height = try MockupRenderer(settings: settings, photos: library, font: font).plan().textHeight
            tallest[group(image)] = max(tallest[group(image)] ?? 0, height)
        }
        for index in images.indices {
            images[index].settings.textAreaHeight = tallest[group(images[index])]
        }
    }

    private func manifest(_ loaded: MockupPhotos, files: [Manifest.Entry], complete: Bool) -> Manifest {
        let animated = !set.exports.isEmpty || set.appPreview
        var settings = Manifest.Settings(
            size: set.formats.map(\.name).joined(separator: ","), scale: set.base.density ?? 0,
            fps: animated ? set.fps : 0, seed: set.base.seed, pngCompression: set.base.pngCompression.code)
        settings.speed = animated ? set.speed : nil
        return Manifest(
            tool: "cardrender \(CardRenderVersion.string)",
            complete: complete,
            shard: nil,
            // The formats, and their density: 0 when each is drawn at its own.
            settings: settings,
            photos: loaded.photos.map { ($0.path as NSString).lastPathComponent },
            issues: loaded.issues.map {
                .init(file: ($0.path as NSString).lastPathComponent, reason: $0.reason, severity: $0.severity.rawValue)
            },
            files: files)
    }
}
