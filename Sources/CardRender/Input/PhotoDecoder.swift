import CVipsShim

/// Reads photos: a cheap header check for every input, and a full decode, once, of the photos
/// that are drawn.
enum PhotoDecoder {
    /// sharp's default limit: width × height above this is refused from the header, before decoding.
    static let defaultMaxPixels = 268_402_689

    /// What the header says, once checked.
    struct Header {
        /// Width and height once the photo is upright (EXIF orientations 5–8 swap them).
        var uprightWidth: Int
        var uprightHeight: Int
    }

    /// Reads only the header: fails on an unreadable header or a size over `maxPixels`, without
    /// decoding a single pixel (a decompression bomb is refused here).
    static func header(_ photo: PhotoFile, maxPixels: Int = defaultMaxPixels) throws -> Header {
        try Trace.span(.header, photo.path) { try readHeader(photo, maxPixels: maxPixels) }
    }

    private static func readHeader(_ photo: PhotoFile, maxPixels: Int) throws -> Header {
        try reportingIssues(photo) {
            let header = try VImage.make("reading the header") { cr_open(photo.path, $0) }
            let (width, height) = (header.width, header.height)
            guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= maxPixels,
                  !width.multipliedReportingOverflow(by: height).overflow else {
                throw VipsFailure(step: "checking the size", detail: "\(width)×\(height) is more than the limit of \(maxPixels) pixels (--max-input-pixels)")
            }
            let swap = vips_image_get_orientation_swap(header.pointer) != 0
            return Header(uprightWidth: swap ? height : width, uprightHeight: swap ? width : height)
        }
    }

    /// An upright 8-bit sRGB image without alpha (transparent photos are flattened onto white),
    /// just large enough to cover `cover` (width, height in pixels), computed into memory. A
    /// truncated or corrupt file fails here rather than leaving a grey band in a frame.
    static func decode(_ photo: PhotoFile, cover: (width: Int, height: Int), maxPixels: Int = defaultMaxPixels) throws -> VImage {
        try Trace.span(.decode, photo.path) { try decodeCovering(photo, cover: cover, maxPixels: maxPixels) }
    }

    private static func decodeCovering(_ photo: PhotoFile, cover: (width: Int, height: Int), maxPixels: Int) throws -> VImage {
        let upright = try header(photo, maxPixels: maxPixels)
        return try reportingIssues(photo) {
            let w = Double(upright.uprightWidth), h = Double(upright.uprightHeight)
            let shrink = min(1, max(Double(cover.width) / w, Double(cover.height) / h))
            let target = (max(1, Int((w * shrink).rounded(.up))), max(1, Int((h * shrink).rounded(.up))))
            // Shrink-on-load, auto-rotation and colour management happen in libvips's thumbnail.
            var image = try VImage.make("decoding") { cr_thumbnail(photo.path, $0, Int32(target.0), Int32(target.1), 0) }
            image = try image.toSRGB()
            if image.hasAlpha { image = try image.flattened(onto: (255, 255, 255)) }
            image = try image.castUChar()
            return try image.materialized("decoding")
        }
    }

    private static func reportingIssues<T>(_ photo: PhotoFile, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as VipsFailure {
            throw InputIssue(path: photo.path, reason: "\(failure.step) failed: \(failure.detail)", severity: .failed)
        }
    }
}
