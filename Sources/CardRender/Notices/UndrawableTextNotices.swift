import CardGeometry
import CardImaging
import CardSettings

/// The warnings a run gives for text it would draw with a character no shipped font has: the
/// photos' names and captions, the stamps' words, a mockup's title.
package enum UndrawableTextNotices {
    /// For each photo, its name line, caption and label.
    package static func cards(_ photos: [PhotoFile]) throws -> [RunNotice] {
        try photos.flatMap { photo in
            var texts: [(part: UndrawableText.Part, text: String)] = []
            if let caption = photo.caption {
                if let title = caption.title { texts.append((.nameLine, title)) }
                if let text = caption.text { texts.append((.caption, text)) }
            }
            if !photo.label.isEmpty { texts.append((.label, photo.label)) }
            return try FontCoverage.warnings(place: photo.fileName, texts: texts).map(RunNotice.undrawableText)
        }
    }

    /// A mockup's title and subtitle (drawn with `font` in front of the shipped fonts, when
    /// given), and the words of its stamps. `place` and `parts` say where the titles came from: a
    /// single mockup's settings, or an image of a mockup set file.
    package static func mockup(
        _ settings: MockupSettings, font: FontFile? = nil, place: String = "mockup",
        parts: (title: UndrawableText.Part, subtitle: UndrawableText.Part) = (.mockupTitle, .mockupSubtitle)
    ) throws -> [RunNotice] {
        try stamps(settings.sceneParameters)
            + FontCoverage.warnings(
                place: place, texts: [(parts.title, settings.title ?? ""), (parts.subtitle, settings.subtitle ?? "")],
                font: font
            )
            .map(RunNotice.undrawableText)
    }

    /// The words of the stamps that are on, by their scene-file key (`deck.stamps.like.text`).
    static func stamps(_ parameters: SceneParameters) throws -> [RunNotice] {
        let decks = SceneRegistry.builtIn.sections.compactMap { _, section in
            section.stamps(of: parameters).map { (section.key, $0) }
        }
        return try decks.filter { $0.1.enabled }.flatMap { key, stamps in
            try FontCoverage.warnings(
                place: "\(key).stamps", texts: [(.likeText, stamps.like.text), (.nopeText, stamps.nope.text)]
            )
            .map(RunNotice.undrawableText)
        }
    }

    /// The strings of the text layers of `frames` (a scene's stills and animation frames), each
    /// once, in order of appearance; `place` says where they are (the scene's name).
    package static func layers(_ frames: [SceneFrame], place: String) throws -> [RunNotice] {
        var seen = Set<String>(), texts: [(part: UndrawableText.Part, text: String)] = []
        for layer in frames.lazy.flatMap(\.layers) {
            guard case let .text(text, _) = layer.content, seen.insert(text).inserted else { continue }
            texts.append((.layerText, text))
        }
        return try FontCoverage.warnings(place: place, texts: texts).map(RunNotice.undrawableText)
    }
}
