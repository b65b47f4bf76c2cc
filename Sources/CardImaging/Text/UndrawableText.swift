import CardFoundation
/// A text cardrender would draw with characters no shipped font has (each would show as a box).
public struct UndrawableText: Sendable, Equatable, CustomStringConvertible {
    /// Which text of `place` it is.
    public enum Part: Sendable, Equatable {
        case nameLine, caption, label
        case likeText, nopeText
        /// A single mockup's title and subtitle settings.
        case mockupTitle, mockupSubtitle
        /// The title and subtitle keys of an image of a mockup set file.
        case title, subtitle
        /// A text layer of a scene (`LayerContent.text`).
        case layerText

        /// How a message names the part.
        public var words: String {
            switch self {
            case .nameLine: "name line"
            case .caption: "caption"
            case .label: "label"
            case .likeText: "LIKE text"
            case .nopeText: "NOPE text"
            case .mockupTitle, .title: "title"
            case .mockupSubtitle, .subtitle: "subtitle"
            case .layerText: "text"
            }
        }
    }

    /// Where the text is: a photo's file name, a stamp's scene-file key, a mockup.
    public var place: String
    /// Which of the place's texts it is.
    public var part: Part
    /// The text, as given.
    public var text: String
    /// The characters no shipped font draws, listed (at most eight, then how many more).
    public var characters: String

    /// The text `text`, the `part` of `place`, with `characters` no shipped font draws.
    public init(place: String, part: Part, text: String, characters: String) {
        self.place = place
        self.part = part
        self.text = text
        self.characters = characters
    }

    /// The message with the part named as `partName` says.
    public func described(partName: String) -> String {
        "\(place): the \(partName) \(UserText.quoted(text)) has \(characters), which no shipped font draws (drawn as a box)"
    }

    /// `place: the part "text" has characters, which no shipped font draws (drawn as a box)`.
    public var description: String { described(partName: part.words) }
}
