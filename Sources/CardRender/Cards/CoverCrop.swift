/// Photos cover-cropped to a layer's size (as `scaleAspectFill`), reusing one resize for every
/// width that needs the same scale.
///
/// Why: while a deck re-lays out, a card's width changes by a pixel a frame at the same height.
/// Its photo is then scaled by the same factor each time and only cropped differently, so the
/// resize is done once and each width is just a crop.
final class CoverCrop: Sendable {
    private struct Key: Hashable, Sendable {
        var photo: Int
        var scale: Double
    }

    private let scaled = RecentCache<Key, VImage>(capacity: 4)

    /// `source` (8-bit RGB) covering width × height, centred.
    func image(photo: Int, source: VImage, width: Int, height: Int) throws -> VImage {
        let scale = max(Double(width) / Double(source.width), Double(height) / Double(source.height))
        let resized = try scaled.value(for: Key(photo: photo, scale: scale)) {
            try source.resized(by: scale).castUChar().materialized("scaling a photo")
        }
        // Rounding can leave the resized photo a pixel short of the box: let thumbnail cover it.
        guard resized.width >= width, resized.height >= height else {
            return try source.thumbnail(width: width, height: height, crop: true)
        }
        return try resized.cropped(left: (resized.width - width) / 2, top: (resized.height - height) / 2, width: width, height: height)
    }
}
