import CardFormats
import CardFoundation
import CardGeometry
import CardImaging
import CardRender
import CardSettings
import Foundation

/// `cardrender mockup`: one marketing image from a folder of photos, written atomically as PNG
/// tagged sRGB.
public struct MockupJob: Sendable {
    /// The folder of photos.
    public let input: String
    /// The PNG file to write; its folder gets a manifest listing it, and must not be the input folder
    /// or lie inside it.
    public let output: String
    /// The scene, moment, format, background and text.
    public let settings: MockupSettings

    /// A job drawing a mockup of the photos in `input` into the file `output`. Nothing is read until `run`.
    public init(input: String, output: String, settings: MockupSettings) {
        self.input = input
        self.output = output
        self.settings = settings
    }

    /// Why the mockup could not be made.
    public typealias Failure = MockupFailure

    /// What a finished mockup is.
    public struct Summary: Sendable {
        /// The image's width, in pixels.
        public var width: Int
        /// The image's height, in pixels.
        public var height: Int
        /// The photos that could be read and were available to the scene.
        public var photos: Int
        /// Input problems that did not stop the mockup (files skipped or failed).
        public var issues: [InputIssue]
        /// Things worth telling that did not stop the mockup: captions naming no photo, text no font draws.
        public var notices: [RunNotice]
    }

    /// Checks the settings, reads the photos' headers, draws the mockup and writes it as an sRGB PNG,
    /// then the manifest. Throws `MockupFailure`; a file where the mockup goes that no cardrender
    /// manifest lists is never replaced.
    public func run() throws -> Summary {
        do { try settings.validate() } catch let invalid as InvalidSetting { throw Failure.invalidSetting(invalid) }
        let font = try MockupFont.load(settings)
        let loaded = try MockupPhotos.load(
            input, captions: settings.captions, limit: settings.inputPixelLimit, backdrop: settings.backdrop)
        let parent = (output as NSString).deletingLastPathComponent
        if OutputFolder.isSameOrInside(parent.isEmpty ? "." : parent, input) {
            throw Failure.outputInsideInput(output: parent.isEmpty ? "." : parent)
        }
        let drawn = try Self.draw(settings, photos: loaded.photos, font: font)
        let image = drawn.image
        do {
            // Never into the photos: the next render would take the mockup for a photo.
            let entry = Manifest.Entry(
                path: (output as NSString).lastPathComponent, kind: .mockup, scene: settings.scene,
                animation: settings.animation, time: drawn.time, mockupFormat: settings.format.name)
            try MockupOutput(root: parent.isEmpty ? "." : parent, input: input)
                .write([entry], settings: settings.manifestSettings, photos: loaded.photos, issues: loaded.issues) {
                    _, path in
                    try image.savePNG(to: path, compression: settings.pngCompression, colour: .sRGB)
                }
        } catch {
            throw Failure.stopped(error)
        }
        var notices = loaded.notices
        do {
            notices += try UndrawableTextNotices.mockup(settings, font: font)
        } catch {
            throw Failure.stopped(error)
        }
        return Summary(
            width: image.width, height: image.height, photos: loaded.photos.count, issues: loaded.issues,
            notices: notices)
    }

    /// One mockup of `photos` (headers already checked) as 8-bit RGB, and the moment of the
    /// animation it shows (nil for the still). `font`: `settings.font`, read.
    static func draw(
        _ settings: MockupSettings, photos: [PhotoFile], font: FontFile?
    ) throws -> (image: VImage, time: Double?) {
        var settings = settings
        if let canvas = settings.canvas { settings.format = settings.format.oriented(like: canvas) }
        // Photos decoded once, large enough for the scene and for a full-bleed background.
        let k = settings.resolvedDensity
        let library = PhotoLibrary(
            files: photos, cover: settings.format.pixels(density: k), limit: settings.inputPixelLimit)
        if case let .blurredPhoto(index, _, _) = settings.background, !(0..<photos.count).contains(index) {
            throw Failure.backgroundPhotoOutOfRange(number: index + 1, photos: photos.count)
        }
        let renderer = MockupRenderer(settings: settings, photos: library, font: font)
        do {
            let plan = try renderer.plan()
            let moment = try MockupMoment(settings: settings, photos: photos, plan: plan)
            let time = settings.time ?? moment.showcaseTime
            let image = try renderer.render(
                moment.still(at: settings.time), plan: plan, background: renderer.background())
            return (image, moment.animation == nil ? nil : time)
        } catch let failure as Failure {
            throw failure
        } catch let issue as InputIssue {
            throw Failure.inputProblem(issue)
        } catch {
            throw Failure.stopped(error)
        }
    }
}

/// The photos a mockup may draw: the input folder's readable ones, captioned, in input order.
struct MockupPhotos {
    var photos: [PhotoFile]
    /// Files skipped or failed.
    var issues: [InputIssue]
    /// Captions that name no photo.
    var notices: [RunNotice]

    /// `backdrop`, when given, must name one of the readable photos.
    static func load(
        _ input: String, captions: CaptionSet, limit: PixelLimit, backdrop: String? = nil
    ) throws -> MockupPhotos {
        do { try VipsRuntime.start() } catch let failure as VipsFailure {
            throw MockupFailure.libvipsUnavailable(failure)
        }
        let listing: PhotoFolder.Listing
        do { listing = try PhotoFolder.scan(input) } catch { throw MockupFailure.inputUnreadable(error) }
        var issues = listing.issues
        var photos: [PhotoFile] = []
        for var photo in listing.photos {
            do {
                _ = try PhotoDecoder.header(photo, limit: limit)
                photo.caption = captions.caption(for: photo)
                photos.append(photo)
            } catch let issue as InputIssue {
                issues.append(issue)
            }
        }
        guard !photos.isEmpty else { throw MockupFailure.noReadablePhotos(input: input) }
        if let name = backdrop, Self.index(of: name, in: photos) == nil {
            guard listing.photos.contains(where: { $0.isCalled(name) }) else {
                throw MockupFailure.unknownBackdrop(
                    name: name, input: input, suggestion: PhotoFile.suggestion(for: name, in: listing.photos))
            }
            throw MockupFailure.unreadableBackdrop(name: name)
        }
        var notices = captions.unmatched(listing.photos).map(RunNotice.unmatchedCaption)
        do {
            notices += try UndrawableTextNotices.cards(photos)
        } catch {
            throw MockupFailure.stopped(error)
        }
        return MockupPhotos(photos: photos, issues: issues, notices: notices)
    }

    /// The photo called `name` (by file name, or without its extension) among `photos`.
    static func index(of name: String, in photos: [PhotoFile]) -> Int? {
        photos.firstIndex { $0.fileName == name } ?? photos.firstIndex { $0.isCalled(name) }
    }
}
