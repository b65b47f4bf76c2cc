import CardFoundation
import CardImaging
import CardSettings
import Foundation

extension PhotoOrder {
    /// `photos` (in name order) in this order. For a list, the names it gives that are no photo.
    package func apply(to photos: [PhotoFile]) -> (photos: [PhotoFile], unknown: [String]) {
        switch self {
        case .name:
            return (photos, [])
        case .modificationTime:
            let times = photos.map { photo -> Int64 in
                var info = stat()
                guard photo.rawPath.withCString({ stat($0, &info) }) == 0 else { return .max }
                return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            }
            let sorted = photos.indices.sorted { times[$0] != times[$1] ? times[$0] < times[$1] : $0 < $1 }
            return (sorted.map { photos[$0] }, [])
        case .exifDate:
            let dates = photos.map(ExifDate.of)
            let sorted = photos.indices.sorted { a, b in
                switch (dates[a], dates[b]) {
                case let (x?, y?): x != y ? x < y : a < b
                case (_?, nil): true
                case (nil, _?): false
                case (nil, nil): a < b
                }
            }
            return (sorted.map { photos[$0] }, [])
        case let .list(names):
            let byName = Dictionary(
                photos.map { (($0.path as NSString).lastPathComponent, $0) }, uniquingKeysWith: { a, _ in a })
            let listed = names.compactMap { byName[$0] }
            let chosen = Set(listed.map(\.path))
            return (listed + photos.filter { !chosen.contains($0.path) }, names.filter { byName[$0] == nil })
        }
    }
}

extension CardLabels {
    package func apply(to photo: PhotoFile) -> PhotoFile {
        var photo = photo
        switch self {
        case .caption: break
        case .name: photo.caption = photo.caption.map { Caption(name: $0.name, age: $0.age) }
        case .none:
            photo.caption = nil
            photo.label = ""
        }
        return photo
    }
}
