import Foundation

/// What a card says about its photo, from a captions file: a name, an age and a caption.
public struct Caption: Sendable, Hashable {
    public var name: String?
    public var age: String?
    public var text: String?

    public init(name: String? = nil, age: String? = nil, text: String? = nil) {
        self.name = name?.nonEmpty
        self.age = age?.nonEmpty
        self.text = text?.nonEmpty
    }

    /// The name line: "Name, age" (with the Arabic comma after an Arabic name), the name alone, or
    /// nil when there is neither.
    public var title: String? {
        switch (name, age) {
        case let (name?, age?): "\(name)\(TextFit.isRightToLeft(name) ? "،" : ",") \(age)"
        case let (name?, nil): name
        case let (nil, age?): age
        case (nil, nil): nil
        }
    }
}

extension String {
    var nonEmpty: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension PhotoFile {
    /// The photo's file name, the key a captions file uses.
    public var fileName: String { (path as NSString).lastPathComponent }

    /// "; did you mean "chelsea.png"?" when `name` is a typo of a file name (or a name without its
    /// extension) of `photos`, else nothing.
    public static func suggestion(for name: String, in photos: [PhotoFile]) -> String {
        let names = photos.map(\.fileName)
        return Suggestion.phrase(for: name, in: names + names.map { ($0 as NSString).deletingPathExtension })
    }

    /// True when `name` is the photo's file name, or that name without its extension.
    public func isCalled(_ name: String) -> Bool {
        fileName == name || (fileName as NSString).deletingPathExtension == name
    }
}

/// Captions by photo file name. A key matches a photo whose file name is the key, or, failing
/// that, whose name without its extension is (`chelsea` matches `chelsea.png`).
public struct CaptionSet: Sendable, Equatable {
    public var entries: [String: Caption]

    public init(_ entries: [String: Caption] = [:]) {
        self.entries = entries
    }

    public func caption(for photo: PhotoFile) -> Caption? {
        if let exact = entries[photo.fileName] { return exact }
        return entries[(photo.fileName as NSString).deletingPathExtension]
    }

    /// Keys that match none of the photos (most likely a typing mistake), sorted.
    public func unmatched(_ photos: [PhotoFile]) -> [String] {
        let names = Set(photos.map(\.fileName)), stems = Set(photos.map { ($0.fileName as NSString).deletingPathExtension })
        return entries.keys.filter { !names.contains($0) && !stems.contains($0) }.sorted()
    }
}
