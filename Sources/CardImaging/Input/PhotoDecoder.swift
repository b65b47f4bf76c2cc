import CardSettings
import CVipsShim
import CardGeometry
import CardFoundation

/// Reads photos: a cheap header check for every input, and a full decode, once, of the photos
/// that are drawn. Both open the file afresh (see `InputFile`) and check what they read from that
/// descriptor, so a file replaced after the folder was scanned is checked again, never trusted.
package enum PhotoDecoder {
    package static let defaultMaxPixels = PhotoLimits.defaultMaxPixels

    /// What the header says, once checked.
    package struct Header {
        /// Width and height once the photo is upright (EXIF orientations 5–8 swap them).
        package var uprightWidth: Int
        package var uprightHeight: Int
        /// Bytes the whole image takes decoded: width × height × bands × bytes per band.
        var decodedBytes: Int
    }

    /// Reads only the header: fails on an unreadable header or a size over `limit`, without
    /// decoding a single pixel (a decompression bomb is refused here).
    package static func header(_ photo: PhotoFile, limit: PixelLimit = PixelLimit()) throws -> Header {
        try Trace.span(.header, photo.path) { try readHeader(photo, limit: limit) }
    }

    private static func readHeader(_ photo: PhotoFile, limit: PixelLimit) throws -> Header {
        try reportingIssues(photo) {
            let file = try openChecked(photo)
            return try header(of: file, limit: limit)
        }
    }

    /// An upright 8-bit sRGB image without alpha (transparent photos are flattened onto white),
    /// just large enough to cover `cover` (width, height in pixels), computed into memory. A
    /// truncated or corrupt file fails here rather than leaving a grey band in a frame. The decode
    /// waits for its decoded size in the shared `DecodeBudget`.
    package static func decode(
        _ photo: PhotoFile, cover: (width: Int, height: Int), limit: PixelLimit = PixelLimit()
    ) throws -> VImage {
        try Trace.span(.decode, photo.path) { try decodeCovering(photo, cover: cover, limit: limit) }
    }

    private static func decodeCovering(
        _ photo: PhotoFile, cover: (width: Int, height: Int), limit: PixelLimit
    ) throws -> VImage {
        try reportingIssues(photo) {
            let file = try openChecked(photo)
            let upright = try header(of: file, limit: limit)
            let w = Double(upright.uprightWidth), h = Double(upright.uprightHeight)
            let shrink = min(1, max(Double(cover.width) / w, Double(cover.height) / h))
            let target = (max(1, WholeNumber.clamped(w * shrink, .up)), max(1, WholeNumber.clamped(h * shrink, .up)))
            return try DecodeBudget.shared.withReservation(upright.decodedBytes) {
                // Shrink-on-load, auto-rotation and colour management happen in libvips's thumbnail,
                // reading the descriptor that was just checked.
                let source = try file.source()
                var image = try VImage.make("decoding") {
                    cr_thumbnail_source(source.pointer, $0, Int32(target.0), Int32(target.1), 0)
                }
                image = try image.toSRGB()
                if image.hasAlpha { image = try image.flattened(onto: (255, 255, 255)) }
                image = try image.castUChar()
                return try image.materialized("decoding")
            }
        }
    }

    /// Opens the photo and checks, on the open file, what `PhotoFolder` checked on the path:
    /// a regular file, a supported loader, PNG chunks that fit.
    static func openChecked(_ photo: PhotoFile) throws -> InputFile {
        let file: InputFile
        do { file = try InputFile.open(photo.rawPath) } catch { throw VipsFailure(step: "opening", detail: "\(error)") }
        if let problem = PhotoFolder.contentProblem(file) {
            throw VipsFailure(step: "reading the header", detail: problem.reason)
        }
        return file
    }

    static func header(of file: InputFile, limit: PixelLimit) throws -> Header {
        let source = try file.source()
        let header = try VImage.make("reading the header") { cr_open_source(source.pointer, $0) }
        let (width, height) = (header.width, header.height)
        if let problem = PNGChunkCheck.sizeProblem(width: width, height: height, limit: limit) {
            throw VipsFailure(step: "checking the size", detail: problem)
        }
        let swap = cr_image_get_orientation_swap(header.pointer) != 0
        let bytesPerBand = Int(cr_format_sizeof(cr_image_get_format(header.pointer)))
        let decoded =
            width.multipliedReportingOverflow(by: height).partialValue * max(1, header.bands) * max(1, bytesPerBand)
        return Header(uprightWidth: swap ? height : width, uprightHeight: swap ? width : height, decodedBytes: decoded)
    }

    static func reportingIssues<T>(_ photo: PhotoFile, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as VipsFailure {
            throw InputIssue(path: photo.path, reason: "\(failure.step) failed: \(failure.detail)", severity: .failed)
        }
    }
}
