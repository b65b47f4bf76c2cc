import CardFormats
import CardFoundation
import CardGeometry

/// What a layer's content asks of the input photos, in words, for a renderer that has none.
enum PhotoRequest {
    /// Whether drawing `content` needs an input photo: by index, or by file name.
    static func needsPhoto(_ content: LayerContent) -> Bool {
        if case .image(.photoNamed, _) = content { return true }
        return !content.photos.isEmpty
    }

    /// The first of `layers` (bottom first) that needs a photo, with its index and the name the
    /// frame's motion track gives it (`card 1`, `photo 0 #2`), which snapshot failures use too.
    static func firstLayerNeedingPhoto(_ layers: [Layer]) -> (index: Int, name: String, content: LayerContent)? {
        guard let index = layers.firstIndex(where: { needsPhoto($0.content) }) else { return nil }
        return (index, MotionTrack.identified(layers)[index].0, layers[index].content)
    }

    /// `layer 2 (card 1) asks for photo 1`: the layer's index in its frame, its name, and the photos
    /// it draws (the first three, then how many more).
    static func words(layer: Int, name: String, content: LayerContent) -> String {
        "layer \(layer) (\(UserText.prefix(name))) asks for \(photos(content))"
    }

    private static func photos(_ content: LayerContent) -> String {
        if case let .image(.photoNamed(name), _) = content { return "the photo \(UserText.quoted(name))" }
        let indexes = content.photos
        guard indexes.count > 1 else { return "photo \(indexes.first ?? 0)" }
        let shown = indexes.prefix(3).map(String.init).joined(separator: ", ")
        return "photos \(shown)" + (indexes.count > 3 ? " and \(indexes.count - 3) more" : "")
    }
}
