import CardGeometry
import CardImaging

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

    /// `source` (8-bit RGB) covering width × height, centred, drawn into the top-left width ×
    /// height pixels of `canvas` (opaque): a card paints its photo in place.
    func draw(photo: Int, source: VImage, width: Int, height: Int, on canvas: Canvas) throws {
        let scale = Self.scale(source, width, height)
        if scale > 1, scale <= Self.bilinearLimit {
            canvas.fill(.black, width: width, height: height)
            return try magnify(photo: photo, source: source, scale: scale, width: width, height: height, on: canvas)
        }
        let part = try resized(photo: photo, source: source, scale: scale, width: width, height: height)
        let shown = PixelRect(
            x: part.left, y: part.top, width: min(width, part.image.width - part.left),
            height: min(height, part.image.height - part.top))
        // Every pixel is written: black where a photo came out short (none should).
        if shown.width < width || shown.height < height { canvas.fill(.black, width: width, height: height) }
        if !shown.isEmpty { try canvas.place(part.image, x: 0, y: 0, from: shown) }
    }

    private static func scale(_ source: VImage, _ width: Int, _ height: Int) -> Double {
        max(Double(width) / Double(source.width), Double(height) / Double(source.height))
    }

    /// The photo resized by libvips (cached by scale) and where in it the box lies, centred.
    private func resized(
        photo: Int, source: VImage, scale: Double, width: Int, height: Int
    ) throws -> (image: VImage, left: Int, top: Int) {
        let resized = try scaled.value(for: Key(photo: photo, scale: scale)) {
            try source.resized(by: scale).castUChar().materialized("scaling a photo")
        }
        // Rounding can leave the resized photo a pixel short of the box: let thumbnail cover it.
        guard resized.width >= width, resized.height >= height else {
            return (try source.thumbnail(width: width, height: height, crop: true), 0, 0)
        }
        return (resized, (resized.width - width) / 2, (resized.height - height) / 2)
    }

    /// The photo enlarged by `scale` about its centre, the box's pixel centres mapped back onto
    /// it, drawn over the top-left width × height pixels of `canvas`.
    private func magnify(photo: Int, source: VImage, scale: Double, width: Int, height: Int, on canvas: Canvas) throws {
        let texture = try textures.value(for: photo) { try Canvas.copyingWithEdges(source) }
        // Box pixel x lies at (x + left) / scale in the photo, one more in the framed texture.
        let left = (Double(source.width) * scale - Double(width)) / 2
        let top = (Double(source.height) * scale - Double(height)) / 2
        canvas.draw(
            texture, inverse: [1 / scale, 0, left / scale + 1, 0, 1 / scale, top / scale + 1], width: width,
            height: height)
    }
}
