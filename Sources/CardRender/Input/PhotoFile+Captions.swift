import CardFoundation
import CardImaging
import CardSettings
import Foundation

extension PhotoFile {
    /// The photo's file name, the key a captions file uses.
    package var fileName: String { (path as NSString).lastPathComponent }

    /// "; did you mean "chelsea.png"?" when `name` is a typo of a file name (or a name without its
    /// extension) of `photos`, else nothing.
    package static func suggestion(for name: String, in photos: [PhotoFile]) -> String {
        let names = photos.map(\.fileName)
        return Suggestion.phrase(for: name, in: names + names.map { ($0 as NSString).deletingPathExtension })
    }

    /// True when `name` is the photo's file name, or that name without its extension.
    package func isCalled(_ name: String) -> Bool {
        fileName == name || (fileName as NSString).deletingPathExtension == name
    }
}

extension CaptionSet {
    package func caption(for photo: PhotoFile) -> Caption? {
        if let exact = entries[photo.fileName] { return exact }
        return entries[(photo.fileName as NSString).deletingPathExtension]
    }

    /// Keys that match none of the photos (most likely a typing mistake), sorted.
    package func unmatched(_ photos: [PhotoFile]) -> [String] {
        let names = Set(photos.map(\.fileName)),
            stems = Set(photos.map { ($0.fileName as NSString).deletingPathExtension })
        return entries.keys.filter { !names.contains($0) && !stems.contains($0) }.sorted()
    }
}
