import CardFoundation
import CardGeometry
import CardImaging
import CardSettings

/// Why a render stopped before it finished. Each case carries what its message needs, and the
/// error that caused it where there is one. The descriptions speak of settings by name; a
/// front end that takes them as options words the cases itself.
public enum RenderFailure: Error, Sendable, CustomStringConvertible {
    /// A setting is outside what a render accepts (`RenderSettings.validate()`); nothing was read or written.
    case invalidSetting(InvalidSetting)
    /// libvips could not be started.
    case libvipsUnavailable(VipsFailure)
    /// The output folder is the input folder or lies inside it.
    case outputInsideInput(output: String)
    /// The input folder could not be listed.
    case inputUnreadable(any Error)
    /// The input folder holds nothing that looks like a photo.
    case noPhotosFound(input: String)
    /// Not one photo of the input folder could be read.
    case noReadablePhotos(input: String)
    /// A strict run met a photo it could not use, so nothing was written.
    case strictInputProblem(InputIssue)
    /// The backdrop names no photo of the input folder; `suggestion` is empty or says which name was meant.
    case unknownBackdrop(name: String, input: String, suggestion: String)
    /// A shard draws only some frames, so it cannot write animated exports.
    case exportNeedsEveryFrame
    /// MP4 was the only export asked for and there is no ffmpeg.
    case ffmpegMissing
    case unknownScene(name: String, known: [String])
    case unknownAnimation(scene: String, name: String, known: [String])
    /// A scene, still or animation name that cannot name a file or folder of the output
    /// (`role`: "scene", "still" or "animation").
    case unusableName(role: String, name: String, problem: String)
    /// Two stills, animations or scenes of the run would write the same file or folder.
    case sameOutputPath(path: String)
    /// A layer draws a photo index past the photos there are.
    case missingPhoto(index: Int, count: Int)
    /// A layer of a frame draws a photo, and the renderer has none (`FrameRenderer(settings:)`):
    /// `layer` is the layer's index in the frame's layers, bottom first, and `name` the name its
    /// motion track gives it (`card 1`, `fill #2`).
    case layerNeedsPhoto(layer: Int, name: String, content: LayerContent)
    /// A planned still or frame (`frame`: the still's or the animation's name) that would not fit
    /// the pixel budget; nothing was drawn.
    case pixelBudgetExceeded(scene: String, frame: String, PixelBudget.Overrun)
    /// The output folder refused a write (a link, a folder where a file goes, a protected folder).
    case outputRefused(GuardedFolder.Refusal)
    /// Another run is writing into the output folder.
    case outputInUse(FolderLock.Held)
    /// A file in the output folder that no cardrender manifest lists stands where the run writes.
    case unclaimedOutputFile(UnclaimedOutputFile)
    /// A layer or frame grew past the pixel budget while it was drawn into `output` (a run's
    /// output folder, or memory for a `FrameRenderer`).
    case frameTooLarge(output: RenderDestination, PixelBudget.Overrun)
    /// libvips failed while frames were drawn into `output` (a run's output folder, or memory for
    /// a `FrameRenderer`).
    case drawingFailed(output: RenderDestination, VipsFailure)
    /// Any other error that stopped the run: a write that failed (a full disk), a font that could not load.
    case stopped(any Error)

    /// The failure in one line, naming the folder or file it concerns and what to do where it can.
    public var description: String {
        switch self {
        case let .invalidSetting(invalid): "\(invalid)"
        case let .libvipsUnavailable(failure): "\(failure)"
        case let .outputInsideInput(output):
            "\(output): the output folder is the input folder or inside it; choose another output folder"
        case let .inputUnreadable(error): "\(error)"
        case let .noPhotosFound(input): "\(input): no photos found (JPEG, PNG, WebP, TIFF, GIF or HEIF)"
        case let .noReadablePhotos(input): "\(input): none of the photos could be read"
        case let .strictInputProblem(issue): "\(issue.path): \(issue.reason) (strict: nothing was written)"
        case let .unknownBackdrop(name, input, suggestion):
            "backdrop \(UserText.quoted(name)): no photo in \(input) is called that\(suggestion)"
        case .exportNeedsEveryFrame:
            "animated exports need every frame: merge the shards first, then export the merged run"
        case .ffmpegMissing: "mp4 export: \(VideoWriter.missingReason); nothing was written"
        case let .unknownScene(name, known):
            "unknown scene \(UserText.quoted(name)) (known: \(known.joined(separator: ", ")))"
        case let .unknownAnimation(scene, name, known):
            "scene \(scene) has no animation \(UserText.quoted(name)) (it has: \(known.joined(separator: ", ")))"
        case let .unusableName(role, name, problem):
            "\(role) name \(UserText.quoted(name)) cannot name a file or folder: it \(problem)"
        case let .missingPhoto(index, count):
            "a layer draws photo \(index), but there \(count == 1 ? "is 1 photo" : "are \(count) photos") (indexes from 0)"
        case let .layerNeedsPhoto(layer, name, content):
            "\(PhotoRequest.words(layer: layer, name: name, content: content)), but this renderer has no photos; "
                + "create it with a photos folder (FrameRenderer(input:settings:))"
        case let .sameOutputPath(path):
            "\(path): two scenes, stills or animations of the run would write it; give them different names"
        case let .pixelBudgetExceeded(scene, frame, overrun):
            "\(scene) \(frame): \(overrun); lower the scale or the canvas size, or the scene's sizes"
        case let .outputRefused(refusal): "\(refusal)"
        case let .outputInUse(held): "\(held)"
        case let .unclaimedOutputFile(file): "\(file)"
        case let .frameTooLarge(output, overrun): "\(output): \(overrun)"
        case let .drawingFailed(output, failure): "\(output): \(failure)"
        case let .stopped(error): "\(error)"
        }
    }
}
