/// How a golden folder keeps an animation: a PNG file per frame, or one APNG that holds every
/// frame (`GoldenAnimation`). Stills and contact sheets are plain PNGs either way.
public enum GoldenFormat: String, Codable, Sendable, CaseIterable {
    /// `scene/animation/frame-0000.png`, `frame-0001.png`…: one file per frame.
    case frames
    /// `scene/animation/animation.png`: one APNG, each later frame only the rectangle that changed.
    case apng
}
