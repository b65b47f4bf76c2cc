import CardGeometry
import Synchronization

/// The photos of a run, each decoded at most once and only when a frame draws it.
final class PhotoLibrary: Sendable {
    struct Decoded: @unchecked Sendable {
        var file: PhotoFile
        var image: VImage
    }

    let files: [PhotoFile]
    /// Per photo index, the largest pixel size any frame draws it at.
    private let coverSizes: [Int: (width: Int, height: Int)]
    private let maxPixels: Int
    private let decodedPhotos = Mutex([Int: Decoded]())

    init(files: [PhotoFile], coverSizes: [Int: (width: Int, height: Int)], maxPixels: Int = PhotoDecoder.defaultMaxPixels) {
        self.files = files
        self.coverSizes = coverSizes
        self.maxPixels = maxPixels
    }

    func decoded(_ index: Int) throws -> Decoded {
        if let hit = decodedPhotos.withLock({ $0[index] }) { return hit }
        let file = files[index]
        let cover = coverSizes[index] ?? (1, 1)
        let image = try PhotoDecoder.decode(file, cover: cover, maxPixels: maxPixels)
        let decoded = Decoded(file: file, image: image)
        decodedPhotos.withLock { $0[index] = decoded }
        return decoded
    }

    /// The largest pixel size at which each photo appears in `frames`.
    static func coverSizes(of frames: [SceneFrame], scale: Double) -> [Int: (width: Int, height: Int)] {
        var sizes: [Int: (width: Int, height: Int)] = [:]
        for frame in frames {
            for layer in frame.layers {
                let w = Int((layer.size.width * scale).rounded(.up)), h = Int((layer.size.height * scale).rounded(.up))
                for photo in layer.content.photos {
                    let old = sizes[photo] ?? (0, 0)
                    sizes[photo] = (max(old.width, w), max(old.height, h))
                }
            }
        }
        return sizes
    }
}
