import CardFoundation
import CardImaging
/// Something a run tells its user that did not stop it. The descriptions speak of settings by
/// name; a front end that takes them as options words the cases itself.
public enum RunNotice: Sendable, Equatable, CustomStringConvertible {
    /// A name in the photo order that is no photo of the input folder.
    case unknownOrderName(String)
    /// A captions entry for a file that is no photo of the input folder.
    case unmatchedCaption(String)
    /// MP4 was skipped for want of ffmpeg; the other animated exports were written.
    case mp4Skipped
    /// A text with a character no shipped font draws.
    case undrawableText(UndrawableText)
    /// A photo shown much larger than it is: `tenths` is the largest enlargement, in tenths.
    case softPhoto(path: String, width: Int, height: Int, tenths: Int)
    /// Files an earlier run wrote into `folder` that this run does not make, removed; `example` is the first.
    case removedEarlierFiles(count: Int, folder: String, example: String)

    /// The notice in one line, naming the file or setting it concerns.
    public var description: String {
        switch self {
        case let .unknownOrderName(name): "photo order: no photo is called \"\(name)\""
        case let .unmatchedCaption(name): "captions: no photo is called \(UserText.quoted(name))"
        case .mp4Skipped: "mp4 skipped: \(VideoWriter.missingReason); the other exports were written"
        case let .undrawableText(text): "\(text)"
        case let .softPhoto(path, width, height, tenths):
            "\(path): \(width)×\(height) pixels is shown up to \(tenths / 10).\(tenths % 10)× its size and will look soft"
        case let .removedEarlierFiles(count, folder, example):
            "removed \(count) file\(count == 1 ? "" : "s") an earlier run wrote into \(folder) that this run does not make (e.g. \(example))"
        }
    }
}
