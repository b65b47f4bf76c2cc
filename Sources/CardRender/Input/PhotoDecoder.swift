import CVipsShim

/// Decodes photos once, at the smallest size that still covers every card that shows them.
enum PhotoDecoder {
    /// sharp's default limit: width × height above this is refused from the header, before decoding.
    static let defaultMaxPixels = 268_402_689

    /// An upright 8-bit sRGB image without alpha (transparent photos are flattened onto white),
    /// large enough to cover `cover` (width, height in pixels), computed into memory.
    static func decode(_ photo: PhotoFile, cover: (width: Int, height: Int), maxPixels: Int = defaultMaxPixels) throws -> VImage {
        do {
            let header = try VImage.make("reading the header") { cr_open(photo.path, $0) }
            let pixels = header.width * header.height
            guard pixels <= maxPixels else {
                throw VipsFailure(step: "checking the size", detail: "\(header.width)×\(header.height) is more than the limit of \(maxPixels) pixels")
            }
            // EXIF orientations 5–8 swap width and height once the photo is upright.
            let swap = vips_image_get_orientation_swap(header.pointer) != 0
            let upright = swap ? (header.height, header.width) : (header.width, header.height)
            let shrink = min(1, max(Double(cover.width) / Double(upright.0), Double(cover.height) / Double(upright.1)))
            let target = (Int((Double(upright.0) * shrink).rounded(.up)), Int((Double(upright.1) * shrink).rounded(.up)))

            var image = try VImage.make("decoding") { cr_thumbnail(photo.path, $0, Int32(max(1, target.0)), Int32(max(1, target.1)), 0) }
            image = try image.toSRGB()
            if image.hasAlpha { image = try image.flattened(onto: (255, 255, 255)) }
            image = try image.castUChar()
            return try image.materialized("decoding")
        } catch let failure as VipsFailure {
            throw InputIssue(path: photo.path, reason: "\(failure.step) failed: \(failure.detail)", severity: .failed)
        }
    }
}
