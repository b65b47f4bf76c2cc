import CardFoundation
import CardGeometry
import CardImaging
import CardSettings
import Foundation
import Synchronization

/// Draws single frames in memory, without an output folder: pixels or PNG bytes, the same bytes a
/// `RenderJob` with the same settings writes for the same frame. For an app's own scenes, its
/// snapshot tests, or a preview: build a scene for `sceneContext`, then draw its stills and the
/// frames of its animations.
///
/// Photos are listed, ordered and captioned as a run does; each is decoded on first use to cover
/// the canvas of the frame that draws it, as a run whose frames share one canvas size does. A
/// renderer without photos (`init(settings:)`) draws scenes made of fills, text, gradients,
/// stamps and the app's own image files.
public final class FrameRenderer: Sendable {
    /// Scale, canvas, seed, scene parameters, captions, labels, order, PNG compression and limits.
    public let settings: RenderSettings
    /// The photos frames may draw, by file name, in the order scenes take them: a layer's photo
    /// index counts in this list.
    public let photoNames: [String]
    /// Photos of the input folder that could not be used (and were left out of `photoNames`).
    public let issues: [InputIssue]
    /// What a scene is built for: the photo count and the settings' canvas, seed, parameters and
    /// backdrop.
    public let sceneContext: SceneCatalog.Context
    private let photos: [PhotoFile]
    /// One compositor per canvas size in pixels, each with its photos decoded to cover it.
    private let compositors = Mutex([String: FrameCompositor]())

    /// Lists the photos of `input` as a run would. Throws `RenderJob.Failure` when a setting is
    /// invalid (`RenderSettings.validate()`) or no photo can be used.
    public init(input: String, settings: RenderSettings = RenderSettings()) throws {
        do { try settings.validate() } catch let invalid as InvalidSetting {
            throw RenderJob.Failure(.invalidSetting(invalid))
        }
        do { try VipsRuntime.start() } catch let failure as VipsFailure {
            throw RenderJob.Failure(.libvipsUnavailable(failure))
        }
        let selection = try PhotoSelection(input: input, settings: settings)
        self.settings = settings
        photos = selection.photos
        photoNames = selection.photos.map(\.fileName)
        issues = selection.issues
        sceneContext = ScenePlanner.context(photos: selection.photos, settings: settings)
    }

    /// A renderer without photos, for scenes that draw none. A frame with a layer that asks for a
    /// photo is a `RenderJob.Failure` (`layerNeedsPhoto`) naming the layer. Throws
    /// `RenderJob.Failure` when a setting is invalid, or when `settings.backdrop` names a photo.
    public init(settings: RenderSettings = RenderSettings()) throws {
        do { try settings.validate() } catch let invalid as InvalidSetting {
            throw RenderJob.Failure(.invalidSetting(invalid))
        }
        if let backdrop = settings.backdrop {
            let refusal = InvalidSetting(
                setting: "backdrop", value: UserText.quoted(backdrop),
                requirement: "names a photo, and this renderer has none")
            throw RenderJob.Failure(.invalidSetting(refusal))
        }
        do { try VipsRuntime.start() } catch let failure as VipsFailure {
            throw RenderJob.Failure(.libvipsUnavailable(failure))
        }
        self.settings = settings
        photos = []
        photoNames = []
        issues = []
        sceneContext = ScenePlanner.context(photos: [], settings: settings)
    }

    /// The scene a request names (a built-in one, or the app's own), built for these photos.
    public func scene(_ request: SceneRequest) throws -> any Scene {
        guard let scene = request.build(sceneContext) else {
            throw RenderJob.Failure(.unknownScene(name: request.name, known: SceneCatalog.names))
        }
        return scene
    }

    /// The frame's pixels.
    public func image(_ frame: SceneFrame) throws -> RenderedImage {
        let image = try compose(frame).image()
        return RenderedImage(width: image.width, height: image.height, channels: image.bands, bytes: try image.pixels())
    }

    /// The frame as a PNG file's bytes.
    public func png(_ frame: SceneFrame) throws -> [UInt8] {
        try PNGEncoder.encode(try compose(frame), compression: settings.pngCompression) { Array($0) }
    }

    /// The PNG bytes of every frame of `animation` at `fps` frames per second, with each frame's
    /// time: the frames a run writes into the animation's folder.
    public func pngs(of animation: SceneAnimation, fps: Double) throws -> [(time: Double, png: [UInt8])] {
        try animation.frameTimes(fps: fps).map { time in (time, try png(animation.frame(at: time))) }
    }

    private func compose(_ frame: SceneFrame) throws -> ComposedFrame {
        if let overrun = PixelBudget.problem(frame, scale: settings.scale) {
            throw RenderJob.Failure(
                .pixelBudgetExceeded(scene: "frame", frame: "at \(NumberText.plain(frame.time))", overrun))
        }
        if photos.isEmpty, let layer = PhotoRequest.firstLayerNeedingPhoto(frame.layers) {
            throw RenderJob.Failure(.layerNeedsPhoto(layer: layer.index, name: layer.name, content: layer.content))
        }
        for index in Set(frame.layers.flatMap(\.content.photos)) where !photos.indices.contains(index) {
            throw RenderJob.Failure(.missingPhoto(index: index, count: photos.count))
        }
        do {
            return try compositor(for: frame.canvas).compose(frame)
        } catch let failure as VipsFailure {
            throw RenderJob.Failure(.drawingFailed(output: .memory, failure))
        } catch let overrun as PixelBudget.Overrun {
            throw RenderJob.Failure(.frameTooLarge(output: .memory, overrun))
        }
    }

    private func compositor(for canvas: Size) -> FrameCompositor {
        let cover = FrameCompositor.pixelSize(canvas, settings.scale)
        return compositors.withLock { compositors in
            let key = "\(cover.width)x\(cover.height)"
            if let compositor = compositors[key] { return compositor }
            let library = PhotoLibrary(files: photos, cover: cover, limit: settings.inputPixelLimit)
            let compositor = FrameCompositor(scale: settings.scale, photos: library)
            compositors[key] = compositor
            return compositor
        }
    }
}
