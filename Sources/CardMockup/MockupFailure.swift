import CardFoundation
import CardImaging
import CardRender
import CardSettings
/// Why a mockup, an animated mockup or a mockup set could not be made. Each case carries what
/// its message needs, and the error that caused it where there is one. The descriptions speak of
/// settings by name; a front end that takes them as options words the cases itself.
public enum MockupFailure: Error, Sendable, CustomStringConvertible {
    /// A setting is outside what a mockup accepts (`MockupSettings.validate()`, or an animated
    /// mockup's or a set's `fps` or `loop`); nothing was read or written.
    case invalidSetting(InvalidSetting)
    case libvipsUnavailable(VipsFailure)
    /// The input folder could not be listed.
    case inputUnreadable(any Error)
    case noReadablePhotos(input: String)
    /// The backdrop names no photo of the input folder; `suggestion` is empty or says which name was meant.
    case unknownBackdrop(name: String, input: String, suggestion: String)
    /// The backdrop names a photo that cannot be read.
    case unreadableBackdrop(name: String)
    /// The output folder is the input folder or lies inside it.
    case outputInsideInput(output: String)
    /// The title font file (`MockupSettings.font`) cannot be used; nothing was drawn.
    case unusableFont(path: String, problem: FontFile.Problem)
    /// The blurred background photo's number (from 1) is past the photos there are.
    case backgroundPhotoOutOfRange(number: Int, photos: Int)
    /// A photo the mockup draws could not be decoded.
    case inputProblem(InputIssue)
    case unknownScene(name: String, known: [String])
    case unknownAnimation(scene: String, name: String, known: [String])
    /// An animated mockup of a scene with no animation chosen; `known`: the scene's animations.
    case animationNeeded(known: [String])
    /// Animated exports were asked for with no animation chosen.
    case exportNeedsAnimation
    /// An App Preview of a format that is not a portrait iPhone or iPad size.
    case appPreviewFormat(String)
    /// MP4 was asked for and there is no ffmpeg; nothing was written.
    case ffmpegMissing
    /// A mockup set asks for MP4 and there is no ffmpeg; nothing was written.
    case ffmpegMissingForSet
    case emptySet
    case tooManyImages(Int)
    case tooManyAnimatedFiles(Int)
    /// Any other error that stopped the mockup: the output folder refused a write, a write failed.
    case stopped(any Error)

    /// The App Preview sizes, as a message lists them.
    public static let appPreviewSizes = "iphone-6.9, iphone-6.7, iphone-6.5, iphone-6.5-1242, ipad-13"

    /// The failure in one line, naming the path or setting it concerns.
    public var description: String {
        switch self {
        case let .invalidSetting(invalid): "\(invalid)"
        case let .libvipsUnavailable(failure): "\(failure)"
        case let .inputUnreadable(error): "\(error)"
        case let .noReadablePhotos(input): "\(input): no photos that can be read"
        case let .unknownBackdrop(name, input, suggestion):
            "backdrop \(UserText.quoted(name)): no photo in \(input) is called that\(suggestion)"
        case let .unreadableBackdrop(name): "backdrop \(UserText.quoted(name)): that photo cannot be read"
        case let .outputInsideInput(output):
            "\(output): the output folder is the input folder or inside it; choose another output folder"
        case let .unusableFont(path, problem): "font \(path): \(problem)"
        case let .backgroundPhotoOutOfRange(number, photos): "background photo \(number): there are \(photos) photos"
        case let .inputProblem(issue): "\(issue.path): \(issue.reason)"
        case let .unknownScene(name, known):
            "unknown scene \(UserText.quoted(name)) (known: \(known.joined(separator: ", ")))"
        case let .unknownAnimation(scene, name, known):
            "scene \(scene) has no animation \(UserText.quoted(name)) (it has: \(known.joined(separator: ", ")))"
        case let .animationNeeded(known):
            "an animated mockup shows an animation: name it (\(known.joined(separator: ", ")))"
        case .exportNeedsAnimation: "animated exports show an animation inside the mockup: name the animation"
        case let .appPreviewFormat(format):
            "app-preview: App Previews are portrait iPhone and iPad sizes (\(Self.appPreviewSizes)), not \(format)"
        case .ffmpegMissing: "mp4 export: \(VideoWriter.missingReason); nothing was written"
        case .ffmpegMissingForSet: "mp4: \(VideoWriter.missingReason); nothing was written"
        case .emptySet: "the mockup set makes no images (no formats, languages or shots)"
        case let .tooManyImages(count): "the mockup set makes \(count) images; at most \(MockupSet.maxImages)"
        case let .tooManyAnimatedFiles(count):
            "the mockup set makes \(count) animated files; at most \(MockupSet.maxAnimated)"
        case let .stopped(error): "\(error)"
        }
    }
}
