import CardGeometry

/// Photos cover-cropped to a layer's size (as `scaleAspectFill`).
///
/// Shrinking goes through libvips's resize (a Lanczos kernel, no aliasing) and reuses one resize
/// for every width that needs the same scale: while a deck re-lays out, a card's width changes by
/// a pixel a frame at the same height, so its photo is scaled by the same factor each time and
/// only cropped differently.
///
/// Enlarging by up to 2× samples the photo bilinearly with the compositor's kernel, as Core
/// Animation magnifies a layer's contents (its default `magnificationFilter` is linear): a card
/// that grows asks for a new scale every frame, and this costs a tenth of a libvips resize.
/// Past 2× bilinear facets show on diagonal edges, so libvips's bicubic enlarges there.
final class CoverCrop: Sendable {
    private struct Key: Hashable, Sendable {
        var photo: Int
        var scale: Double
    }

    /// The largest enlargement sampled bilinearly.
    static let bilinearLimit = 2.0

    private let scaled = RecentCache<Key, VImage>(capacity: 4)
    private let textures = RecentCache<Int, Canvas>(capacity: 4)

    /// `source` (8-bit RGB) covering width × height, centred: opaque premultiplied RGBA when
    /// enlarged bilinearly, else 8-bit RGB.
    func image(photo: Int, source: VImage, width: Int, height: Int) throws -> VImage {
        let scale = max(Double(width) / Double(source.width), Double(height) / Double(source.height))
        if scale > 1, scale <= Self.bilinearLimit { return try magnified(photo: photo, source: source, scale: scale, width: width, height: height) }
        let resized = try scaled.value(for: Key(photo: photo, scale: scale)) {
            try source.resized(by: scale).castUChar().materialized("scaling a photo")
        }
        // Rounding can leave the resized photo a pixel short of the box: let thumbnail cover it.
        guard resized.width >= width, resized.height >= height else {
            return try source.thumbnail(width: width, height: height, crop: true)
        }
        return try resized.cropped(left: (resized.width - width) / 2, top: (resized.height - height) / 2, width: width, height: height)
    }

    /// The photo enlarged by `scale` about its centre, the box's pixel centres mapped back onto it.
    private func magnified(photo: Int, source: VImage, scale: Double, width: Int, height: Int) throws -> VImage {
        let texture = try textures.value(for: photo) { try Canvas.copyingWithEdges(source) }
        // Box pixel x lies at (x + left) / scale in the photo, one more in the framed texture.
        let left = (Double(source.width) * scale - Double(width)) / 2
        let top = (Double(source.height) * scale - Double(height)) / 2
        let canvas = Canvas.filled(.black, width: width, height: height)
        canvas.draw(texture, inverse: [1 / scale, 0, left / scale + 1, 0, 1 / scale, top / scale + 1])
        return try canvas.intoImage()
    }
}
