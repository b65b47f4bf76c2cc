import CardFoundation
import Foundation

/// What a card says about its photo, from a captions file: a name, an age and a caption.
public struct Caption: Sendable, Hashable {
    /// The person's or place's name, the card's title.
    public var name: String?
    /// The age written after the name, as text (`"29"`).
    public var age: String?
    /// The caption below the name.
    public var text: String?

    /// Trims each field; an empty one becomes nil.
    public init(name: String? = nil, age: String? = nil, text: String? = nil) {
        self.name = name?.nonEmpty
        self.age = age?.nonEmpty
        self.text = text?.nonEmpty
    }

    /// The name line: "Name, age" (with the Arabic comma after an Arabic name), the name alone, or
    /// nil when there is neither.
    public var title: String? {
        switch (name, age) {
        case let (name?, age?): "\(name)\(TextDirection.leadsRightToLeft(name) ? "،" : ",") \(age)"
        case let (name?, nil): name
        case let (nil, age?): age
        case (nil, nil): nil
        }
    }
}

extension String {
    package var nonEmpty: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// Captions by photo file name. A key matches a photo whose file name is the key, or, failing
/// that, whose name without its extension is (`chelsea` matches `chelsea.png`).
public struct CaptionSet: Sendable, Equatable {
    /// Captions by file name, with or without its extension.
    public var entries: [String: Caption]

    /// A set of `entries`; empty by default (no captions).
    public init(_ entries: [String: Caption] = [:]) {
        self.entries = entries
    }

}
