import CardFoundation
import CardImaging
import CardSettings

/// The photos of an input folder a run may draw, in the order the scenes take them, with their
/// captions and labels: every header is checked (cheap), and only the photos a frame draws are
/// decoded later. Also each photo's upright pixel size, the problems found, and what to tell
/// about names that matched no photo (the photo order, the captions).
struct PhotoSelection {
    var photos: [PhotoFile]
    var pixelSizes: [String: (width: Int, height: Int)]
    var issues: [InputIssue]
    var notices: [RunNotice]

    init(input: String, settings: RenderSettings) throws {
        let listing: PhotoFolder.Listing
        do { listing = try PhotoFolder.scan(input) } catch { throw RenderJob.Failure(.inputUnreadable(error)) }
        var issues = listing.issues
        guard !listing.photos.isEmpty else {
            throw RenderJob.Failure(.noPhotosFound(input: input), issues: issues)
        }

        // The order the scenes take the photos in; a listed name that is no photo is said.
        let (ordered, unknownNames) = settings.order.apply(to: listing.photos)
        let orderNotices = unknownNames.map(RunNotice.unknownOrderName)

        if let backdrop = settings.backdrop, !listing.photos.contains(where: { $0.isCalled(backdrop) }) {
            throw RenderJob.Failure(
                .unknownBackdrop(
                    name: backdrop, input: input, suggestion: PhotoFile.suggestion(for: backdrop, in: listing.photos)),
                issues: issues)
        }

        // Every header is checked (cheap); only the photos a frame draws are decoded.
        var candidates: [PhotoFile] = []
        var pixelSizes: [String: (width: Int, height: Int)] = [:]
        for photo in ordered {
            do {
                let header = try PhotoDecoder.header(photo, limit: settings.inputPixelLimit)
                pixelSizes[photo.path] = (header.uprightWidth, header.uprightHeight)
                candidates.append(photo)
            } catch let issue as InputIssue {
                issues.append(issue)
            }
        }
        guard !candidates.isEmpty else {
            throw RenderJob.Failure(.noReadablePhotos(input: input), issues: issues)
        }

        // Captions, attached to each photo by file name; a key that names no photo is said.
        // What each card shows of it (the labels setting).
        photos = candidates.map {
            var photo = $0
            photo.caption = settings.captions.caption(for: photo)
            return settings.labels.apply(to: photo)
        }
        self.pixelSizes = pixelSizes
        self.issues = issues
        notices = settings.captions.unmatched(listing.photos).map(RunNotice.unmatchedCaption) + orderNotices
    }
}
