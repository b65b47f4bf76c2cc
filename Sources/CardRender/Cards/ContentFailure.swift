import CardFoundation
import CardGeometry

/// A layer's content that cannot be painted as given: a photo the input does not have, an image
/// file that cannot be read, a text style or gradient out of range. Says which content and why.
public struct ContentFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The content in a few words: `the image of photo 7`, `the text "Hello"`.
    public var content: String
    /// What is wrong with it.
    public var problem: String

    init(_ content: LayerContent, _ problem: String) {
        self.content = Self.name(content)
        self.problem = problem
    }

    /// `cannot draw the text "Hi": the font size, 0, is not a positive number of points`.
    public var description: String { "cannot draw \(content): \(problem)" }

    static func name(_ content: LayerContent) -> String {
        switch content {
        case .image(.photo(let index), _): "the image of photo \(index)"
        case .image(.photoNamed(let name), _): "the image of the photo \(UserText.quoted(name))"
        // The whole path: the user needs it to find the file.
        case .image(.file(let path), _): "the image file \"\(path)\""
        case let .text(text, _): "the text \(UserText.quoted(text))"
        case .linearGradient: "a linear gradient"
        default: "a layer's \(UserText.cut(String(describing: content)))"
        }
    }
}
