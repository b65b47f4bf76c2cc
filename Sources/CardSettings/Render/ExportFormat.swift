/// The animated files a run can write beside each animation's PNG frames.
public enum ExportFormat: String, CaseIterable, Sendable, Codable {
    /// Animated GIF through libvips's cgif saver.
    case gif
    /// Animated WebP through libvips's WebP saver.
    case webp
    /// H.264 MP4 through ffmpeg, when ffmpeg is on PATH.
    case mp4

    /// The file an animation's export goes to, relative to the output folder.
    package func file(scene: String, animation: String) -> String {
        "\(scene)/\(animation).\(rawValue)"
    }
}
