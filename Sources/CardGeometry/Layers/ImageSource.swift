/// Where an image layer's pixels come from.
public enum ImageSource: Hashable, Sendable {
    /// The photo at this index, in input order (the index `LayerContent.photo` takes).
    case photo(Int)
    /// The photo with this file name in the input folder, with or without its extension
    /// (`"chelsea.png"` or `"chelsea"`).
    case photoNamed(String)
    /// An image file the app ships, by absolute path: an icon, a badge, a logo. A PNG keeps its
    /// transparency; the file is checked against the same pixel limit as the photos.
    case file(String)
}

/// How an image is sized into its layer.
public enum ImageFit: String, Hashable, Sendable, Codable {
    /// Scaled to fill the whole layer, centred, the overflow cropped (`scaleAspectFill`).
    case cover
    /// Scaled to lie whole inside the layer, centred, transparent around it (`scaleAspectFit`).
    case fit
}
