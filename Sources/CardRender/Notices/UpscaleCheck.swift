import CardGeometry
import CardImaging

/// Photos shown much larger than they are: a 200×133 photo as a full-screen backdrop is blown up
/// twelve times and looks soft. Said once per photo, not an error.
enum UpscaleCheck {
    /// Enlargements above this are said.
    static let limit = 2.0

    /// `sizes`: each drawn photo's pixel size (upright), by index in the run's photo order.
    static func notices(
        frames: [SceneFrame], scale: Double, photos: [PhotoFile], sizes: [Int: (width: Int, height: Int)]
    ) -> [RunNotice] {
        var largest: [Int: Double] = [:]
        for frame in frames {
            for layer in frame.layers {
                // Cards and photo layers fill themselves with one photo (cover crop); sheet rows are thumbnails.
                let index: Int
                switch layer.content {
                case let .card(photo), let .profileCard(photo), let .photo(photo), let .blurredPhoto(photo, _):
                    index = photo
                default: continue
                }
                guard let size = sizes[index], size.width > 0, size.height > 0 else { continue }
                let pixels = (
                    width: layer.size.width * layer.scale * scale, height: layer.size.height * layer.scale * scale
                )
                let factor = max(pixels.width / Double(size.width), pixels.height / Double(size.height))
                if factor.isFinite, factor > (largest[index] ?? 0) { largest[index] = factor }
            }
        }
        return largest.keys.sorted().compactMap { index in
            guard let factor = largest[index], factor > limit, index < photos.count, let size = sizes[index] else {
                return nil
            }
            let tenths = WholeNumber.clamped(factor * 10)
            return .softPhoto(path: photos[index].path, width: size.width, height: size.height, tenths: tenths)
        }
    }
}
