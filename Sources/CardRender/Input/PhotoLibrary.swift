import CardGeometry
import Synchronization

/// The photos of a run, each decoded at most once and only when a frame draws it.
///
/// Every photo is decoded to cover the whole canvas (no layer is larger), whichever scenes are
/// rendered: a scene's pixels never depend on what else the same run renders.
final class PhotoLibrary: Sendable {
    struct Decoded: @unchecked Sendable {
        var file: PhotoFile
        var image: VImage
    }

    let files: [PhotoFile]
    /// The canvas in pixels: the size every photo is decoded to cover.
    let cover: (width: Int, height: Int)
    private let maxPixels: Int
    private let decodedPhotos = Mutex([Int: Decoded]())

    init(files: [PhotoFile], cover: (width: Int, height: Int), maxPixels: Int = PhotoDecoder.defaultMaxPixels) {
        self.files = files
        self.cover = cover
        self.maxPixels = maxPixels
    }

    func decoded(_ index: Int) throws -> Decoded {
        if let hit = decodedPhotos.withLock({ $0[index] }) { return hit }
        let file = files[index]
        let image = try PhotoDecoder.decode(file, cover: cover, maxPixels: maxPixels)
        let decoded = Decoded(file: file, image: image)
        decodedPhotos.withLock { $0[index] = decoded }
        return decoded
    }
}
