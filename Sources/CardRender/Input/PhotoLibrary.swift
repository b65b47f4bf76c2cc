import CardGeometry
import CardImaging
import CardSettings
import Synchronization

/// The photos of a run, each decoded only when a frame draws it. The most recently used ones
/// stay decoded (a frame draws at most a dozen, and painted layers are cached besides); an older
/// one is decoded again if it is drawn again, so a folder of thousands keeps memory flat.
///
/// Every photo is decoded to cover the whole canvas (no layer is larger), whichever scenes are
/// rendered: a scene's pixels never depend on what else the same run renders.
package final class PhotoLibrary: Sendable {
    package struct Decoded: @unchecked Sendable {
        var file: PhotoFile
        package var image: VImage
    }

    let files: [PhotoFile]
    /// The canvas in pixels: the size every photo is decoded to cover.
    let cover: (width: Int, height: Int)
    /// The pixel limit every photo, and every image file a layer shows, is read within.
    let limit: PixelLimit
    private let decodedPhotos = RecentCache<Int, Decoded>(capacity: 16)

    package init(files: [PhotoFile], cover: (width: Int, height: Int), limit: PixelLimit = PixelLimit()) {
        self.files = files
        self.cover = cover
        self.limit = limit
    }

    /// Photo `index`, decoded; a photo the input does not have is an error, not a crash.
    package func decoded(_ index: Int) throws -> Decoded {
        guard files.indices.contains(index) else { throw MissingPhoto(index: index, count: files.count) }
        return try decodedPhotos.value(for: index) {
            let file = files[index]
            return Decoded(file: file, image: try PhotoDecoder.decode(file, cover: cover, limit: limit))
        }
    }
}

/// A layer drew a photo by an index the input does not have.
public struct MissingPhoto: Error, Sendable, Equatable, CustomStringConvertible {
    /// The index the layer asked for.
    public var index: Int
    /// How many photos the input has.
    public var count: Int

    /// `there is no photo 5: the input has 2 photos, numbered 0 to 1`.
    public var description: String {
        count == 0
            ? "there is no photo \(index): the input has no photos"
            : "there is no photo \(index): the input has \(count) photo\(count == 1 ? "" : "s"), numbered 0 to \(count - 1)"
    }
}
