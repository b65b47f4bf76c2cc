import CardGeometry

/// What the decks' LIKE and NOPE stamps say in each language of a mockup set: the set file's
/// words, else a default for the right-to-left languages (an English stamp reads backwards
/// against a mirrored screen), else the scene's own (LIKE and NOPE, as the apps themselves keep
/// them in most languages).
public struct StampWords: Sendable, Equatable {
    /// The LIKE stamp's word by language tag; "*" for every language without its own.
    public var like: [String: String] = [:]
    /// The NOPE stamp's word by language tag; "*" for every language without its own.
    public var nope: [String: String] = [:]

    /// Most characters a stamp's word may have.
    public static let maxLength = 40

    /// Defaults by primary language subtag.
    static let defaults: [String: (like: String, nope: String)] = [
        "ar": ("أعجبني", "لا"),
        "he": ("אהבתי", "לא"),
        "fa": ("پسندیدم", "نه"),
        "ur": ("پسند", "نہیں")
    ]

    /// No words of the file's own: the defaults.
    public init() {}

    /// The words for `language` (`ar-SA`): by its whole tag, its primary subtag, "*", then the
    /// defaults; nil keeps the scene's word.
    public func words(for language: String) -> (like: String?, nope: String?) {
        let primary = language.split(separator: "-").first.map { String($0).lowercased() } ?? language
        func lookUp(_ table: [String: String], _ fallback: String?) -> String? {
            table[language] ?? table[primary] ?? table["*"] ?? fallback
        }
        let fallback = Self.defaults[primary]
        return (lookUp(like, fallback?.like), lookUp(nope, fallback?.nope))
    }

    /// `parameters` with the stamps saying `language`'s words.
    func apply(to parameters: inout SceneParameters, language: String) {
        let words = words(for: language)
        parameters.setStampWords(like: words.like, nope: words.nope)
    }
}
