import ArgumentParser
import CardFoundation
import CardGeometry
import CardImaging
import CardMockup
import CardRender
import CardSettings
import Foundation
import SceneFiles

/// `cardrender mockup`: a marketing image (App Store or Google Play screenshot, social post) of one scene.
struct Mockup: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Make marketing images of a scene: App Store, Google Play and social sizes, a status bar, optional device frame, sets in every language, animated exports.",
        discussion: """
            Shows --scene (default \(MockupSettings().scene)) at rest, or the --animation's frame at --time (default: its \
            showcase moment), laid out for the format's screen. Writes OUT/mockup-<scene>-<format>@<N>x.png \
            (or --name). With --export gif,webp,mp4 it writes the whole animation inside the mockup; \
            --export-preset app-preview an MP4 of the App Preview size (for the web and ads: the App \
            Store takes only captures of the app). With --config FILE it renders a mockup set: every \
            shot in every format and language into OUT/LANGUAGE/FORMAT/NN-SCENE.png, with a manifest \
            (`cardrender init --mockup FILE` writes a starter).

            EXAMPLES
              cardrender mockup -i photos -o shots --title "Meet" --device-frame
                  An App Store screenshot of the deck in a device frame.
              cardrender mockup -i photos -o shots --format square --scene sheet
                  A square social post of the sheet at rest.
              cardrender mockup -i photos -o shots --animation swipe-right --export-preset app-preview
                  A 15 s App Preview-sized MP4 of the swipe, looped.
              cardrender mockup --config mockups.yaml -i photos -o shots
                  Every format and language of a mockup set file.
            """
    )

    @OptionGroup(title: "Input and output") var files: InputOutputOptions
    @OptionGroup(title: "Scenes") var scene: SceneOptions
    @OptionGroup(title: "Card text") var captionOptions: CaptionOptions
    @OptionGroup(title: "Photos") var backdropOption: BackdropOption
    @OptionGroup(title: "Animated exports") var exportOptions: ExportOptions
    @OptionGroup(title: "Mockup") var mockup: MockupOptions

    /// Whether the mockup is animated (a still has no frames to time or loop).
    private var isAnimated: Bool { !exportOptions.exports.isEmpty || mockup.exportPreset != nil }

    func validate() throws {
        if !isAnimated,
            let loose = [
                (mockup.fps != nil, "--fps"), (mockup.speed != nil, "--speed"), (exportOptions.loop != nil, "--loop")
            ].first(where: \.0)?.1
        {
            throw ValidationError(
                "\(loose) applies to an animated mockup (--export or --export-preset); a still has no frames")
        }
        // Options that only mean something with another: refused alone rather than ignored.
        let needs: [(option: String, given: Bool, needs: String, present: Bool)] = [
            ("--blur", mockup.blur != nil, "--background-photo", mockup.backgroundPhoto != nil),
            ("--dim", mockup.dim != nil, "--background-photo", mockup.backgroundPhoto != nil),
            ("--frame-color", mockup.frameColor != nil, "--device-frame", mockup.deviceFrame),
            ("--time", mockup.time != nil, "--animation", !scene.animations.isEmpty)
        ]
        if let loose = needs.first(where: { $0.given && !$0.present }) {
            throw ValidationError("\(loose.option) applies only with \(loose.needs)")
        }
        if exportOptions.loop != nil && !exportOptions.exports.isEmpty,
            (try? exportOptions.formats())?.allSatisfy({ $0 == .mp4 }) == true
        {
            throw ValidationError("--loop applies to GIF and WebP; an MP4 plays once")
        }
        if let name = mockup.name, !isAnimated, !name.lowercased().hasSuffix(".png") {
            throw ValidationError("--name \(UserText.quoted(name)): a file name ending in .png, without folders")
        }
        if mockup.config != nil, let given = givenWithConfig.first {
            throw ValidationError("\(given) does not apply with --config: the mockup set file gives it")
        }
        _ = try scene.selection.singleScene()
        try Self.validate(size: scene.size)
    }

    /// --size is capped as a render's canvas is at the scale a render takes by default; a mockup
    /// has no --scale, so the cap is said in points.
    static func validate(size: CanvasSize?) throws {
        guard let size else { return }
        let scale = FrameOptions.defaultScale
        guard (size.width * scale) * (size.height * scale) <= FrameOptions.pixelLimit else {
            let most = FrameOptions.pixelLimit / (scale * scale)
            let side = NumberText.plain(most.squareRoot().rounded(.down))
            throw ValidationError(
                "--size \(size) is \(NumberText.plain(size.width * size.height)) square points; "
                    + "a mockup's canvas may have at most \(NumberText.plain(most)) (\(side)x\(side))")
        }
    }

    /// The options given that a mockup set file gives instead (its own and the scene options it
    /// sets per shot).
    private var givenWithConfig: [String] {
        let sceneOptions: [(given: Bool, name: String)] = [
            (!scene.scenes.isEmpty, "--scene"), (!scene.animations.isEmpty, "--animation"),
            (scene.size != nil, "--size"),
            (scene.seed != nil, "--seed"), (scene.sceneFile != nil, "--scene-file"), (scene.stamps, "--stamps"),
            (scene.preset != nil, "--preset"), (scene.layoutDirection != nil, "--layout-direction"),
            (captionOptions.captions != nil, "--captions"),
            (!exportOptions.exports.isEmpty, "--export"), (exportOptions.loop != nil, "--loop")
        ]
        return mockup.given + sceneOptions.filter(\.given).map(\.name)
    }

    func run() throws {
        let (input, out) = try files.required()
        if let config = mockup.config { return try runSet(config, input: input, out: out) }
        var settings = MockupSettings()
        settings.scene = try scene.selection.singleScene() ?? settings.scene
        let requests = try scene.sceneRequests()
        settings.animation = requests.first?.animations?.first
        settings.time = mockup.time
        let look = try mockup.look { try Self.photoIndex($0, input: input) }
        look.apply(to: &settings, frameScreen: scene.size?.size ?? look.formatValue.framedScreen)
        settings.title = mockup.title
        settings.subtitle = mockup.subtitle
        settings.sceneParameters = try scene.parameters()
        settings.captions = try captionOptions.load()
        settings.backdrop = backdropOption.backdrop
        settings.canvas = scene.size?.size
        settings.seed = scene.seedValue
        settings.pngCompression = files.pngCompression.compression
        settings.maxInputPixels = files.maxInputPixels
        settings.maxInputPixelsName = PNGInputLimit.flag

        scene.warnAboutClipping([settings.scene], parameters: settings.sceneParameters)
        let exports = try exportOptions.formats()
        if isAnimated {
            return try runAnimated(settings, input: input, out: out, exports: exports)
        }
        let density = Int(settings.density ?? settings.format.density)
        let file = mockup.name ?? "mockup-\(settings.scene)-\(settings.format.name)@\(density)x.png"
        let path = (out as NSString).appendingPathComponent(file)
        do {
            let summary = try MockupJob(input: input, output: path, settings: settings).run()
            summary.issues.forEach { Terminal.writeError($0.description) }
            summary.notices.forEach { Terminal.writeError("cardrender: \(ErrorText.notice($0))") }
            Terminal.output(
                "cardrender: \(path) (\(summary.width)×\(summary.height), \(summary.photos) photo\(summary.photos == 1 ? "" : "s"))"
            )
            if summary.issues.contains(where: { $0.severity == .failed }) {
                throw ExitCode(ExitStatus.someInputsFailed)
            }
        } catch let failure as MockupJob.Failure {
            Terminal.writeError("cardrender: \(ErrorText.describe(failure))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
    }

    /// The animation inside the mockup as GIF, WebP or MP4 (`--export`, `--export-preset`).
    func runAnimated(_ settings: MockupSettings, input: String, out: String, exports: [ExportFormat]) throws {
        let appPreview = mockup.exportPreset == MockupOptions.appPreview
        var formats: [ExportFormat] = []
        for format in exports where !formats.contains(format) { formats.append(format) }
        if appPreview {
            if let other = formats.first(where: { $0 != .mp4 }) {
                throw ValidationError("--export-preset app-preview makes an MP4; drop \(other.rawValue) from --export")
            }
            if mockup.density != nil {
                throw ValidationError("--export-preset app-preview has its own size (886×1920 or 1200×1600); drop --at")
            }
            if let fps = mockup.fps, fps != AppPreviewSpec.fps {
                throw ValidationError("--export-preset app-preview plays at 30 fps; drop --fps")
            }
            formats = [.mp4]
        }
        guard settings.animation != nil else {
            throw ValidationError(
                "--export shows an animation inside the mockup: name it with --animation (\(SceneCatalog.animationNames(of: settings.scene).joined(separator: ", ")))"
            )
        }
        if mockup.time != nil {
            throw ValidationError("--time picks one moment; an animated mockup shows them all: drop --time")
        }
        // Mockups play at 30 fps unless told otherwise: smooth, and half the frames of 60.
        let fps = appPreview ? AppPreviewSpec.fps : mockup.fps ?? AppPreviewSpec.fps
        let density = Int(settings.density ?? settings.format.density)
        let stem =
            mockup.name.map { ($0 as NSString).deletingPathExtension }
            ?? (appPreview
                ? "app-preview-\(settings.scene)-\(settings.animation!)-\(settings.format.name)"
                : "mockup-\(settings.scene)-\(settings.animation!)-\(settings.format.name)@\(density)x")
        do {
            let job = AnimatedMockupJob(
                input: input, output: out, settings: settings, formats: formats, fps: fps,
                loop: exportOptions.loopCount, speed: mockup.speed ?? AnimatedMockupTimeline.defaultSpeed,
                appPreview: appPreview)
            Interruption.cancelFirst { job.cancel() }
            let summary = try job.run(baseName: stem)
            summary.issues.forEach { Terminal.writeError($0.description) }
            summary.notices.forEach { Terminal.writeError("cardrender: \(ErrorText.notice($0))") }
            for file in summary.written {
                Terminal.output(
                    "cardrender: \(file.path) (\(summary.width)×\(summary.height), \(String(format: "%.2f", file.seconds)) s at \(Int(fps.rounded())) fps)"
                )
            }
            if summary.issues.contains(where: { $0.severity == .failed }) {
                throw ExitCode(ExitStatus.someInputsFailed)
            }
        } catch let interrupted as RenderJob.Interrupted {
            Self.stop(interrupted)
        } catch let failure as MockupJob.Failure {
            Terminal.writeError("cardrender: \(ErrorText.describe(failure))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
    }

    /// Every image of a mockup set file, printed as it is written.
    func runSet(_ config: String, input: String, out: String) throws {
        var set: MockupSet
        do {
            set = try MockupSetFile.load(config)
        } catch let problem as SceneFileProblem {
            throw ContentError("--config \(problem)")
        }
        set.base.pngCompression = files.pngCompression.compression
        set.base.maxInputPixels = files.maxInputPixels
        set.base.maxInputPixelsName = PNGInputLimit.flag
        set.base.backdrop = backdropOption.backdrop
        do {
            let job = MockupSetJob(input: input, output: out, set: set)
            Interruption.cancelFirst { job.cancel() }
            let summary = try job.run { path in
                Terminal.output("cardrender: \((out as NSString).appendingPathComponent(path))")
            }
            summary.issues.forEach { Terminal.writeError($0.description) }
            summary.notices.forEach { Terminal.writeError("cardrender: \(ErrorText.notice($0))") }
            summary.removed.forEach {
                Terminal.writeError(
                    "cardrender: removed \((out as NSString).appendingPathComponent($0)) (an earlier set's)")
            }
            Terminal.output(
                "cardrender: \(Counted.phrase(summary.written.count, "mockup")) (\(Counted.phrase(set.languages.count, "language")) × "
                    + "\(Counted.phrase(set.formats.count, "format")) × \(Counted.phrase(set.shots.count, "shot"))) and manifest.json in \(out)"
            )
            if summary.issues.contains(where: { $0.severity == .failed }) {
                throw ExitCode(ExitStatus.someInputsFailed)
            }
        } catch let interrupted as RenderJob.Interrupted {
            Self.stop(interrupted)
        } catch let failure as MockupJob.Failure {
            Terminal.writeError("cardrender: \(ErrorText.describe(failure))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
    }

    /// Says what an interrupted mockup completed, then exits with the signal's status.
    static func stop(_ interrupted: RenderJob.Interrupted) -> Never {
        Terminal.writeError(
            interrupted.completedFiles == 0
                ? "cardrender: interrupted; nothing was written" : "cardrender: \(interrupted)")
        Interruption.exitInterrupted()
    }

    /// A 1-based number, or a file name of the input folder, as an index in input order.
    static func photoIndex(_ text: String, input: String) throws -> Int {
        if let number = Int(text) {
            guard number >= 1 else { throw ValidationError("--background-photo \(text): photos are numbered from 1") }
            return number - 1
        }
        let photos = (try? PhotoFolder.scan(input).photos) ?? []
        guard let index = photos.firstIndex(where: { ($0.path as NSString).lastPathComponent == text }) else {
            throw ValidationError("--background-photo \(UserText.quoted(text)): no such photo in \(input)")
        }
        return index
    }
}
